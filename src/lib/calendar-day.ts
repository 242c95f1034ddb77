/**
 * Calendar days ("YYYY-MM-DD") as the conference counts them. The CMS stores deadlines, fee
 * periods and conference days as dates in the conference's time zone (Accra, GMT): whether a
 * day has come depends on the clock in Accra, never on the visitor's time zone.
 */
import { zonedParts } from './time-zone'

export type CalendarDay = string

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

/** A "YYYY-MM-DD" string (the leading date of an ISO date-time also counts), else null. */
export function toCalendarDay(value: string | null | undefined): CalendarDay | null {
  const day = value?.slice(0, 10) ?? ''
  const match = DAY_RE.exec(day)
  if (!match) return null
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === day ? day : null
}

/** The date it is in `timeZone` at `instant`. */
export function calendarDayIn(instant: Date, timeZone: string): CalendarDay {
  const { year, month, day } = zonedParts(instant.getTime(), timeZone)
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10)
}

const utc = (day: CalendarDay) => Date.parse(`${day}T00:00:00Z`)

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS)
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(utc(day) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Every day from `first` to `last`, both included. */
export function daysFrom(first: CalendarDay, last: CalendarDay): CalendarDay[] {
  const count = daysBetween(first, last) + 1
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(first, i))
}
