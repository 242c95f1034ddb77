import { Carousel } from '@/components/ui/carousel'
import { SanityImage } from '@/components/ui/sanity-image'
import type { VenuePageQueryResult } from '@/content/sanity.types'
import styles from './venue-page.module.css'

type CarouselData = NonNullable<NonNullable<VenuePageQueryResult>['spacesCarousel']>

/** A captioned photo carousel: 2 photos per slide, 1 at widths up to 768 px, every 4 s. */
export function VenueCarousel({ carousel, id }: { carousel: CarouselData; id: string }) {
  const slides = (carousel.images ?? []).map((item) => (
    <figure key={item._key} className={styles.figure}>
      <SanityImage image={item.image} sizes="(min-width: 769px) 36rem, calc(100vw - 2rem)" />
      <figcaption>{item.caption}</figcaption>
    </figure>
  ))
  return (
    <div className={styles.carouselSection}>
      <h2 id={id}>{carousel.title}</h2>
      <Carousel
        label={carousel.title ?? 'Venue photos'}
        slides={slides}
        intervalMs={4000}
        perView={{ wide: 2, narrow: 1 }}
      />
    </div>
  )
}
