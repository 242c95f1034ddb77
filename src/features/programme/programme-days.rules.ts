import type { CalendarDay } from '@/lib/calendar-day'
import { formatShortWeekday, formatWeekday } from '@/lib/date-format'
import { compareSessions } from './programme-order'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { programmeDate } from './programme-time'
import type { ProgrammeSession } from './programme.types'

/** One day of the programme, as its tabs and headings show it. */
export interface ProgrammeDayInfo {
  /** The date in Accra: "2025-12-09". */
  date: CalendarDay
  /** "Tue 9 Dec" */
  shortLabel: string
  /** "Tuesday 9 December" */
  longLabel: string
  /** "/iumrs-icam25/programme/day/2025-12-09" */
  path: string
}

const hasValidStart = (session: ProgrammeSession) => !Number.isNaN(Date.parse(session.start))

/** A day's labels and address. */
export function describeDay(date: CalendarDay): ProgrammeDayInfo {
  return {
    date,
    shortLabel: formatShortWeekday(date),
    longLabel: formatWeekday(date),
    path: programmePaths.day(date),
  }
}

/** The dates (in Accra) on which sessions start, in order, each once. */
export function programmeDates(sessions: ProgrammeSession[]): CalendarDay[] {
  const dates = new Set(sessions.filter(hasValidStart).map((s) => programmeDate(s.start)))
  return [...dates].sort()
}

/** The programme's days with their labels and addresses. */
export function programmeDays(sessions: ProgrammeSession[]): ProgrammeDayInfo[] {
  return programmeDates(sessions).map(describeDay)
}

/**
 * The day the programme opens on at `nowMs`: today (in Accra) when it has sessions, otherwise
 * the first day (before the event, after it, and on a day without sessions). null without
 * sessions.
 */
export function openingDate(sessions: ProgrammeSession[], nowMs: number): CalendarDay | null {
  const dates = programmeDates(sessions)
  const today = programmeDate(nowMs)
  return dates.includes(today) ? today : (dates[0] ?? null)
}

/** The sessions that start on `date` (in Accra), by start, room and title. */
export function sessionsOn(sessions: ProgrammeSession[], date: CalendarDay): ProgrammeSession[] {
  return sessions
    .filter((s) => hasValidStart(s) && programmeDate(s.start) === date)
    .sort(compareSessions)
}
