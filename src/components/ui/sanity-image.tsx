import {
  croppedSize,
  imageSrcSet,
  imageUrl,
  srcSetWidths,
  type SanityImageValue,
} from '@/content/image'
import type { EditAttr } from '@/content/edit-target'
import { reportPriorityImage } from './priority-images'

interface Props {
  /** An image projected with the `imageFields` fragment of queries.ts. */
  image: SanityImageValue | null | undefined
  /** Rendered width per breakpoint, e.g. "(min-width: 800px) 50vw, 100vw". */
  sizes: string
  /** Lazy by default; the first visible image of a page should be eager. */
  loading?: 'lazy' | 'eager'
  /** Above-the-fold hero: eager and fetched with high priority. */
  priority?: boolean
  className?: string
  /** Overrides the stored alt, e.g. "" when a caption or name beside it says the same. */
  alt?: string
  /** In preview, the field that holds the image (`editAttr(doc, 'image')`). */
  edit?: EditAttr
}

/**
 * A Sanity image with `srcset`, explicit width/height (no layout shift) and its alt text.
 * Renders nothing when the image has no asset.
 */
export function SanityImage({
  image,
  sizes,
  loading = 'lazy',
  priority = false,
  className,
  alt,
  edit,
}: Props) {
  if (!image?.asset?._ref) return null
  const size = croppedSize(image)
  const widths = srcSetWidths(image)
  const src = imageUrl(image, widths.at(-1))
  const srcSet = imageSrcSet(image)
  if (priority) reportPriorityImage({ src, srcSet, sizes })
  return (
    <img
      {...edit}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={size?.width}
      height={size?.height}
      alt={alt ?? image.alt ?? ''}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      // The hero decodes with the first paint that shows it; others off the critical path.
      decoding={priority ? undefined : 'async'}
      className={className}
    />
  )
}
