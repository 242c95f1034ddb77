import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { registrationWindowState } from '@amrs/shared/registration-window'
import { editAttr } from '@/content/edit-target'
import type { HomePageQueryResult } from '@/content/sanity.types'
import { useNow } from '@/lib/clock'
import { formatDateRange } from '@/lib/date-format'
import { conferencePhase, tookPlaceText } from '@/lib/conference-phase'
import styles from './conference-strip.module.css'

type Conference = NonNullable<HomePageQueryResult['conference']>

/**
 * The society home's short word on the conference, following its phase: coming (its dates and
 * Register while registration is open), happening (today's programme), over (the record on the
 * conference home). Nothing while the conference's dates are missing.
 */
export function ConferenceStrip({ conference }: { conference: Conference | null }) {
  const now = useNow()
  const phase = conferencePhase(conference, now)
  if (!conference || !phase) return null
  const place = [conference.city, conference.country].filter(Boolean).join(', ')
  const when = `${formatDateRange(conference.startDate, conference.endDate)}${place && ` · ${place}`}`
  const registrationOpen = registrationWindowState(conference.registrationWindow, now).open
  return (
    <section className={styles.strip} aria-labelledby="conference-strip-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h2
            id="conference-strip-title"
            className={styles.title}
            {...editAttr(conference, 'name')}
          >
            {phase === 'during' && <span className={styles.live}>Happening now</span>}
            {conference.name}
          </h2>
          <p>{phase === 'after' ? `${tookPlaceText(conference)}.` : when}</p>
        </div>
        <div className={styles.actions}>
          {phase === 'before' && registrationOpen && (
            <Link to={paths.conference.registration} className="button button--accent">
              Register
            </Link>
          )}
          {phase === 'during' && (
            <Link to={programmePaths.programme} className="button button--accent">
              Today’s programme
            </Link>
          )}
          {phase === 'after' ? (
            <Link to={`${paths.conference.home}#record-title`} className={styles.link}>
              The conference in review
            </Link>
          ) : (
            <Link to={paths.conference.home} className={styles.link}>
              The conference site
            </Link>
          )}
        </div>
      </div>
    </section>
  )
}
