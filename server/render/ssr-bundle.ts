import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Manifest } from '@amrs/shared/asset-manifest'
import type { SsrEntry } from '@amrs/shared/render-contract'

/** The server-rendering bundle (`vite build --ssr`) and what it needs from the client build. */
export interface SsrBundle extends SsrEntry {
  template: string
  manifest: Manifest
}

/** The SSR bundle sits beside the client build: `dist` → `dist-ssr`. */
export const ssrDirFor = (distDir: string) => `${path.resolve(distDir)}-ssr`

export async function loadSsrBundle(distDir: string): Promise<SsrBundle | null> {
  const ssrDir = ssrDirFor(distDir)
  const entry = path.join(ssrDir, 'entry-server.mjs')
  const templateFile = path.join(ssrDir, 'template.html')
  if (!existsSync(entry) || !existsSync(templateFile)) return null
  const { entry: ssr } = (await import(pathToFileURL(entry).href)) as { entry: SsrEntry }
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest
  return {
    ...ssr,
    template: await readFile(templateFile, 'utf8'),
    manifest,
  }
}
