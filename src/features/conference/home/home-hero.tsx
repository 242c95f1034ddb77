import type { ReactNode } from 'react'
import { editAttr } from '@/content/edit-target'
import type { CalendarEventsQueryResult, ConferenceHomeQueryResult } from '@/content/sanity.types'
import { useNow } from '@/lib/clock'
import { eventPhase } from '@/lib/event-phase'
import { registrationWindowState } from '@amrs/shared/registration-window'
import { PhotoBand } from '@/features/conference/components/page-hero'
import { formatDateRange } from '@/lib/date-format'
import { AnnouncementsBell } from './announcements-bell'
import { DeadlineList } from './deadline-list'
import { HeroPhase } from './hero-phase'
import styles from './home-hero.module.css'

type Data = ConferenceHomeQueryResult

/**
 * Hero: image, conference name (the page's h1), dates and place, the phase block, and the
 * deadlines card; during the event, when every deadline has passed, the programme's Now and
 * Next takes the card's place.
 */
export function HomeHero({
  data,
  calendar,
  programmeNow,
}: {
  data: Data
  calendar: CalendarEventsQueryResult | undefined
  programmeNow?: ReactNode
}) {
  const conference = data.conference
  const now = useNow()
  // The CMS dates are days in the conference's time zone (Accra); UTC is Accra's offset.
  const timeZone = conference?.timeZone ?? 'UTC'
  const phase = conference ? eventPhase(conference, now, timeZone) : null
  const registrationOpen = registrationWindowState(conference?.registrationWindow, now).open
  return (
    <PhotoBand
      as="section"
      image={conference?.heroImage}
      imageEdit={editAttr(conference, 'heroImage')}
      className={styles.hero}
      aria-labelledby="conference-title"
    >
      <div className={`container ${styles.inner}`} data-phase={phase?.phase}>
        <div className={styles.intro}>
          <p className={styles.eyebrow} {...editAttr(conference, 'startDate')}>
            <time dateTime={conference?.startDate ?? undefined}>
              {formatDateRange(conference?.startDate, conference?.endDate)}
            </time>
            {' · '}
            {[conference?.city, conference?.country].filter(Boolean).join(', ')}
          </p>
          <h1 id="conference-title" className={styles.title} {...editAttr(conference, 'name')}>
            {conference?.name}
          </h1>
          {conference?.fullName && (
            <p className={styles.fullName} {...editAttr(conference, 'fullName')}>
              {conference.fullName}
            </p>
          )}
          <HeroPhase
            data={data}
            calendar={calendar}
            phase={phase}
            registrationOpen={registrationOpen}
          />
        </div>
        <div className={styles.bell}>
          <AnnouncementsBell
            announcements={data.announcements}
            updatedAt={conference?.announcementsUpdatedAt}
            timeZone={timeZone}
          />
        </div>
        {phase?.phase === 'during' && programmeNow ? (
          <div className={styles.nowCard}>{programmeNow}</div>
        ) : (
          <section className={styles.deadlines} aria-labelledby="deadlines-title">
            <h2 id="deadlines-title" className={styles.deadlinesTitle}>
              Important deadlines
            </h2>
            <DeadlineList deadlines={data.deadlines} timeZone={timeZone} />
          </section>
        )}
      </div>
    </PhotoBand>
  )
}
