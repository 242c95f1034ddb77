/** Date-time formatting shared by the features that show the registration window. Pure. */
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
