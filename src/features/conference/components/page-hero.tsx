import type { HTMLAttributes, ReactNode } from 'react'
import { SanityImage } from '@/components/ui/sanity-image'
import type { EditAttr } from '@/content/edit-target'
import type { SanityImageValue } from '@/content/image'
import styles from './page-hero.module.css'

/**
 * A band with a photo behind it, darkened so white text on it stays legible (the page hero
 * with an image, the conference home's hero). `--hero-shade` on the band sets the darkening.
 */
export function PhotoBand({
  image,
  imageEdit,
  as: Tag = 'div',
  className = '',
  children,
  ...rest
}: {
  image: SanityImageValue | null | undefined
  /** In preview, the field that holds the photo. */
  imageEdit?: EditAttr
  as?: 'div' | 'section'
} & HTMLAttributes<HTMLElement>) {
  return (
    <Tag className={`${styles.photo} ${className}`} {...rest}>
      <SanityImage
        image={image}
        sizes="100vw"
        priority
        className={styles.photoImage}
        edit={imageEdit}
      />
      {children}
    </Tag>
  )
}

/**
 * The purple band at the top of an information page: eyebrow, the page's one <h1>, intro.
 * With `image`, a taller band with the photo behind it and the title at its foot. In preview,
 * `edit` names the fields the title and the photo come from (`editAttr(page, 'title')`).
 */
export function PageHero({
  title,
  eyebrow,
  image,
  edit,
  children,
}: {
  title: ReactNode
  eyebrow?: ReactNode
  image?: SanityImageValue | null
  edit?: { title?: EditAttr; image?: EditAttr }
  children?: ReactNode
}) {
  const content = (
    <div className="container">
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title} {...edit?.title}>
        {title}
      </h1>
      {children && <div className={styles.intro}>{children}</div>}
    </div>
  )
  if (image === undefined) return <div className={styles.hero}>{content}</div>
  return (
    <PhotoBand image={image} imageEdit={edit?.image} className={`${styles.hero} ${styles.tall}`}>
      {content}
    </PhotoBand>
  )
}
