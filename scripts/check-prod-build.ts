// Fails when the built JS contains development-only code of react, react-dom or react-router:
// each package's development build carries warning strings that its production build drops.
// Usage: tsx scripts/check-prod-build.ts [distDir]   (runs in `npm run size`, after the build)
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Distinctive strings of each package's development build (absent from its production build). */
export const DEV_ONLY_MARKERS: Record<string, string[]> = {
  // react.development.js and react-jsx-runtime.development.js
  react: [
    'Accessing element.ref was removed in React 19',
    'lazy: Expected the result of a dynamic import() call',
  ],
  // react-dom-client.development.js
  'react-dom': [
    'Download the React DevTools for a better development experience',
    'A tree hydrated but some attributes of the server rendered HTML',
  ],
  // react-router/dist/development (ENABLE_DEV_WARNINGS = true)
  'react-router': [
    'You should not include both `Component` and `element` on your route',
    'You rendered descendant <Routes>',
  ],
}

export interface DevCodeHit {
  pkg: string
  marker: string
  file: string
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(m?js)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
}

/** Every (package, marker, file) where a development-only string occurs in a built JS file. */
export function findDevCode(dir: string): { files: number; hits: DevCodeHit[] } {
  const files = jsFiles(dir)
  const hits: DevCodeHit[] = []
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    for (const [pkg, markers] of Object.entries(DEV_ONLY_MARKERS))
      for (const marker of markers)
        if (text.includes(marker)) hits.push({ pkg, marker, file: path.relative(dir, file) })
  }
  return { files: files.length, hits }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Everything under dist/ deploys as it is, so every JS file in it counts.
  const dist = path.resolve(process.argv[2] ?? 'dist')
  const { files, hits } = findDevCode(dist)
  if (files === 0) {
    console.error(`No JS files under ${dist}: build first (npm run build).`)
    process.exit(1)
  }
  if (hits.length > 0) {
    for (const { pkg, marker, file } of hits)
      console.error(`DEV CODE ${pkg.padEnd(12)} ${file}: "${marker}"`)
    const pkgs = [...new Set(hits.map((h) => h.pkg))].join(', ')
    console.error(`dist/ ships development-only code of ${pkgs} (${files} JS files checked).`)
    process.exit(1)
  }
  console.log(
    `production build: no development-only code of react, react-dom, react-router in ${files} JS files`,
  )
}
