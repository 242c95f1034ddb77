import { filesFor, type Manifest } from '../../scripts/route-assets.ts'

/**
 * Puts a server-rendered page into the built `index.html`: the route's head, its stylesheets
 * (render-blocking, so the HTML is styled at first paint), modulepreload links for its chunks
 * (no waterfall before hydration), the rendered markup and the page data.
 */
export interface RenderedParts {
  head: string
  body: string
  pageData: string
  /** Source files of the route's modules (keys of Vite's manifest). */
  modules: string[]
}

const HEAD = /<!--head-->[\s\S]*?<!--\/head-->/

export function assembleDocument(
  template: string,
  manifest: Manifest,
  page: RenderedParts,
): string {
  if (!HEAD.test(template) || !template.includes('<!--app-->'))
    throw new Error('index.html lacks the <!--head-->…<!--/head--> or <!--app--> markers')
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  const { js, css } = filesFor(manifest, page.modules)
  const already = (file: string) => template.includes(`/${file}"`) || file === entry?.file
  const stylesheets = css
    .filter((f) => !already(f))
    .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)
  // The page's script chunks, fetched in parallel with the entry (no waterfall of imports).
  const preloads = js
    .filter((f) => !already(f))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
  // Route styles after the entry's own stylesheet (Vite puts it at the end of <head>).
  return template
    .replace(HEAD, () => page.head)
    .replace('</head>', () => `  ${[...stylesheets, ...preloads].join('\n    ')}\n  </head>`)
    .replace('<!--app-->', () => page.body)
    .replace('<!--page-data-->', () => page.pageData)
}
