import { readFile } from 'node:fs/promises'
import { createClient } from '@sanity/client'
import type { AppEnv } from '@amrs/shared/env.schema'
import { createDatasetStore } from '#server/lake/dataset'
import { createLakeEngine } from '#server/lake/engine'
import { DEFAULT_LAKE_CONFIG } from '#server/lake/lake-config'
import type { ContentSource } from '#server/render/page-renderer'

/**
 * Where the build reads content: the real Sanity project when `VITE_SANITY_PROJECT_ID` is set
 * (so a static host ships what editors published), else the local content lake over the seed.
 * Either way a failure stops the build: it never ships empty pages.
 */
export interface BuildContent {
  label: string
  query: ContentSource
  /** Bytes of an image the CMS references by URL (the logo for the social images). */
  asset(url: string): Promise<{ bytes: Uint8Array; mimeType: string } | null>
  close(): void
}

export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError'
}

function wrap(label: string, query: ContentSource): ContentSource {
  return async (groq, params) => {
    try {
      return await query(groq, params)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new ContentUnavailableError(
        `The content lake (${label}) could not be read, so the build stops instead of shipping empty pages.\n  ${reason}`,
      )
    }
  }
}

export async function openBuildContent(env: AppEnv, seedDir: string): Promise<BuildContent> {
  if (env.VITE_SANITY_PROJECT_ID) {
    const client = createClient({
      projectId: env.VITE_SANITY_PROJECT_ID,
      dataset: env.VITE_SANITY_DATASET,
      apiVersion: env.VITE_SANITY_API_VERSION,
      ...(env.VITE_SANITY_API_HOST ? { apiHost: env.VITE_SANITY_API_HOST } : {}),
      // The build wants what was just published, not a CDN copy.
      useCdn: false,
      perspective: 'published',
    })
    const label = `Sanity project ${env.VITE_SANITY_PROJECT_ID}, dataset ${env.VITE_SANITY_DATASET}`
    return {
      label,
      query: wrap(label, async (groq, params) => {
        const answer = await client.fetch(groq, params ?? {}, { filterResponse: false })
        return { result: answer.result, syncTags: answer.syncTags ?? [] }
      }),
      async asset(url) {
        const response = await fetch(url)
        if (!response.ok) return null
        const mimeType = response.headers.get('content-type')?.split(';')[0] ?? 'image/png'
        return { bytes: new Uint8Array(await response.arrayBuffer()), mimeType }
      },
      close() {},
    }
  }

  const dataset = env.VITE_SANITY_DATASET
  const label = `local content lake, ${seedDir}`
  let store
  try {
    store = await createDatasetStore(seedDir, { projectId: 'local', watch: false })
  } catch (error) {
    throw new ContentUnavailableError(
      `The content lake (${label}) could not be read: ${error instanceof Error ? error.message : error}`,
    )
  }
  if (!store.has(dataset))
    throw new ContentUnavailableError(`The content lake (${label}) has no dataset "${dataset}".`)
  const lake = createLakeEngine(store, DEFAULT_LAKE_CONFIG, { projectId: 'local' })
  return {
    label,
    query: wrap(label, async (groq, params) => {
      const answer = await lake.query({ dataset, query: groq, params: params ?? {} })
      return { result: answer.result, syncTags: answer.syncTags }
    }),
    async asset(url) {
      const file = url.split('/').pop()?.split('?')[0] ?? ''
      const local = store.asset(dataset, file)
      if (!local) return null
      return { bytes: new Uint8Array(await readFile(local.filePath)), mimeType: local.mimeType }
    },
    close() {
      lake.close()
      store.close()
    },
  }
}
