import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Manifest } from '@amrs/shared/asset-manifest'
import type * as EntryServer from '../../src/entry-server.tsx'

/** The server-rendering bundle (`vite build --ssr`) and what it needs from the client build. */
export interface SsrBundle {
  render: typeof EntryServer.render
  routeRegistry: typeof EntryServer.routeRegistry
  notFoundRoute: typeof EntryServer.notFoundRoute
  matchRoute: typeof EntryServer.matchRoute
  sitePaths: typeof EntryServer.sitePaths
  renderFeed: typeof EntryServer.renderFeed
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
  const mod = (await import(pathToFileURL(entry).href)) as typeof EntryServer
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest
  return {
    render: mod.render,
    routeRegistry: mod.routeRegistry,
    notFoundRoute: mod.notFoundRoute,
    matchRoute: mod.matchRoute,
    sitePaths: mod.sitePaths,
    renderFeed: mod.renderFeed,
    template: await readFile(templateFile, 'utf8'),
    manifest,
  }
}
