import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { useHydrated } from '@/lib/use-hydrated'
import styles from './programme.module.css'

/**
 * The whole programme's calendar: a `webcal:` subscription (calendar apps refresh it, so moves
 * and cancellations arrive), and the https file as the fallback. The subscription needs the
 * site's host, which the page learns in the browser; until then only the file is offered.
 */
export function CalendarLinks() {
  const hydrated = useHydrated()
  const webcal = hydrated ? `webcal://${window.location.host}${programmePaths.calendar}` : null
  return (
    <p className={styles.calendarLinks}>
      {webcal && (
        <a href={webcal} className="button button--secondary">
          Subscribe in your calendar app
        </a>
      )}
      <a href={programmePaths.calendar} type="text/calendar">
        {webcal ? 'or download the programme (.ics)' : 'Programme calendar (.ics)'}
      </a>
    </p>
  )
}
