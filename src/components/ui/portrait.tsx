import type { EditAttr } from '@/content/edit-target'
import type { SanityImageValue } from '@/content/image'
import { SanityImage } from './sanity-image'
import styles from './portrait.module.css'

/**
 * A person's photo or, while the secretariat has none, a neutral portrait: a silhouette in the
 * site's colours (its primary tint, so navy on the society's pages and purple on the
 * conference's), never initials or a placeholder picture. The silhouette is decoration: the
 * name beside it says who it is.
 */
export function Portrait({
  image,
  sizes,
  className = '',
  alt,
  edit,
}: {
  image: SanityImageValue | null | undefined
  sizes: string
  /** Sizes and crops both: the photo and the silhouette take it. */
  className?: string
  alt?: string
  edit?: EditAttr
}) {
  if (image?.asset?._ref)
    return <SanityImage image={image} sizes={sizes} className={className} alt={alt} edit={edit} />
  return <span className={`${styles.silhouette} ${className}`} aria-hidden="true" {...edit} />
}
