import type { ServiceDeps } from '../deps.ts'

/**
 * The society's words on a badge: the conference's name and its place and dates, from the CMS's
 * conference document (defaults here for a dataset without one).
 */
export interface BadgeWording {
  conferenceName: string
  /** E.g. "Accra, 9–12 December 2025". */
  placeAndDates: string
}

export const badgeConferenceQuery = `*[_type == "conference"][0]{name, startDate, endDate, city}`

export const DEFAULT_BADGE_WORDING: BadgeWording = {
  conferenceName: 'IUMRS-ICAM 2025',
  placeAndDates: 'Accra, 9–12 December 2025',
}

interface ConferenceContent {
  name?: string | null
  startDate?: string | null
  endDate?: string | null
  city?: string | null
}

const day = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(new Date(iso))

/** "9–12 December 2025" (one month), "30 November – 2 December 2025" (two). */
export function dateRange(start: string, end: string): string {
  const sameMonth = start.slice(0, 7) === end.slice(0, 7)
  if (start === end) return day(start, { day: 'numeric', month: 'long', year: 'numeric' })
  return sameMonth
    ? `${day(start, { day: 'numeric' })}–${day(end, { day: 'numeric', month: 'long', year: 'numeric' })}`
    : `${day(start, { day: 'numeric', month: 'long' })} – ${day(end, { day: 'numeric', month: 'long', year: 'numeric' })}`
}

const regions = new Intl.DisplayNames(['en-GB'], { type: 'region' })

/** A country's English name from its ISO code (the code itself when unknown). */
export function countryName(code: string | null): string {
  if (!code) return ''
  return /^[A-Z]{2}$/.test(code) ? (regions.of(code) ?? code) : code
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

export async function readBadgeWording(deps: Pick<ServiceDeps, 'content'>): Promise<BadgeWording> {
  const cms = await deps.content
    .query<ConferenceContent | null>(badgeConferenceQuery)
    .catch(() => null)
  const name = cms?.name?.trim()
  const { startDate: start, endDate: end, city } = cms ?? {}
  const dated = start && end && ISO_DAY.test(start) && ISO_DAY.test(end)
  return {
    conferenceName: name || DEFAULT_BADGE_WORDING.conferenceName,
    placeAndDates:
      dated && city?.trim()
        ? `${city.trim()}, ${dateRange(start, end)}`
        : DEFAULT_BADGE_WORDING.placeAndDates,
  }
}
