// `npm run build`: the client bundle, the server-rendering bundle, every page prerendered from the
// content lake (docs/decisions/0006-prerendered-pages.md), the host's header/redirect files, and
// precompressed copies, then the servers as JavaScript (dist-node/, docs/decisions/0106).
// `DIST_DIR` (default dist/) picks the output folder; the SSR bundle goes beside it
// (`<dist>-ssr`).
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build, loadEnv } from 'vite'
import { parseAppEnv } from '@amrs/shared/env.schema'
import { readConfig } from '#server/config'
import { loadSsrBundle, ssrDirFor } from '#server/render/ssr-bundle'
import { buildNode } from './build-node.ts'
import { collectWarnings } from './build-warnings.ts'
import { precompress } from './precompress.ts'
import { writeAppIcons } from './prerender/app-icons.ts'
import { ContentUnavailableError, openBuildContent } from './prerender/content-source.ts'
import {
  FORMS_UNAVAILABLE_FILE,
  formsUnavailablePage,
  headersFile,
  redirectsFile,
} from './prerender/host-files.ts'
import { prerender } from './prerender/prerender.ts'

const started = performance.now()

/** The stylesheets every page links (the entry's, from the built index.html). */
async function siteStylesheets(dist: string): Promise<string[]> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8')
  return [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!)
}
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1)
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')
const ssrDir = ssrDirFor(distDir)
const appEnv = parseAppEnv(loadEnv('production', process.cwd(), 'VITE_'))
const config = readConfig({ ...process.env, DIST_DIR: distDir })

/** The CSP of a static deploy also allows the real Sanity project and society API. */
function staticHostConfig() {
  const id = appEnv.VITE_SANITY_PROJECT_ID
  const apiOrigin = /^https?:\/\//.test(appEnv.VITE_SOCIETY_API_URL)
    ? [new URL(appEnv.VITE_SOCIETY_API_URL).origin]
    : []
  return {
    ...config,
    extraConnectOrigins: [
      ...config.extraConnectOrigins,
      ...(id ? [`https://${id}.api.sanity.io`, `https://${id}.apicdn.sanity.io`] : []),
      ...apiOrigin,
    ],
    extraImageOrigins: [...config.extraImageOrigins, ...(id ? ['https://cdn.sanity.io'] : [])],
  }
}

const { warnings } = await collectWarnings(async () => {
  await build({
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: distDir, emptyOutDir: true },
  })
  // Self-contained (dependencies bundled, production React): loadable from any folder.
  await build({
    mode: 'production',
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
    },
  })
})
if (warnings.length) {
  console.error(
    `\nBundling printed ${warnings.length} warning(s), above. The build stays quiet: fix the cause, or where a warning is about a third-party file and harmless, drop exactly that one in vite.config.ts and say why.\n`,
  )
  process.exit(1)
}
await copyFile(path.join(distDir, 'index.html'), path.join(ssrDir, 'template.html'))
// Its chunks are ES modules wherever the folder lives.
await writeFile(path.join(ssrDir, 'package.json'), '{ "type": "module" }\n')
console.log(`bundles built in ${seconds(started)} s`)

const prerenderStarted = performance.now()
const bundle = await loadSsrBundle(distDir)
if (!bundle) throw new Error(`No server-rendering bundle in ${ssrDir}`)
let content
let moved: Array<[string, string]> = []
let gone: string[] = []
try {
  content = await openBuildContent(appEnv, config.seedDir)
  const prerendered = await prerender({
    bundle,
    content,
    distDir,
    siteUrl: config.siteUrl,
    fixedNow: config.siteNow,
  })
  ;({ redirects: moved, gone } = prerendered)
  console.log(
    `prerendered ${prerendered.pages} pages and ${prerendered.resources} feeds and calendars from the ${content.label} in ${seconds(prerenderStarted)} s`,
  )
} catch (error) {
  if (error instanceof ContentUnavailableError) {
    console.error(`\n${error.message}\n`)
    process.exit(1)
  }
  throw error
} finally {
  content?.close()
}

await writeAppIcons(distDir)
await writeFile(path.join(distDir, '_headers'), await headersFile(staticHostConfig()))
await writeFile(path.join(distDir, '_redirects'), redirectsFile(moved, gone, config.societyApiUrl))
await mkdir(path.dirname(path.join(distDir, FORMS_UNAVAILABLE_FILE)), { recursive: true })
await writeFile(
  path.join(distDir, FORMS_UNAVAILABLE_FILE),
  formsUnavailablePage(await siteStylesheets(distDir)),
)
const compressed = await precompress(distDir)
console.log(`precompressed ${compressed} files`)

// The site's server and the society API as JavaScript (docs/decisions/0106): `npm run serve`
// and `npm run society-api` start them with plain node.
const serversStarted = performance.now()
await buildNode()
console.log(
  `servers built in ${seconds(serversStarted)} s (dist-node/); build done in ${seconds(started)} s`,
)
