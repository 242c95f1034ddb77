import { Hono } from 'hono'
import { COVER_PATH, parseImageRef, type ImageRef } from '@amrs/shared/cover-image'
import { Lru } from '../lru.ts'

/** A cover's rendition: PNG or JPEG bytes, COVER_WIDTH wide (mail clients show both). */
export interface Rendition {
  bytes: Uint8Array
  type: 'image/png' | 'image/jpeg'
}

/** Makes a rendition from the asset (locally the lake's file, in production Sanity's CDN). */
export type CoverSource = (ref: ImageRef) => Promise<Rendition | null>

/**
 * `GET /media/cover/<asset id>`: a post's cover as the newsletter message shows it, from the
 * site's own origin (no third-party image in a message; @amrs/shared/cover-image). The asset id
 * names the file's content (Sanity's ids hash the bytes), so the answer is cached for a year;
 * nothing personal is in the path or the answer. Renditions are kept in memory (a few dozen).
 */
export function createCoverRoutes(source: CoverSource): Hono {
  const kept = new Lru<string, Rendition>(32)
  const app = new Hono()
  app.get(`${COVER_PATH}:id`, async (c) => {
    const ref = parseImageRef(c.req.param('id'))
    if (!ref) return c.text('Not found', 404, { 'Cache-Control': 'no-store' })
    let rendition = kept.get(ref.id)
    if (!rendition) {
      rendition = (await source(ref)) ?? undefined
      if (!rendition) return c.text('Not found', 404, { 'Cache-Control': 'no-store' })
      kept.set(ref.id, rendition)
    }
    return new Response(new Uint8Array(rendition.bytes), {
      headers: {
        'Content-Type': rendition.type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
  return app
}
