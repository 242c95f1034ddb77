import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

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

let worker: string | undefined
/** The service worker's source (read once). */
export function checkInWorker(): string {
  worker ??= readFileSync(
    fileURLToPath(new URL('./assets/check-in-sw.js', import.meta.url)),
    'utf8',
  )
  return worker
}
