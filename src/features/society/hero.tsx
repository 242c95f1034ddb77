import { editAttr } from '@/content/edit-target'
import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type { EditAttr, EditSource } from '@/content/edit-target'
import type { HomePageQueryResult } from '@/content/sanity.types'
import { Carousel } from '@/components/ui/carousel'
import { SanityImage } from '@/components/ui/sanity-image'
import styles from './home.module.css'

type Slides = NonNullable<NonNullable<HomePageQueryResult['home']>['heroSlides']>

/**
 * Hero: the 4-image slideshow (4000 ms, wraps, dots, pause) under the society's name. `marks`:
 * in preview, the name's field and the home page document the slides come from.
 */
export function Hero({
  title,
  slides,
  marks,
}: {
  title: string | null | undefined
  slides: Slides
  marks?: { title: EditAttr; home: EditSource }
}) {
  return (
    <div className={styles.hero}>
      <Carousel
        label="Highlights"
        className={styles.heroCarousel}
        overlayControls
        showArrows={false}
        intervalMs={4000}
        slides={slides.map((slide, i) => (
          <SanityImage
            key={slide._key}
            image={slide}
            sizes="100vw"
            className={styles.heroImage}
            priority={i === 0}
            edit={editAttr(marks?.home, `heroSlides[_key=="${slide._key}"]`)}
          />
        ))}
      />
      <div className={styles.heroText}>
        <div className="container">
          <h1 {...marks?.title}>{title}</h1>
          <Link to={paths.signup} className="button button--accent">
            JOIN AMRS
          </Link>
        </div>
      </div>
    </div>
  )
}
