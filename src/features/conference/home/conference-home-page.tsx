import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type { calendarEventsQuery } from '@/features/conference/calendar-queries'
import type { conferenceHomeQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { ContentState } from '@/components/ui/content-state'
import { SectionBoundary } from '@/components/ui/section-boundary'
import { SpeakerGrid } from '@/features/conference/speakers/speaker-grid'
import { useNow } from '@/lib/clock'
import { conferencePhase } from '@/lib/conference-phase'
import { AboutSection } from './about-section'
import { HomeHero } from './home-hero'
import styles from './home.module.css'
import { PartnerLogos } from './partner-logos'
import { RecordSection } from './record-section'
import { SymposiumGrid } from './symposium-grid'

/**
 * /iumrs-icam25: hero + deadlines (during the event: Now and Next), announcements, about, themes, plenary speakers, partners.
 * After the event, the record (recap, publications, gallery) follows the About section, whose
 * figures are then the recorded ones.
 * Its schema.org Event data is in the document head (src/app/head/structured-data.ts).
 */
export function ConferenceHomePage({
  page,
  calendar,
  programmeNow,
}: {
  page: ContentResult<typeof conferenceHomeQuery>
  calendar: ContentResult<typeof calendarEventsQuery>
  /** During the event: the programme's Now and Next, in the hero in place of the deadlines. */
  programmeNow?: ReactNode
}) {
  const { data, isLoading, error } = page
  const conference = data?.conference
  const now = useNow()
  const phase = conferencePhase(conference, now)
  const after = phase === 'after'
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!conference}>
      {data && conference && (
        <>
          <SectionBoundary>
            <HomeHero data={data} calendar={calendar.data} programmeNow={programmeNow} />
          </SectionBoundary>
          <SectionBoundary>
            <AboutSection conference={conference} phase={phase} />
          </SectionBoundary>
          {after && (
            <SectionBoundary>
              <RecordSection conference={conference} />
            </SectionBoundary>
          )}
          <SectionBoundary>
            <section className={styles.band} aria-labelledby="themes-title">
              <div className={`container ${styles.section}`}>
                <h2 id="themes-title" className={styles.sectionTitle}>
                  Symposium themes
                </h2>
                <SymposiumGrid symposia={data.symposia} />
              </div>
            </section>
          </SectionBoundary>
          <SectionBoundary>
            <section className={`container ${styles.section}`} aria-labelledby="speakers-title">
              <div className={styles.sectionHead}>
                <h2 id="speakers-title" className={styles.sectionTitle}>
                  Plenary speakers
                </h2>
                <Link to={paths.conference.plenarySpeakers}>All plenary speakers</Link>
              </div>
              <SpeakerGrid
                speakers={data.plenarySpeakers}
                label="Plenary speakers"
                profilesPath={paths.conference.plenarySpeakers}
              />
            </section>
          </SectionBoundary>
          <SectionBoundary>
            {data.partners.length > 0 && (
              <section className={`container ${styles.section}`} aria-labelledby="partners-title">
                <h2 id="partners-title" className={styles.sectionTitle}>
                  Partners
                </h2>
                <PartnerLogos partners={data.partners} />
              </section>
            )}
          </SectionBoundary>
        </>
      )}
    </ContentState>
  )
}
