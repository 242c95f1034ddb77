import type { DeskContext } from '../context.ts'
import { deskAsset } from './assets.ts'

/** GET /desk/assets/:name: the stylesheet and the passkey scripts (kept a day by the browser). */
export function showAsset(c: DeskContext): Response {
  const asset = deskAsset(c.req.param('name') ?? '')
  if (!asset) return c.text('Not found', 404)
  return c.body(asset.body, 200, {
    'Content-Type': asset.type,
    'Cache-Control': 'private, max-age=86400',
  })
}
