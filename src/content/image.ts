import imageUrlBuilder from '@sanity/image-url'
import { contentConfig } from './config'

/**
 * Image URLs for Sanity image fields (`imageFields` projection in queries.ts): the same code
 * serves the local content lake (relative `/images/…` URLs) and Sanity's image CDN.
 */
const builder = imageUrlBuilder({
  projectId: contentConfig.projectId,
  dataset: contentConfig.dataset,
  baseUrl: contentConfig.imageBaseUrl,
})

export interface ImageDimensions {
  width: number
  height: number
}

interface Rect {
  top?: number | null
  bottom?: number | null
  left?: number | null
  right?: number | null
}

/** What the `imageFields` GROQ fragment returns. */
export interface SanityImageValue {
  asset?: { _ref: string } | null
  alt?: string | null
  crop?: Rect | null
  hotspot?: { x?: number | null; y?: number | null } | null
  dimensions?: { width?: number | null; height?: number | null } | null
}

/** Widths offered in `srcset`. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const

type BuilderSource = Parameters<typeof builder.image>[0]

/** Only fields the builder understands (it treats `null` crop/hotspot as absent). */
function source(image: SanityImageValue): BuilderSource {
  return {
    asset: { _ref: image.asset?._ref ?? '' },
    ...(image.crop ? { crop: image.crop } : {}),
    ...(image.hotspot ? { hotspot: image.hotspot } : {}),
  } as BuilderSource
}

/** Pixel size after the editor's crop, from the asset metadata; undefined when unknown. */
export function croppedSize(image: SanityImageValue): ImageDimensions | undefined {
  const w = image.dimensions?.width
  const h = image.dimensions?.height
  if (!w || !h) return undefined
  const c = image.crop ?? {}
  const width = Math.round(w * (1 - (c.left ?? 0) - (c.right ?? 0)))
  const height = Math.round(h * (1 - (c.top ?? 0) - (c.bottom ?? 0)))
  return width > 0 && height > 0 ? { width, height } : { width: w, height: h }
}

/** URL of the image scaled to `width` CSS pixels, best format for the browser. */
export function imageUrl(image: SanityImageValue, width?: number): string {
  let url = builder.image(source(image)).auto('format').fit('max')
  if (width) url = url.width(width)
  return url.url()
}

/** The widths worth offering: never upscale past the source, always at least one. */
export function srcSetWidths(
  image: SanityImageValue,
  widths: readonly number[] = IMAGE_WIDTHS,
): number[] {
  const max = croppedSize(image)?.width
  if (!max) return [...widths]
  const largest = Math.min(max, widths.at(-1) ?? max)
  return [...widths.filter((w) => w < largest), largest]
}

/** `srcset` value: one URL per width. */
export function imageSrcSet(
  image: SanityImageValue,
  widths: readonly number[] = IMAGE_WIDTHS,
): string {
  return srcSetWidths(image, widths)
    .map((w) => `${imageUrl(image, w)} ${w}w`)
    .join(', ')
}
