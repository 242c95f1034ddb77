import type { CalendarEventsQueryResult } from '@/content/sanity.types'
import { useNow } from '@/lib/clock'
import { saveCalendarFile } from '@/lib/save-calendar-file'
import { hasEnded } from '@/lib/event-phase'
import { calendarEvent, type CalendarEventKey } from '@/features/conference/calendar-events'
import { buildIcs, icsFileName } from '@/features/conference/ics'
import { LineIcon } from '@/components/ui/line-icon'
import styles from './add-to-calendar.module.css'

/**
 * "Add to calendar": an .ics file built from the CMS dates of the conference or the winter
 * school. Once the event is over (its last day has passed in the conference's time zone) the
 * button gives way (docs/decisions/0010).
 */
export function AddToCalendar({
  data,
  event: key,
  className,
}: {
  /** The conference's and winter school's dates, as the page's route read them. */
  data: CalendarEventsQueryResult | undefined
  event: CalendarEventKey
  className?: string
}) {
  const now = useNow()
  const event = calendarEvent(
    data,
    key,
    typeof window === 'undefined' ? undefined : window.location.href,
  )
  if (!event || hasEnded(event.endDate, now, data?.conference?.timeZone ?? 'UTC')) return null
  return (
    <button
      type="button"
      className={`button button--secondary ${styles.button} ${className ?? ''}`}
      onClick={() => saveCalendarFile(buildIcs([event]), icsFileName(event.title))}
    >
      <LineIcon
        d="M7 3v3m10-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm7 7v6m-3-3h6"
        size={20}
      />
      Add to calendar
      <span className="visually-hidden">{` (${event.title}, .ics file)`}</span>
    </button>
  )
}
