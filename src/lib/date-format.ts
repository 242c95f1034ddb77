/**
 * Date formatting shared by both sites. Pure. CMS dates (`YYYY-MM-DD` or ISO date-times) are
 * calendar days, formatted in UTC so they never drift; instants are shown on the conference's clock.
 * English names are spelled here rather than asked of `Intl` (en-GB's output, checked by the
 * tests): loading ICU would cost the page 35-50 ms in the middle of hydration (ADR 0043).
 */
import { zonedParts } from './time-zone'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
/** en-GB's short months ("Sept", not "Sep"). */
const SHORT_MONTHS = MONTHS.map((m) => (m === 'September' ? 'Sept' : m.slice(0, 3)))
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const pad2 = (n: number) => String(n).padStart(2, '0')
/** "9 December 2025" (month 1-12). */
const dayMonthYear = (day: number, month: number, year: number, months = MONTHS) =>
  `${day} ${months[month - 1]} ${year}`

/**
 * An instant as the conference's clock shows it: "12 December 2025, 23:59 GMT".
 * `lastMinute` names the minute before an exclusive end (a closing time of 00:00 on the 13th
 * reads "12 December 2025, 23:59 GMT").
 */
export function formatInstant(
  value: string | null | undefined,
  timeZone: string,
  lastMinute = false,
): string {
  const ms = value ? Date.parse(value) : NaN
  if (Number.isNaN(ms)) return ''
  const p = zonedParts(ms - (lastMinute ? 60_000 : 0), timeZone)
  return `${dayMonthYear(p.day, p.month, p.year)}, ${pad2(p.hour)}:${pad2(p.minute)} ${p.abbreviation}`
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})/

function parts(value: string): { y: number; m: number; d: number } | null {
  const match = DATE_RE.exec(value)
  if (!match) return null
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) }
}

const utcDayMonthYear = (date: Date, months = MONTHS) =>
  dayMonthYear(date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCFullYear(), months)

function toUtcDate(value: string): Date | null {
  const p = parts(value)
  return p ? new Date(Date.UTC(p.y, p.m - 1, p.d)) : null
}

/** "2025-10-31" -> "31 October 2025" (or "31 Oct 2025" with `short`). */
export function formatLongDate(value: string | null | undefined, short = false): string {
  const date = value ? toUtcDate(value) : null
  if (!date) return ''
  return utcDayMonthYear(date, short ? SHORT_MONTHS : MONTHS)
}

/** "2025-12-09", "2025-12-12" -> "9-12 December 2025"; spans months/years gracefully. */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
): string {
  const a = start ? parts(start) : null
  const b = end ? parts(end) : null
  if (!a) return ''
  if (!b || (a.y === b.y && a.m === b.m && a.d === b.d)) return formatLongDate(start)
  if (a.y === b.y && a.m === b.m) return `${a.d}–${formatLongDate(end)}`
  return `${formatLongDate(start)} – ${formatLongDate(end)}`
}

/** Machine-readable date for <time dateTime>. */
export function isoDate(value: string | null | undefined): string | undefined {
  const p = value ? parts(value) : null
  if (!p) return undefined
  return value!.slice(0, 10)
}

/** "2025-10-31T23:59:00Z" -> "31 October 2025, 23:59 GMT" (Accra keeps GMT all year). */
export function formatDeadline(value: string | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return formatLongDate(value)
  return `${utcDayMonthYear(date)}, ${date.toISOString().slice(11, 16)} GMT`
}

/** "2025-12-07" -> "Sunday 7 December" (a calendar day: no time-zone drift). */
export function formatWeekday(value: string | null | undefined): string {
  const date = value ? toUtcDate(value) : null
  return date
    ? `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`
    : ''
}

/** "2025-12-09" -> "Tue 9 Dec" (a calendar day; en-GB's short names, "Sept" included). */
export function formatShortWeekday(value: string | null | undefined): string {
  const date = value ? toUtcDate(value) : null
  return date
    ? `${WEEKDAYS[date.getUTCDay()]!.slice(0, 3)} ${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]}`
    : ''
}

/** An instant's time on the zone's clock, 24-hour: "08:00" (empty for an invalid instant). */
export function formatClockTime(
  value: string | number | null | undefined,
  timeZone: string,
): string {
  const ms = typeof value === 'number' ? value : value ? Date.parse(value) : NaN
  if (Number.isNaN(ms)) return ''
  const p = zonedParts(ms, timeZone)
  return `${pad2(p.hour)}:${pad2(p.minute)}`
}

/** An instant's time and day on the zone's clock: "8:00 am, Tuesday 9 December". */
export function formatTimeAndDay(value: string | null | undefined, timeZone: string): string {
  const ms = value ? Date.parse(value) : NaN
  if (Number.isNaN(ms)) return ''
  const p = zonedParts(ms, timeZone)
  const weekday = WEEKDAYS[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()]
  const time = `${p.hour % 12 || 12}:${pad2(p.minute)} ${p.hour < 12 ? 'am' : 'pm'}`
  return `${time}, ${weekday} ${p.day} ${MONTHS[p.month - 1]}`
}
