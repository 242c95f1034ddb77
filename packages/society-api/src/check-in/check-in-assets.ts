import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { deskAsset } from '../desk/assets/assets.ts'

/** The check-in page's web manifest: installed, it opens the page on its own (docs/decisions/0081). */
export const CHECK_IN_MANIFEST = {
  name: 'AMRS check-in',
  short_name: 'Check-in',
  start_url: '/desk/check-in',
  scope: '/desk/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#1f4e8c',
  // PNGs for the browsers that install only with one (192 and 512 px), the maskable one for
  // launchers that cut icons to a shape; the favicon for those that take SVG.
  icons: [
    { src: '/desk/assets/check-in-icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/desk/assets/check-in-icon-512.png', sizes: '512x512', type: 'image/png' },
    {
      src: '/desk/assets/check-in-icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
}

/**
 * The worker's source with its cache's version: a hash of what it keeps (the desk assets its
 * FILES list names, as `asset` answers them), so a change to any of them is a new worker. Pure.
 */
export function versionedWorker(
  source: string,
  asset: (name: string) => string | Uint8Array | null,
): string {
  const hash = createHash('sha256')
  for (const [, name] of source.matchAll(/'\/desk\/assets\/([^']+)'/g)) {
    hash.update(`${name ?? ''}\0`)
    hash.update(asset(name ?? '') ?? '')
  }
  const version = hash.digest('hex').slice(0, 16)
  return source.replace("const VERSION = 'unversioned'", `const VERSION = '${version}'`)
}

let worker: string | undefined
/** The service worker's source, versioned by what it keeps (made once). */
export function checkInWorker(): string {
  worker ??= versionedWorker(
    readFileSync(fileURLToPath(new URL('./assets/check-in-sw.js', import.meta.url)), 'utf8'),
    (name) => deskAsset(name)?.body ?? null,
  )
  return worker
}
