import { editAttr } from '@/content/edit-target'
import type { venuePageQuery } from './queries'
import { RichText } from '@/components/ui/rich-text'
import type { ContentResult } from '@/content/route-content'
import { ContentState } from '@/components/ui/content-state'
import { PageHero } from '@/features/conference/components/page-hero'
import { usePagePhase } from '@/features/conference/components/use-after-event'
import { forPhaseField } from '@/lib/conference-phase'
import { VenueCarousel } from './venue-carousel'
import { VenueMap } from './venue-map'
import styles from './venue-page.module.css'

/**
 * /iumrs-icam25/conference-venue: hero, capacity, description (its after-event text once the
 * conference is over), address and map, two photo carousels.
 */
export function VenuePage({ page }: { page: ContentResult<typeof venuePageQuery> }) {
  const { data, isLoading, error } = page
  const body = forPhaseField(usePagePhase(), 'body', {
    before: data?.body,
    after: data?.bodyAfterEvent,
  })
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!data}>
      {data && (
        <>
          <PageHero
            title={data.name}
            eyebrow="Conference venue"
            image={data.heroImage}
            edit={{ title: editAttr(data, 'name'), image: editAttr(data, 'heroImage') }}
          />
          <div className={`container ${styles.body}`}>
            <ul className={styles.stats} aria-label="Capacity">
              {data.mainHallSeats != null && (
                <li {...editAttr(data, 'mainHallSeats')}>
                  <span className={styles.statValue}>{data.mainHallSeats}</span> seats in the main
                  hall
                </li>
              )}
              {data.meetingRooms != null && (
                <li {...editAttr(data, 'meetingRooms')}>
                  <span className={styles.statValue}>{data.meetingRooms}</span> meeting rooms for{' '}
                  {data.meetingRoomMinCapacity}–{data.meetingRoomMaxCapacity} people
                </li>
              )}
            </ul>
            <div className={styles.about}>
              <div className={styles.text}>
                <RichText value={body.value} edit={editAttr(data, body.field)} />
              </div>
              <VenueMap venue={data} />
            </div>
            {data.spacesCarousel && (
              <VenueCarousel
                carousel={data.spacesCarousel}
                id="spaces-title"
                doc={data}
                field="spacesCarousel"
              />
            )}
            {data.facilitiesCarousel && (
              <VenueCarousel
                carousel={data.facilitiesCarousel}
                id="facilities-title"
                doc={data}
                field="facilitiesCarousel"
              />
            )}
          </div>
        </>
      )}
    </ContentState>
  )
}
