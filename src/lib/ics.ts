/**
 * The generic pieces of iCalendar (RFC 5545) that every calendar the sites write shares: text
 * escaping, line folding, UTC date-times and the VCALENDAR wrapper. Pure. The calendars
 * themselves (all-day events, the programme's sessions and talks) are built by their features.
 */

export const ICS_PRODID = '-//AMRS-UG//IUMRS-ICAM 2025//EN'
export const CRLF = '\r\n'

/** TEXT escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** The UTF-8 length of one code point. */
const octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4

/**
 * Folds a content line at 75 octets of UTF-8, never inside a character: each continuation line
 * starts with one space, so it carries at most 74 octets of the value.
 */
export function foldLine(line: string): string {
  const out: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const length = octets(char.codePointAt(0)!)
    const limit = out.length === 0 ? 75 : 74
    if (size + length > limit) {
      out.push(current)
      current = ''
      size = 0
    }
    current += char
    size += length
  }
  out.push(current)
  return out.join(`${CRLF} `)
}

/** An instant in UTC form (DTSTAMP, DTSTART, LAST-MODIFIED): 20251209T080000Z. */
export function icsTimestamp(value: Date | number | string): string {
  return new Date(value)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** A property with a TEXT value: `SUMMARY:Fish\, chips`. */
export const textProperty = (name: string, value: string) => `${name}:${escapeText(value)}`

/**
 * A whole calendar: the VCALENDAR wrapper (version, product, Gregorian scale, METHOD:PUBLISH),
 * then `properties` (calendar-level lines such as X-WR-CALNAME), then the components' lines.
 * Every line is folded; lines end with CRLF, the last one too.
 */
export function vcalendar(components: string[], properties: string[] = []): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...properties,
    ...components,
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
