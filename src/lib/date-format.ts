/**
 * Date formatting shared by both sites. Pure. CMS dates (`YYYY-MM-DD` or ISO date-times) are
 * calendar days, formatted in UTC so they never drift; instants are shown on the conference's clock.
 */
function instantFormatter(timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone })
  } catch {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' })
  }
}

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
  const text = instantFormatter(timeZone).format(new Date(ms - (lastMinute ? 60_000 : 0)))
  // "12 December 2025 at 23:59 GMT" -> "12 December 2025, 23:59 GMT"
  return text.replace(' at ', ', ')
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})/

function parts(value: string): { y: number; m: number; d: number } | null {
  const match = DATE_RE.exec(value)
  if (!match) return null
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) }
}

/** "2025-10-16" -> "16/10/2025" (the announcements' "last updated" form). */
export function formatDayMonthYear(value: string | null | undefined): string {
  const p = value ? parts(value) : null
  if (!p) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(p.d)}/${pad(p.m)}/${p.y}`
}

const longFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const shortFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

function toUtcDate(value: string): Date | null {
  const p = parts(value)
  return p ? new Date(Date.UTC(p.y, p.m - 1, p.d)) : null
}

/** "2025-10-31" -> "31 October 2025" (or "31 Oct 2025" with `short`). */
export function formatLongDate(value: string | null | undefined, short = false): string {
  const date = value ? toUtcDate(value) : null
  if (!date) return ''
  return (short ? shortFormat : longFormat).format(date)
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
  const day = longFormat.format(date)
  const time = date.toISOString().slice(11, 16)
  return `${day}, ${time} GMT`
}

const weekdayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})

/** "2025-12-07" -> "Sunday 7 December" (a calendar day: no time-zone drift). */
export function formatWeekday(value: string | null | undefined): string {
  const date = value ? toUtcDate(value) : null
  return date ? weekdayFormat.format(date).replace(',', '') : ''
}
