import { createClient } from '@sanity/client'
import { env } from '../config/env'

/**
 * The one Sanity client. In local mode it talks to the same-origin local content lake
 * (served by our Node server with Sanity's HTTP API); in production to the real project's CDN.
 */
function apiHost(): string | undefined {
  if (env.sanityApiHost) return env.sanityApiHost
  if (!env.localContent) return undefined
  return typeof window === 'undefined' ? 'http://127.0.0.1:4173' : window.location.origin
}

const host = apiHost()

export const sanityClient = createClient({
  projectId: env.sanityProjectId,
  dataset: env.sanityDataset,
  apiVersion: env.sanityApiVersion,
  useCdn: !env.localContent,
  perspective: 'published',
  ...(env.localContent
    ? { useProjectHostname: false, apiHost: host }
    : host
      ? { apiHost: host }
      : {}),
})

/** Base URL for image URLs (`/images/{projectId}/{dataset}/…`). */
export const imageBaseUrl = env.localContent ? (host ?? '') : 'https://cdn.sanity.io'
