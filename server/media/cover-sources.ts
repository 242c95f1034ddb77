import { readFile } from 'node:fs/promises'
import { COVER_WIDTH } from '@amrs/shared/cover-image'
import type { CoverSource } from './cover-route.ts'

/**
 * Production: Sanity's image API draws the rendition (`?w=600&fm=jpg`, its URL transform
 * parameters); the site's server passes it on so the message's picture stays on the site's
 * origin. Only JPEG answers are passed on.
 */
export function sanityCdnCovers(
  opts: { projectId: string; dataset: string },
  fetcher: typeof fetch = fetch,
): CoverSource {
  return async (ref) => {
    const url = `https://cdn.sanity.io/images/${opts.projectId}/${opts.dataset}/${ref.fileName}?w=${COVER_WIDTH}&fm=jpg`
    const response = await fetcher(url, { signal: AbortSignal.timeout(10_000) }).catch(() => null)
    if (!response?.ok || response.headers.get('content-type') !== 'image/jpeg') return null
    return { bytes: new Uint8Array(await response.arrayBuffer()), type: 'image/jpeg' }
  }
}

/**
 * Local mode: the content lake's own file. SVG (the seed's artwork) is drawn to a PNG with
 * resvg (the build already uses it for the app icons); PNG and JPEG files are passed on as
 * they are. Other formats answer 404.
 */
export function lakeCovers(
  asset: (fileName: string) => { filePath: string } | undefined,
): CoverSource {
  return async (ref) => {
    const file = asset(ref.fileName)
    if (!file) return null
    const bytes = await readFile(file.filePath)
    if (ref.ext === 'png') return { bytes, type: 'image/png' }
    if (ref.ext === 'jpg' || ref.ext === 'jpeg') return { bytes, type: 'image/jpeg' }
    if (ref.ext !== 'svg') return null
    const { Resvg } = await import('@resvg/resvg-js')
    const png = new Resvg(bytes, { fitTo: { mode: 'width', value: COVER_WIDTH } }).render().asPng()
    return { bytes: new Uint8Array(png), type: 'image/png' }
  }
}
