import { SanityImage } from '@/components/ui/sanity-image'
import { venuePageQuery } from '@/content/queries'
import { RichText } from '@/components/ui/rich-text'
import { useContent } from '@/content/use-content'
import { ContentState } from '@/components/ui/content-state'
import { VenueCarousel } from './venue-carousel'
import { VenueMap } from './venue-map'
import styles from './venue-page.module.css'

/** /iumrs-icam25/conference-venue: hero, capacity, description, address and map, two photo carousels. */
export function VenuePage() {
  const { data, isLoading, error } = useContent(venuePageQuery)
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!data}>
      {data && (
        <>
          <div className={styles.hero}>
            <SanityImage
              image={data.heroImage}
              sizes="100vw"
              priority
              className={styles.heroImage}
            />
            <div className="container">
              <p className={styles.eyebrow}>Conference venue</p>
              <h1 className={styles.title}>{data.name}</h1>
            </div>
          </div>
          <div className={`container ${styles.body}`}>
            <ul className={styles.stats} aria-label="Capacity">
              {data.mainHallSeats != null && (
                <li>
                  <span className={styles.statValue}>{data.mainHallSeats}</span> seats in the main
                  hall
                </li>
              )}
              {data.meetingRooms != null && (
                <li>
                  <span className={styles.statValue}>{data.meetingRooms}</span> meeting rooms for{' '}
                  {data.meetingRoomMinCapacity}–{data.meetingRoomMaxCapacity} people
                </li>
              )}
            </ul>
            <div className={styles.about}>
              <div className={styles.text}>
                <RichText value={data.body} />
              </div>
              <VenueMap venue={data} />
            </div>
            {data.spacesCarousel && (
              <VenueCarousel carousel={data.spacesCarousel} id="spaces-title" />
            )}
            {data.facilitiesCarousel && (
              <VenueCarousel carousel={data.facilitiesCarousel} id="facilities-title" />
            )}
          </div>
        </>
      )}
    </ContentState>
  )
}
