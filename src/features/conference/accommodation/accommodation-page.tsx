import { CardGrid } from '@/components/ui/card-grid'
import { NewTabLink } from '@/components/ui/new-tab-link'
import type { accommodationPageQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { ContentState } from '@/components/ui/content-state'
import { editAttr } from '@/content/edit-target'
import { PageHero } from '@/features/conference/components/page-hero'
import { usePagePhase } from '@/features/conference/components/use-after-event'
import { forPhaseField } from '@/lib/conference-phase'
import { Paragraphs } from '@/features/conference/components/paragraphs'
import styles from './accommodation-page.module.css'
import { HotelCard } from './hotel-card'

/**
 * /iumrs-icam25/accomodation: attendee note, transport advice, booking link, hotels. Once the
 * conference is over: the notes written for then, and no booking link.
 */
export function AccommodationPage({
  page: answer,
}: {
  page: ContentResult<typeof accommodationPageQuery>
}) {
  const { data, isLoading, error } = answer
  const page = data?.page
  const phase = usePagePhase()
  const note = forPhaseField(phase, 'attendeeNote', {
    before: page?.attendeeNote,
    after: page?.attendeeNoteAfterEvent,
  })
  const transport = forPhaseField(phase, 'transportAdvice', {
    before: page?.transportAdvice,
    after: page?.transportAdviceAfterEvent,
  })
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!page}>
      <PageHero
        title={page?.title}
        eyebrow="Plan your stay"
        edit={{ title: editAttr(page, 'title') }}
      >
        <Paragraphs text={note.value} edit={editAttr(page, note.field)} />
      </PageHero>
      <div className={`container ${styles.body}`}>
        <div className={styles.tips}>
          <section aria-labelledby="getting-around" className={styles.tip}>
            <h2 id="getting-around">Getting around</h2>
            <Paragraphs text={transport.value} edit={editAttr(page, transport.field)} />
          </section>
          {page?.bookingSiteUrl && phase !== 'after' && (
            <section aria-labelledby="more-places" className={styles.tip}>
              <h2 id="more-places">More places to stay</h2>
              <NewTabLink
                href={page.bookingSiteUrl}
                className="button"
                {...editAttr(page, 'bookingSiteLabel')}
              >
                {page.bookingSiteLabel}
              </NewTabLink>
            </section>
          )}
        </div>
        <section aria-labelledby="hotels">
          <h2 id="hotels" className={styles.hotelsTitle}>
            Recommended hotels
          </h2>
          {page?.airportMinutesMin != null && (
            <p className={styles.airport} {...editAttr(page, 'airportMinutesMin')}>
              {page.airportMinutesMin}–{page.airportMinutesMax} minutes from the airport
            </p>
          )}
          <CardGrid className={styles.grid} aria-label="Recommended hotels">
            {data?.hotels.map((hotel) => (
              <HotelCard key={hotel._id} hotel={hotel} />
            ))}
          </CardGrid>
        </section>
      </div>
    </ContentState>
  )
}
