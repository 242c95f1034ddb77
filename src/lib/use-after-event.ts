import { calendarDayIn, toCalendarDay } from './calendar-day'
import { useNow } from './clock'

/** The conference's last day and time zone, as the queries read them. */
export interface ConferenceDates {
  endDate?: string | null
  timeZone?: string | null
}

/**
 * Whether the conference is over: past its last day in its time zone, by the site's clock (the
 * "after" phase of event-phase.ts, reckoned the same way as its `hasEnded`, without the rest of
 * that module, so every conference page's layout stays small). Pages then show their record in
 * place of calls to action that no longer apply.
 */
export function useAfterEvent(dates: ConferenceDates | null | undefined): boolean {
  const now = useNow()
  const end = toCalendarDay(dates?.endDate)
  return !!end && calendarDayIn(now, dates?.timeZone ?? 'UTC') > end
}
