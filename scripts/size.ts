// Bundle budget: gzip KB of all JS and CSS each route loads (what index.html references, plus the
// route's layout and page chunks and their static imports), for every page module in the Vite
// manifest. Fails when a route is over budget. Usage: tsx scripts/size.ts [distDir]
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { filesFor, siteEntryKey, type Manifest } from '@amrs/shared/asset-manifest'

/** KB gzip (docs/decisions/0033): the first route (home), every other route, CSS of any route. */
export const BUDGET = { firstRouteJs: 110, routeJs: 130, routeCss: 20 }
const FIRST_ROUTE = 'src/routes/home.tsx'

/** The layout route a page renders in (see src/app/routes.tsx). */
function layoutOf(page: string): string {
  if (page.startsWith('src/routes/conference/')) return 'src/routes/_conference-layout.tsx'
  if (/^src\/routes\/(login|signup[^/]*)\.tsx$/.test(page)) return 'src/routes/_simple-layout.tsx'
  return 'src/routes/_society-layout.tsx'
}

const dist = path.resolve(process.argv[2] ?? 'dist')
const manifest = JSON.parse(
  readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
) as Manifest

const kb = (file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024
const entry = siteEntryKey(manifest)
if (!entry) throw new Error('No entry chunk in the manifest')

// Every page module (layouts are counted with the pages that render in them).
const pages = Object.keys(manifest)
  .filter((k) => /^src\/routes\/(.+\/)?[^_/][^/]*\.tsx$/.test(k))
  .sort((a, b) => (a === FIRST_ROUTE ? -1 : b === FIRST_ROUTE ? 1 : a.localeCompare(b)))
if (!pages.includes(FIRST_ROUTE)) throw new Error(`No ${FIRST_ROUTE} in the manifest`)

let failed = false
for (const page of pages) {
  const layout = layoutOf(page)
  const { js, css } = filesFor(manifest, [entry, ...(manifest[layout] ? [layout] : []), page])
  const jsKb = js.reduce((sum, f) => sum + kb(f), 0)
  const cssKb = css.reduce((sum, f) => sum + kb(f), 0)
  const isFirst = page === FIRST_ROUTE
  const jsBudget = isFirst ? BUDGET.firstRouteJs : BUDGET.routeJs
  const over = [
    ...(jsKb > jsBudget ? [`JS > ${jsBudget}`] : []),
    ...(cssKb > BUDGET.routeCss ? [`CSS > ${BUDGET.routeCss}`] : []),
  ]
  failed ||= over.length > 0
  const name =
    page.replace(/^src\/routes\//, '').replace(/\.tsx$/, '') + (isFirst ? ' (first)' : '')
  console.log(
    `${(over.length ? 'OVER ' : '     ') + name.padEnd(40)} JS ${jsKb.toFixed(1).padStart(6)} KB gzip (${String(js.length).padStart(2)} files)   CSS ${cssKb.toFixed(1).padStart(5)} KB gzip${over.length ? `   ${over.join(', ')}` : ''}`,
  )
  if (isFirst)
    for (const f of [...js, ...css])
      console.log(`         ${f.padEnd(48)} ${kb(f).toFixed(1).padStart(6)} KB`)
}
console.log(
  `budget (KB gzip): first route JS ${BUDGET.firstRouteJs}, every route JS ${BUDGET.routeJs}, CSS ${BUDGET.routeCss}`,
)
if (failed) {
  console.error('Over the bundle budget (see OVER above).')
  process.exit(1)
}
