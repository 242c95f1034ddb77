import { calendarDayIn, type CalendarDay } from '@/lib/calendar-day'
import { formatClockTime } from '@/lib/date-format'

/**
 * The programme's clock. Every instant is shown in the event's zone, Accra, which keeps GMT all
 * year; the formatting goes through `@/lib/date-format` and `@/lib/time-zone`, so the browser
 * counts it without `Intl` (docs/decisions/0043-intl-free-hydration.md).
 */
export const PROGRAMME_TIME_ZONE = 'Africa/Accra'

/** Printed wherever times are listed. */
export const ALL_TIMES_NOTE = 'All times GMT (Accra)'

/** "10:30" in GMT. */
export const formatTime = (instant: string | number) =>
  formatClockTime(instant, PROGRAMME_TIME_ZONE)

/** "08:00–09:30" in GMT (an en dash between). */
export const formatTimeRange = (start: string | number, end: string | number) =>
  `${formatTime(start)}–${formatTime(end)}`

/** The date an instant falls on in Accra: "2025-12-09". */
export const programmeDate = (instant: string | number): CalendarDay =>
  calendarDayIn(new Date(instant), PROGRAMME_TIME_ZONE)
