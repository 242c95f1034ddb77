import { dayBounds, PROGRAMME_DAYS } from '@amrs/shared/programme/programme-time'

/**
 * What a programme route asks for before any content has arrived: a day's `$from`/`$to`, and the
 * day `/programme` opens on. Both are known from the address and the site clock alone, so the
 * server fetches the page's one day with the rest of its content.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** An empty span: a day that is not a date has no sessions (its page is a 404). */
const NOTHING = { from: '1970-01-01T00:00:00.000Z', to: '1970-01-01T00:00:00.000Z' }

const isDate = (date: string) =>
  DATE.test(date) && new Date(`${date}T00:00:00.000Z`).toISOString().startsWith(date)

/** `programmeDayQuery`'s parameters for a date in Accra ("2025-12-09"). */
export function dayParams(date: string): { from: string; to: string } {
  try {
    return isDate(date) ? dayBounds(date) : NOTHING
  } catch {
    return NOTHING
  }
}

/**
 * The day `/programme` shows at `nowMs`: today (in Accra, which keeps GMT) while it is one of the
 * programme's days, otherwise the first day (before the event, and after it, as the record).
 */
export function openingDay(nowMs: number, days: readonly string[] = PROGRAMME_DAYS): string {
  const today = Number.isNaN(nowMs) ? '' : new Date(nowMs).toISOString().slice(0, 10)
  return days.includes(today) ? today : (days[0] ?? today)
}
