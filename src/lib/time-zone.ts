/**
 * Wall-clock parts of an instant in a named time zone, without ICU when the zone keeps one
 * offset (docs/decisions/0043-intl-free-hydration.md).
 *
 * The browser's first `Intl` call loads ICU: 35-50 ms of main thread on this machine, four times
 * that on a mid-range phone, in the middle of hydration. The conference's zone (Accra) is GMT all
 * year, so the server, which renders with `Intl`, tells the page which zones it used have a fixed
 * offset over the coming years (`FixedZone`), and the page computes their wall clock with plain
 * arithmetic. Any other zone, or an instant outside the checked window, still goes through `Intl`.
 */
export interface FixedZone {
  /** Minutes east of UTC. */
  offsetMinutes: number
  /** The zone's short name as en-GB writes it ("GMT"). */
  abbreviation: string
  /** The window (epoch ms) over which the offset was checked. */
  from: number
  until: number
}

export interface ZonedParts {
  year: number
  /** 1-12 */
  month: number
  day: number
  hour: number
  minute: number
  /** The zone's short name at that instant ("GMT", "BST"). */
  abbreviation: string
}

const MINUTE = 60_000
const DAY = 86_400_000

const fixed = new Map<string, FixedZone>()
const used = new Set<string>()

/** Zones the server found to keep one offset (from the page data). */
export function registerFixedZones(zones: Record<string, FixedZone> | undefined): void {
  for (const [name, zone] of Object.entries(zones ?? {})) fixed.set(name, zone)
}

/** Forgets the zones seen so far (the server, before rendering a page). */
export function resetUsedZones(): void {
  used.clear()
}

/** The zone names read since the last reset (the server, after rendering a page). */
export function usedZones(): string[] {
  return [...used]
}

const intlFormatters = new Map<string, Intl.DateTimeFormat>()

function intlFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = intlFormatters.get(timeZone)
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZoneName: 'short',
    }
    try {
      formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone })
    } catch {
      // An unknown zone name in the CMS: count in UTC (Accra's offset) rather than fail.
      formatter = intlFormatter('UTC')
    }
    intlFormatters.set(timeZone, formatter)
  }
  return formatter
}

function intlParts(ms: number, timeZone: string): ZonedParts {
  const parts = intlFormatter(timeZone).formatToParts(ms)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? ''
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    hour: Number(part('hour')) % 24,
    minute: Number(part('minute')),
    abbreviation: part('timeZoneName'),
  }
}

/** The wall clock in `timeZone` at the instant `ms`. */
export function zonedParts(ms: number, timeZone: string): ZonedParts {
  used.add(timeZone)
  const zone = fixed.get(timeZone)
  if (!zone || ms < zone.from || ms > zone.until) return intlParts(ms, timeZone)
  const shifted = new Date(ms + zone.offsetMinutes * MINUTE)
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    abbreviation: zone.abbreviation,
  }
}

function offsetMinutesAt(ms: number, timeZone: string): number {
  const p = intlParts(ms, timeZone)
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute)
  return Math.round((wall - Math.floor(ms / MINUTE) * MINUTE) / MINUTE)
}

const detected = new Map<string, FixedZone | null>()

/**
 * Whether `timeZone` keeps one offset and one short name from a year before `aroundMs` to three
 * years after it (checked every 6 hours with `Intl`; cached per zone and day). The server's side.
 */
export function detectFixedZone(timeZone: string, aroundMs: number): FixedZone | null {
  const key = `${timeZone}@${Math.floor(aroundMs / DAY)}`
  if (detected.has(key)) return detected.get(key) ?? null
  let result: FixedZone | null = null
  try {
    // Throws for an unknown zone name (which zonedParts counts in UTC): not a fixed zone then.
    new Intl.DateTimeFormat('en-GB', { timeZone })
    const from = aroundMs - 365 * DAY
    const until = aroundMs + 3 * 365 * DAY
    const offsetMinutes = offsetMinutesAt(from, timeZone)
    const abbreviation = intlParts(from, timeZone).abbreviation
    let steady = true
    for (let ms = from; ms <= until && steady; ms += DAY / 4)
      steady = offsetMinutesAt(ms, timeZone) === offsetMinutes
    steady &&= intlParts(until, timeZone).abbreviation === abbreviation
    if (steady) result = { offsetMinutes, abbreviation, from, until }
  } catch {
    result = null
  }
  detected.set(key, result)
  return result
}
