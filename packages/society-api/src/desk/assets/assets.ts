import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url))
const checkIn = (file: string) =>
  fileURLToPath(new URL(`../../check-in/assets/${file}`, import.meta.url))
const require = createRequire(import.meta.url)
/** A file of an installed package: the nearest `node_modules/<pkg>` up from here. */
const installed = (pkg: string, file: string) => () => {
  for (let dir = here('.'); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg, file)
    if (existsSync(candidate)) return candidate
    if (dir === path.dirname(dir)) throw new Error(`${pkg} is not installed`)
  }
}
/** SimpleWebAuthn's browser bundle (it sets `SimpleWebAuthnBrowser`), from the installed package. */
const webauthnBundle = () =>
  path.join(
    path.dirname(require.resolve('@simplewebauthn/browser')),
    '..',
    'dist',
    'bundle',
    'index.umd.min.js',
  )

const JS = 'text/javascript; charset=utf-8'
const FILES: Record<string, { file: () => string; type: string }> = {
  'desk.css': { file: () => here('desk.css'), type: 'text/css; charset=utf-8' },
  // The site's icon (docs/decisions/0104): without one, browsers ask for /favicon.ico.
  'favicon.svg': {
    file: () => fileURLToPath(new URL('../../site-look/favicon.svg', import.meta.url)),
    type: 'image/svg+xml',
  },
  'passkey.js': { file: () => here('passkey.js'), type: JS },
  'decisions.js': { file: () => here('decisions.js'), type: JS },
  'webauthn.js': { file: webauthnBundle, type: JS },
  // The check-in page's modules (docs/decisions/0081) and the libraries they load when needed.
  ...Object.fromEntries(
    [
      'check-in.js',
      'check-in-forget.js',
      'check-in-signed-out.js',
      'check-in-token.js',
      'check-in-queue.js',
      'check-in-scan.js',
      'check-in-view.js',
      'door-counts.js',
    ].map((name) => [name, { file: () => checkIn(name), type: JS }]),
  ),
  // Its app icons (drawn from the favicon by scripts/check-in-icons.ts).
  ...Object.fromEntries(
    ['check-in-icon-192.png', 'check-in-icon-512.png', 'check-in-icon-maskable-512.png'].map(
      (name) => [name, { file: () => checkIn(name), type: 'image/png' }],
    ),
  ),
  'idb.js': { file: installed('idb', 'build/index.js'), type: JS },
  'wrap-idb-value.js': { file: installed('idb', 'build/wrap-idb-value.js'), type: JS },
  'noble-ed25519.js': { file: installed('@noble/ed25519', 'index.js'), type: JS },
  // The ponyfill: it defines BarcodeDetectionAPI.BarcodeDetector and leaves the global alone.
  'barcode-detector.js': { file: installed('barcode-detector', 'dist/iife/ponyfill.js'), type: JS },
  'zxing_reader.wasm': {
    file: installed('zxing-wasm', 'dist/reader/zxing_reader.wasm'),
    type: 'application/wasm',
  },
}
const loaded = new Map<string, string | Uint8Array<ArrayBuffer>>()

/** A desk asset by name (read once), or null. */
export function deskAsset(
  name: string,
): { body: string | Uint8Array<ArrayBuffer>; type: string } | null {
  const entry = FILES[name]
  if (!entry) return null
  let body = loaded.get(name)
  if (body === undefined) {
    const bytes = readFileSync(entry.file())
    loaded.set(
      name,
      (body = entry.type.startsWith('text/') ? bytes.toString('utf8') : new Uint8Array(bytes)),
    )
  }
  return { body, type: entry.type }
}
