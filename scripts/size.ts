// Bundle budget: gzip KB of all JS and CSS a route loads (the entry index.html references, plus
// the route's lazy chunks and their static imports). Fails when the home route is over budget.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { filesFor, type Manifest } from './route-assets.ts'

const BUDGET = { js: 150, css: 20 }
const dist = path.resolve(process.argv[2] ?? 'dist')
const manifest = JSON.parse(
  readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
) as Manifest

const routes: Record<string, string[]> = {
  '/ (home)': ['src/routes/_society-layout.tsx', 'src/routes/home.tsx'],
  '/login': ['src/routes/_simple-layout.tsx', 'src/routes/login.tsx'],
  '/iumrs-icam25 (conference home)': [
    'src/routes/_conference-layout.tsx',
    'src/routes/conference/home.tsx',
  ],
  '/iumrs-icam25/registration': [
    'src/routes/_conference-layout.tsx',
    'src/routes/conference/registration.tsx',
  ],
  '/iumrs-icam25/payment': [
    'src/routes/_conference-layout.tsx',
    'src/routes/conference/payment.tsx',
  ],
  '/iumrs-icam25/payment-verification': [
    'src/routes/_conference-layout.tsx',
    'src/routes/conference/payment-verification.tsx',
  ],
  '/iumrs-icam25/conference-venue': [
    'src/routes/_conference-layout.tsx',
    'src/routes/conference/venue.tsx',
  ],
  '/iumrs-icam25/workshop/winter-school': [
    'src/routes/_conference-layout.tsx',
    'src/routes/conference/winter-school.tsx',
  ],
}

const kb = (file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024
const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
if (!entry) throw new Error('No entry chunk in the manifest')

let failed = false
for (const [route, keys] of Object.entries(routes)) {
  const { js, css } = filesFor(manifest, [entry, ...keys.filter((k) => manifest[k])])
  const jsKb = js.reduce((sum, f) => sum + kb(f), 0)
  const cssKb = css.reduce((sum, f) => sum + kb(f), 0)
  const isHome = route.startsWith('/ ')
  const over = isHome && (jsKb > BUDGET.js || cssKb > BUDGET.css)
  failed ||= over
  console.log(
    `${over ? 'OVER ' : ''}${route.padEnd(40)} JS ${jsKb.toFixed(1).padStart(6)} KB gzip (${js.length} files)   CSS ${cssKb.toFixed(1).padStart(5)} KB gzip`,
  )
  if (isHome)
    for (const f of [...js, ...css])
      console.log(`    ${f.padEnd(48)} ${kb(f).toFixed(1).padStart(6)} KB`)
}
console.log(`budget for the home route: JS ${BUDGET.js} KB, CSS ${BUDGET.css} KB (gzip)`)
if (failed) {
  console.error('The home route is over its bundle budget.')
  process.exit(1)
}
