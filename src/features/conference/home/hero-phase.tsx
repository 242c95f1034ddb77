import { editAttr } from '@/content/edit-target'
import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import type { CalendarEventsQueryResult, ConferenceHomeQueryResult } from '@/content/sanity.types'
import type { EventPhase } from '@/lib/event-phase'
import { AddToCalendar } from '@/features/conference/components/add-to-calendar'
import { tookPlaceText } from '@/lib/conference-phase'
import { countdownText, todayText } from '@/lib/event-phase-text'
import { winterSchoolDay } from './phase-text'
import styles from './home-hero.module.css'

type Data = ConferenceHomeQueryResult

interface Props {
  data: Data
  /** The dates "Add to calendar" writes. */
  calendar: CalendarEventsQueryResult | undefined
  phase: EventPhase | null
  registrationOpen: boolean
}

const registerLink = (secondary = false) => (
  <Link
    to={paths.conference.registration}
    className={`button ${secondary ? `button--secondary ${styles.light}` : 'button--accent'}`}
  >
    Register now
  </Link>
)

/** The hero's phase block: before, a countdown and the calls to action; during,
 *  "Happening now", today's day, today's programme first, then the venue; after, where it took
 *  place and thanks. */
export function HeroPhase({ data, calendar, phase, registrationOpen }: Props) {
  const conference = data.conference
  if (phase?.phase === 'after' && conference) {
    const recap = conference.recap
    return (
      <div className={styles.phase}>
        <p className={styles.tookPlace}>{tookPlaceText(conference)}</p>
        {conference.thankYouText && (
          <p className={styles.thanks} {...editAttr(conference, 'thankYouText')}>
            {conference.thankYouText}
          </p>
        )}
        {recap?.url && (
          <div className={styles.actions}>
            <a
              href={recap.url}
              className="button button--accent"
              {...editAttr(conference, 'recap')}
            >
              {recap.label || 'Conference recap'}
            </a>
          </div>
        )}
      </div>
    )
  }
  if (phase?.phase === 'during') {
    const school = phase.today ? winterSchoolDay(data.winterSchool, phase.today.date) : null
    return (
      <div className={styles.phase}>
        <p className={styles.now}>
          <span className={styles.live}>Happening now</span>
          {phase.today && <span>{todayText(phase.today)}</span>}
        </p>
        {school && (
          <p className={styles.schoolDay}>
            <Link
              to={`${paths.conference.winterSchool}#schedule`}
              {...editAttr(data.winterSchool, 'schedule')}
            >
              {data.winterSchool?.title}: {school.title}
              {school.pending ? ' (schedule to be announced)' : ''}
            </Link>
          </p>
        )}
        <p className={styles.todayLink}>
          <Link to={programmePaths.programme} className="button button--accent">
            Today’s programme
          </Link>
        </p>
        <div className={styles.actions}>
          <Link to={paths.conference.venue} className={`button button--secondary ${styles.light}`}>
            {data.venueName ? `Venue: ${data.venueName}` : 'Venue information'}
          </Link>
          {registrationOpen && registerLink(true)}
        </div>
      </div>
    )
  }
  return (
    <div className={styles.phase}>
      {phase?.phase === 'before' && <p className={styles.countdown}>{countdownText(phase)}</p>}
      <div className={styles.actions}>
        {registrationOpen && registerLink()}
        <AddToCalendar data={calendar} event="conference" className={styles.calendar} />
      </div>
    </div>
  )
}
