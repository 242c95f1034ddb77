/**
 * Dates and times of the programme as the secretariat reads them: in the event's zone,
 * Africa/Accra, which keeps GMT all year (no daylight saving), so the UTC fields of an instant
 * are its Accra fields. Spelled in code: previews and messages need no ICU data.
 */
export const EVENT_TIME_ZONE = 'Africa/Accra'

/** The programme's days (Accra dates): workshops on 7-8 December, the conference on 9-12. */
export const PROGRAMME_DAYS = [
  '2025-12-07',
  '2025-12-08',
  '2025-12-09',
  '2025-12-10',
  '2025-12-11',
  '2025-12-12',
] as const

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const instant = (iso: string | null | undefined): Date | null => {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

const two = (n: number) => String(n).padStart(2, '0')

/** "Tue 9 Dec" ("Tue 9 Dec 2025" with the year); null for a missing or invalid instant. */
export function dayLabel(iso: string | null | undefined, withYear = false): string | null {
  const d = instant(iso)
  if (!d) return null
  const day = `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`
  return withYear ? `${day} ${d.getUTCFullYear()}` : day
}

/** "08:00" (24-hour clock); null for a missing or invalid instant. */
export function timeLabel(iso: string | null | undefined): string | null {
  const d = instant(iso)
  return d ? `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}` : null
}

/** The Accra date of an instant, "2025-12-09"; null for a missing or invalid instant. */
export function eventDate(iso: string | null | undefined): string | null {
  const d = instant(iso)
  return d ? `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}` : null
}

/** "Tue 9 Dec · 08:00–09:30"; "no time set" when the start is missing. */
export function slotLabel(start: string | null | undefined, end: string | null | undefined) {
  const day = dayLabel(start)
  if (!day) return 'no time set'
  const to = timeLabel(end)
  return `${day} · ${timeLabel(start)}${to ? `–${to}` : ''}`
}

/** The first instant of an Accra date and of the next day: a day's [from, to) for queries. */
export function dayBounds(date: string): { from: string; to: string } {
  const from = new Date(`${date}T00:00:00.000Z`)
  const to = new Date(from.getTime() + 24 * 60 * 60 * 1000)
  return { from: from.toISOString(), to: to.toISOString() }
}

/** A preview title: "(sample)" added to sample documents whose title does not say it yet. */
export function sampleTitle(title: string | undefined, sample: boolean | undefined): string {
  const text = title || 'Untitled'
  return sample && !text.includes('(sample)') ? `${text} (sample)` : text
}
