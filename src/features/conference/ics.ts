/**
 * A pure iCalendar (RFC 5545) builder for the conference and the winter school.
 * Events are all-day (VALUE=DATE), so they need no VTIMEZONE: Accra is UTC+0 without DST and
 * calendar apps show all-day dates on the same days everywhere. Escaping, folding and the
 * VCALENDAR wrapper come from `@/lib/ics`.
 */
import { escapeText, icsTimestamp, vcalendar } from '@/lib/ics'

export interface CalendarEvent {
  uid: string
  title: string
  /** First day, YYYY-MM-DD. */
  startDate: string
  /** Last day (inclusive), YYYY-MM-DD. */
  endDate: string
  location?: string | null
  description?: string | null
  url?: string | null
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** "2025-12-09" -> "20251209"; throws on anything else (the CMS validates dates). */
export function icsDate(value: string): string {
  if (!DATE_RE.test(value)) throw new Error(`Not a YYYY-MM-DD date: ${value}`)
  return value.replaceAll('-', '')
}

/** The day after a YYYY-MM-DD date (DTEND of an all-day event is exclusive). */
export function nextDay(value: string): string {
  const m = DATE_RE.exec(value)
  if (!m) throw new Error(`Not a YYYY-MM-DD date: ${value}`)
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1))
  return d.toISOString().slice(0, 10)
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(event.startDate)}`,
    `DTEND;VALUE=DATE:${icsDate(nextDay(event.endDate))}`,
    `SUMMARY:${escapeText(event.title)}`,
  ]
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
  if (event.url) lines.push(`URL:${event.url}`)
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT')
  return lines
}

export function buildIcs(events: CalendarEvent[], now: Date = new Date()): string {
  const stamp = icsTimestamp(now)
  return vcalendar(events.flatMap((event) => eventLines(event, stamp)))
}

/** A stable UID from a title and first day, e.g. "iumrs-icam-2025-20251209@amrs-ug.org". */
export function eventUid(title: string, startDate: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${slug || 'event'}-${icsDate(startDate)}@amrs-ug.org`
}

/** File name for the download: "iumrs-icam-2025.ics". */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${slug || 'event'}.ics`
}
