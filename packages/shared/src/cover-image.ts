/**
 * A post's cover as mail clients can show it: a PNG/JPEG rendition served from the site's own
 * origin at `/media/cover/<asset id>` (never the Sanity CDN or any third party in a message's
 * HTML, and never SVG, which mail clients refuse). The server's route (server/media/) makes it;
 * the society API's post message links to it.
 */
export const COVER_PATH = '/media/cover/'

/** The rendition's width in pixels: the message column is 600 px wide. */
export const COVER_WIDTH = 600

export interface ImageRef {
  /** `image-<hash>-<w>x<h>-<ext>`, the asset document's id (an image field's `asset._ref`). */
  id: string
  /** `<hash>-<w>x<h>.<ext>`, the file part of the asset's URL on Sanity's CDN (and the lake). */
  fileName: string
  width: number
  height: number
  ext: string
}

/** Reads an image asset id; anything else (a path, a query) is refused with null. */
export function parseImageRef(id: string): ImageRef | null {
  const match = /^image-([a-zA-Z0-9]+)-(\d{1,5})x(\d{1,5})-(svg|png|jpg|jpeg|webp|gif)$/.exec(id)
  if (!match) return null
  const [, hash, w, h, ext] = match as unknown as [string, string, string, string, string]
  const width = Number(w)
  const height = Number(h)
  if (!width || !height) return null
  return { id, fileName: `${hash}-${width}x${height}.${ext}`, width, height, ext }
}

/** What the post query gives for a cover: its asset id and the editor's alt text. */
export interface CoverFacts {
  ref?: string | null
  alt?: string | null
}

/** The `<img>` a message carries for a cover (site origin, 600 px wide), or none without one. */
export function coverImage(
  siteUrl: string,
  cover: CoverFacts | null | undefined,
): { src: string; alt: string; width: number; height: number } | undefined {
  const ref = cover?.ref ? parseImageRef(cover.ref) : null
  if (!ref) return undefined
  return {
    src: new URL(`${COVER_PATH}${ref.id}`, siteUrl).href,
    alt: cover?.alt?.trim() ?? '',
    width: COVER_WIDTH,
    height: Math.round((COVER_WIDTH * ref.height) / ref.width),
  }
}
