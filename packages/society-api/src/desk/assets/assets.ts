import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url))
/** SimpleWebAuthn's browser bundle (it sets `SimpleWebAuthnBrowser`), from the installed package. */
const webauthnBundle = () =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@simplewebauthn/browser')),
    '..',
    'dist',
    'bundle',
    'index.umd.min.js',
  )

const FILES: Record<string, { file: () => string; type: string }> = {
  'desk.css': { file: () => here('desk.css'), type: 'text/css; charset=utf-8' },
  'passkey.js': { file: () => here('passkey.js'), type: 'text/javascript; charset=utf-8' },
  'webauthn.js': { file: webauthnBundle, type: 'text/javascript; charset=utf-8' },
}
const loaded = new Map<string, string>()

/** A desk asset by name (read once), or null. */
export function deskAsset(name: string): { body: string; type: string } | null {
  const entry = FILES[name]
  if (!entry) return null
  let body = loaded.get(name)
  if (body === undefined) loaded.set(name, (body = readFileSync(entry.file(), 'utf8')))
  return { body, type: entry.type }
}
