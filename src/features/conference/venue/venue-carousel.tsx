import { editAttr } from '@/content/edit-target'
import { Carousel } from '@/components/ui/carousel'
import { SanityImage } from '@/components/ui/sanity-image'
import type { EditSource } from '@/content/edit-target'
import type { VenuePageQueryResult } from '@/content/sanity.types'
import styles from './venue-page.module.css'

type CarouselData = NonNullable<NonNullable<VenuePageQueryResult>['spacesCarousel']>

/**
 * A captioned photo carousel: 2 photos per slide, 1 at widths up to 768 px, every 4 s. `doc` and
 * `field`: the venue document and its carousel field (click-to-edit in preview).
 */
export function VenueCarousel({
  carousel,
  id,
  doc,
  field,
}: {
  carousel: CarouselData
  id: string
  doc: EditSource
  field: string
}) {
  const slides = (carousel.images ?? []).map((item) => {
    const at = `${field}.images[_key=="${item._key}"]`
    return (
      <figure key={item._key} className={styles.figure}>
        <SanityImage
          image={item.image}
          sizes="(min-width: 769px) 36rem, calc(100vw - 2rem)"
          edit={editAttr(doc, `${at}.image`)}
        />
        <figcaption {...editAttr(doc, `${at}.caption`)}>{item.caption}</figcaption>
      </figure>
    )
  })
  return (
    <div className={styles.carouselSection}>
      <h2 id={id} {...editAttr(doc, `${field}.title`)}>
        {carousel.title}
      </h2>
      <Carousel
        label={carousel.title ?? 'Venue photos'}
        slides={slides}
        intervalMs={4000}
        perView={{ wide: 2, narrow: 1 }}
      />
    </div>
  )
}
