import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { useHydrated } from '@/lib/use-hydrated'
import styles from './programme.module.css'

/**
 * The whole programme's calendar: a `webcal:` subscription (calendar apps refresh it, so moves
 * and cancellations arrive), and the https file as the fallback. The subscription needs the
 * site's host, which the page learns in the browser: until then (and without scripts) the button
 * opens the file too. Both links are in the server's HTML, so nothing moves when the page's
 * scripts take over (the subscription arrived as a new, taller button and pushed the filters
 * and sessions down: a layout shift of 0.03-0.14).
 */
export function CalendarLinks() {
  const hydrated = useHydrated()
  return (
    <p className={styles.calendarLinks}>
      <a
        href={
          hydrated
            ? `webcal://${window.location.host}${programmePaths.calendar}`
            : programmePaths.calendar
        }
        className="button button--secondary"
      >
        Subscribe in your calendar app
      </a>
      <a href={programmePaths.calendar} type="text/calendar">
        or download the programme (.ics)
      </a>
    </p>
  )
}
