import { dateRange } from '../badges/badge-content.ts'
import type { ServiceDeps } from '../deps.ts'
import type { BookWording } from './book-pdf.ts'

/**
 * The book's words: the conference's name, dates, city and venue from the CMS's conference and
 * venue documents, the subtitle, introduction and the "not included" sentence from its
 * `abstractBook` document (studio), each with a default here for a dataset without it.
 */
export const bookContentQuery = `{
  "conference": *[_type == "conference"][0]{name, startDate, endDate, city},
  "venue": *[_type == "venue"][0].name,
  "book": *[_type == "abstractBook"][0]{subtitle, introduction, notIncluded}
}`

export const DEFAULT_BOOK_WORDING: BookWording = {
  conferenceName: 'IUMRS-ICAM 2025',
  placeAndDates: 'Accra, 9–12 December 2025',
  venue: '',
  subtitle: 'Book of abstracts',
  introduction: [],
  notIncluded: "The abstract's file could not be included: it has no text the book can show.",
}

interface BookContent {
  conference?: {
    name?: string | null
    startDate?: string | null
    endDate?: string | null
    city?: string | null
  } | null
  venue?: string | null
  book?: {
    subtitle?: string | null
    introduction?: string | null
    notIncluded?: string | null
  } | null
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const pick = (cms: string | null | undefined, fallback: string) => cms?.trim() || fallback

export async function readBookWording(deps: Pick<ServiceDeps, 'content'>): Promise<BookWording> {
  const cms = await deps.content.query<BookContent | null>(bookContentQuery).catch(() => null)
  const d = DEFAULT_BOOK_WORDING
  const { startDate: start, endDate: end, city } = cms?.conference ?? {}
  const dated = start && end && ISO_DAY.test(start) && ISO_DAY.test(end)
  return {
    conferenceName: pick(cms?.conference?.name, d.conferenceName),
    placeAndDates:
      dated && city?.trim() ? `${city.trim()}, ${dateRange(start, end)}` : d.placeAndDates,
    venue: pick(cms?.venue, d.venue),
    subtitle: pick(cms?.book?.subtitle, d.subtitle),
    introduction: (cms?.book?.introduction ?? '')
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    notIncluded: pick(cms?.book?.notIncluded, d.notIncluded),
  }
}
