/**
 * A pure iCalendar (RFC 5545) builder for the conference and the winter school.
 * Events are all-day (VALUE=DATE), so they need no VTIMEZONE: Accra is UTC+0 without DST and
 * calendar apps show all-day dates on the same days everywhere.
 */
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

export const ICS_PRODID = '-//AMRS-UG//IUMRS-ICAM 2025//EN'
const CRLF = '\r\n'
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

/** UTC date-time form for DTSTAMP: 20251016T101500Z. */
export function icsTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** TEXT escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n')
}

/** Folds a content line at 75 octets (UTF-8), never splitting a character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const limit = out.length === 0 ? 75 : 74 // continuation lines start with one space
    if (octets + size > limit) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.join(`${CRLF} `)
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
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
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
