import { calendarDayIn, daysBetween, toCalendarDay } from './calendar-day'

/**
 * Where a deadline stands today. A deadline date is a whole day in the
 * conference's time zone: it is "today" until midnight there, then "passed".
 */
export type DeadlineState =
  | { status: 'passed'; daysAgo: number }
  | { status: 'today' }
  | { status: 'upcoming'; daysLeft: number }

/** "In N days" is shown from this many days ahead; further out a deadline is just "Upcoming". */
export const SOON_DAYS = 14

export function deadlineState(
  date: string | null | undefined,
  now: Date,
  timeZone: string,
): DeadlineState | null {
  const day = toCalendarDay(date)
  if (!day) return null
  const diff = daysBetween(calendarDayIn(now, timeZone), day)
  if (diff < 0) return { status: 'passed', daysAgo: -diff }
  if (diff === 0) return { status: 'today' }
  return { status: 'upcoming', daysLeft: diff }
}

/**
 * The state in words (never colour alone): "Past", "Today", "Tomorrow", "In 5 days", "Upcoming".
 * "Past" is the one word for whatever is over, as on past announcements and fee periods.
 */
export function deadlineLabel(state: DeadlineState): string {
  if (state.status === 'passed') return 'Past'
  if (state.status === 'today') return 'Today'
  if (state.daysLeft === 1) return 'Tomorrow'
  return state.daysLeft <= SOON_DAYS ? `In ${state.daysLeft} days` : 'Upcoming'
}

/** A note such as "Extended" is news only while the deadline is still ahead (today included). */
export function keepsNote(state: DeadlineState | null): boolean {
  return state?.status !== 'passed'
}
