import { calendarDayIn, toCalendarDay } from './calendar-day'

/** Which registration fee period applies today: days counted in the conference's time zone (docs/decisions/0010). */
export type FeePeriodStatus = 'past' | 'current' | 'upcoming'

export interface DatedPeriod {
  startDate?: string | null
  endDate?: string | null
}

/** null when the period's dates are missing or invalid (then it is shown without a state). */
export function feePeriodStatus(
  period: DatedPeriod,
  now: Date,
  timeZone: string,
): FeePeriodStatus | null {
  const start = toCalendarDay(period.startDate)
  const end = toCalendarDay(period.endDate)
  if (!start || !end) return null
  const today = calendarDayIn(now, timeZone)
  if (today > end) return 'past'
  if (today < start) return 'upcoming'
  return 'current'
}

/** The period that applies today, if any (the first one, should periods overlap). */
export function currentFeePeriod<T extends DatedPeriod>(
  periods: readonly T[],
  now: Date,
  timeZone: string,
): T | null {
  return periods.find((p) => feePeriodStatus(p, now, timeZone) === 'current') ?? null
}
