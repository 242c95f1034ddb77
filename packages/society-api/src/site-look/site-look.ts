import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Context } from 'hono'
import { MY_PATH } from '../my-registration/paths.ts'

/**
 * The files of the site's look for the society API's pages on the site's origin (My registration,
 * /verify: docs/decisions/0104): a stylesheet and the site's icon, each under a name that holds a
 * hash of its content, served from under My registration's prefix so that they travel wherever
 * the pages do (the production site's pass-through, docs/decisions/0103; the static host's proxy
 * rules) and may be kept by browsers for a year.
 */
const read = (file: string) => readFileSync(fileURLToPath(new URL(file, import.meta.url)))

interface Asset {
  name: string
  body: Uint8Array<ArrayBuffer>
  type: string
}

/** An asset named `file` whose content is the files `parts` one after another. */
function hashed(file: string, type: string, parts: readonly string[] = [`./${file}`]): Asset {
  const body = new Uint8Array(Buffer.concat(parts.map(read)))
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12)
  const dot = file.lastIndexOf('.')
  return { name: `${file.slice(0, dot)}-${hash}${file.slice(dot)}`, body, type }
}

/** The site's design tokens, the same file the site's own stylesheet imports (src/styles/global.css). */
const DESIGN_TOKENS = '../../../shared/src/design-tokens.css'

const ASSETS = [
  hashed('site-look.css', 'text/css; charset=utf-8', [DESIGN_TOKENS, './site-look.css']),
  hashed('favicon.svg', 'image/svg+xml'),
] as const
const byName = new Map<string, Asset>(ASSETS.map((asset) => [asset.name, asset]))

export const SITE_ASSETS_PATH = `${MY_PATH}/assets`
export const SITE_STYLESHEET = `${SITE_ASSETS_PATH}/${ASSETS[0].name}`
export const SITE_ICON = `${SITE_ASSETS_PATH}/${ASSETS[1].name}`

/** The bytes of the site's icon (the desk serves the same under its own assets). */
export const siteIcon = (): Uint8Array<ArrayBuffer> => ASSETS[1].body

/**
 * The pages' CSP: their stylesheet and icon from their own origin, forms to it, no script, no
 * framing. The standalone service's default (`default-src 'none'`) keeps it (`overwrite: false`).
 */
export const SITE_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')

/** GET …/assets/:name: an asset by its hashed name, kept a year; any other name is a 404. */
export function serveSiteAsset(c: Context): Response {
  const asset = byName.get(c.req.param('name') ?? '')
  if (!asset) return c.text('Not found', 404, { 'Cache-Control': 'no-store' })
  return c.body(asset.body, 200, {
    'Content-Type': asset.type,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  })
}
