import { Link } from 'react-router-dom'
import { describeDay } from './programme-days.rules'
import styles from './programme.module.css'

/**
 * One real link per day that has sessions (each day has its own prerendered page); the shown
 * day is marked `aria-current`. Workshop days say so. Links keep the filter's query.
 */
export function ProgrammeDayNav({
  days,
  shown,
  isDayPage,
  workshopDay,
  query,
}: {
  days: string[]
  shown: string
  /** On `/programme/day/<date>` the shown day's link is this page; on `/programme`, its day. */
  isDayPage: boolean
  workshopDay: (date: string) => boolean
  query: string
}) {
  return (
    <nav aria-label="Programme days" className={styles.days}>
      <ul className={styles.dayList}>
        {days.map(describeDay).map((day) => (
          <li key={day.date}>
            <Link
              to={query ? `${day.path}?${query}` : day.path}
              className={styles.day}
              aria-current={day.date === shown ? (isDayPage ? 'page' : 'true') : undefined}
            >
              <span className={styles.dayLabel}>{day.shortLabel}</span>
              {workshopDay(day.date) && <span className={styles.dayNote}>Workshops</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
