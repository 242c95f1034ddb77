import {
  calendarDayIn,
  daysBetween,
  daysFrom,
  toCalendarDay,
  type CalendarDay,
} from './calendar-day'

/**
 * Before, during or after the conference (docs/decisions/0004, 0010), from the CMS dates. The programme runs
 * from the first pre-conference workshop day to the last conference day, whole days in the
 * conference's time zone.
 */
export interface EventDates {
  startDate?: string | null
  endDate?: string | null
  workshopsStartDate?: string | null
  workshopsEndDate?: string | null
}

/** One day of the programme: e.g. workshops day 1 of 2, or conference day 3 of 4. */
export interface ProgrammeDay {
  date: CalendarDay
  part: 'workshops' | 'conference'
  number: number
  of: number
}

export type EventPhase =
  | {
      phase: 'before'
      /** Days until the first programme day (the workshops, when they come first). */
      daysToFirstDay: number
      /** Days until the conference itself opens. */
      daysToConference: number
    }
  /** `today` is null on a day between the workshops and the conference. */
  | { phase: 'during'; today: ProgrammeDay | null }
  | { phase: 'after'; daysSinceEnd: number }

function part(
  first: CalendarDay | null,
  last: CalendarDay | null,
  name: ProgrammeDay['part'],
): ProgrammeDay[] {
  if (!first) return []
  const days = daysFrom(first, last ?? first)
  return days.map((date, i) => ({ date, part: name, number: i + 1, of: days.length }))
}

/** Every day of the programme in order (workshop days first). */
export function programmeDays(dates: EventDates): ProgrammeDay[] {
  const workshops = part(
    toCalendarDay(dates.workshopsStartDate),
    toCalendarDay(dates.workshopsEndDate),
    'workshops',
  )
  const conference = part(
    toCalendarDay(dates.startDate),
    toCalendarDay(dates.endDate),
    'conference',
  )
  return [...workshops, ...conference].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  )
}

/** null while the conference dates are missing (nothing date-dependent is shown then). */
export function eventPhase(dates: EventDates, now: Date, timeZone: string): EventPhase | null {
  const start = toCalendarDay(dates.startDate)
  const end = toCalendarDay(dates.endDate) ?? start
  if (!start || !end) return null
  const days = programmeDays(dates)
  const first = days[0]?.date ?? start
  const today = calendarDayIn(now, timeZone)
  if (today < first) {
    return {
      phase: 'before',
      daysToFirstDay: daysBetween(today, first),
      daysToConference: daysBetween(today, start),
    }
  }
  if (today > end) return { phase: 'after', daysSinceEnd: daysBetween(end, today) }
  return { phase: 'during', today: days.find((d) => d.date === today) ?? null }
}

/** Whether an event that starts on `startDate` (a day in `timeZone`) has begun (today included). */
export function hasStarted(
  startDate: string | null | undefined,
  now: Date,
  timeZone: string,
): boolean {
  const start = toCalendarDay(startDate)
  return !!start && calendarDayIn(now, timeZone) >= start
}

/** Whether an event that ends on `endDate` (a day in `timeZone`) is over. */
export function hasEnded(endDate: string | null | undefined, now: Date, timeZone: string): boolean {
  const end = toCalendarDay(endDate)
  return !!end && calendarDayIn(now, timeZone) > end
}
