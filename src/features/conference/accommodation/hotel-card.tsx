import { NewTabLink } from '@/components/ui/new-tab-link'
import { SanityImage } from '@/components/ui/sanity-image'
import { editAttr } from '@/content/edit-target'
import type { AccommodationPageQueryResult } from '@/content/sanity.types'
import { LineIcon } from '@/components/ui/line-icon'
import styles from './accommodation-page.module.css'
import { SampleText } from '@/components/ui/sample-text'

type Hotel = AccommodationPageQueryResult['hotels'][number]

/** A recommended hotel: image, name, location, description, "Visit Website" (new tab). */
export function HotelCard({ hotel }: { hotel: Hotel }) {
  return (
    <li className={styles.card}>
      <div className={styles.media}>
        <SanityImage
          image={hotel.image}
          sizes="(min-width: 1000px) 23rem, (min-width: 640px) 45vw, calc(100vw - 2rem)"
          edit={editAttr(hotel, 'image')}
        />
      </div>
      <div className={styles.content}>
        <h3 className={styles.name} {...editAttr(hotel, 'name')}>
          <SampleText text={hotel.name} />
        </h3>
        {hotel.location && (
          <p className={styles.location} {...editAttr(hotel, 'location')}>
            <LineIcon
              d="M12 21s7-6.1 7-11.5a7 7 0 1 0-14 0C5 14.9 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
              size={16}
              round={false}
            />
            {hotel.location}
          </p>
        )}
        {hotel.description && (
          <p className={styles.description} {...editAttr(hotel, 'description')}>
            {hotel.description}
          </p>
        )}
        {hotel.website && (
          <NewTabLink
            href={hotel.website}
            className={`button button--secondary ${styles.visit}`}
            {...editAttr(hotel, 'website')}
          >
            Visit Website<span className="visually-hidden"> of {hotel.name}</span>
          </NewTabLink>
        )}
      </div>
    </li>
  )
}
