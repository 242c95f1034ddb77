import { filesFor, siteEntryKey, type Manifest } from '@amrs/shared/asset-manifest'
import { bootLoaderTag } from './boot-loader.ts'
import { earlyEventsTag } from './early-events.ts'
import { starredEarlyTag } from './starred-early.ts'

/**
 * Puts a server-rendered page into the built `index.html`: the route's head, its stylesheets
 * (render-blocking, so the HTML is styled at first paint), the rendered markup, the page data,
 * the script that keeps what a visitor does before hydration (early-events.ts), the one that shows
 * a visitor's starred talks at the first paint (starred-early.ts) and the loader that
 * starts the page's scripts at its first paint (boot-loader.ts).
 */
export interface RenderedParts {
  head: string
  body: string
  pageData: string
  /** Source files of the route's modules (keys of Vite's manifest). */
  modules: string[]
}

const HEAD = /<!--head-->[\s\S]*?<!--\/head-->/

/** The chunk vite.config.ts names `vendor` (React, React Router, SWR). */
function isFrameworkChunk(manifest: Manifest, file: string): boolean {
  return Object.entries(manifest).some(
    ([key, chunk]) => chunk.file === file && /^_vendor-[\w-]+\.js$/.test(key),
  )
}

export function assembleDocument(
  template: string,
  manifest: Manifest,
  page: RenderedParts,
): string {
  if (!HEAD.test(template) || !template.includes('<!--app-->'))
    throw new Error('index.html lacks the <!--head-->…<!--/head--> or <!--app--> markers')
  const entryKey = siteEntryKey(manifest)
  const entry = entryKey ? manifest[entryKey] : undefined
  if (!entryKey || !entry) throw new Error('The Vite manifest has no entry chunk')
  const { js, css } = filesFor(manifest, [entryKey, ...page.modules])
  const stylesheets = css
    .filter((f) => !template.includes(`/${f}"`))
    .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)
  // Vite's own entry tag and preloads go: the loader adds them after the first paint.
  const withoutScripts = template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  // The framework chunk (React, the router, SWR: the same file on every page, cached for a
  // year) is fetched from the start, so hydration can begin as soon as the page's own chunks
  // arrive; those, and the entry, wait for the loader.
  const framework = js.filter((f) => isFrameworkChunk(manifest, f))
  const loader = bootLoaderTag(
    `/${entry.file}`,
    js.filter((f) => f !== entry.file && !framework.includes(f)).map((f) => `/${f}`),
  )
  const preloads = framework.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
  // Route styles after the entry's own stylesheet (Vite puts it at the end of <head>).
  return (
    withoutScripts
      // First in the head: what a visitor does before the scripts take over is kept (early-events.ts),
      // and a programme page shows the visitor's stars (starred-early.ts).
      .replace(HEAD, () => `${earlyEventsTag()}\n    ${starredEarlyTag()}\n    ${page.head}`)
      .replace('</head>', () => `  ${[...stylesheets, ...preloads].join('\n    ')}\n  </head>`)
      .replace('<!--app-->', () => page.body)
      .replace('<!--page-data-->', () => `${page.pageData}\n    ${loader}`)
  )
}
