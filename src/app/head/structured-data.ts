import type { HeadQueryResult } from '@/content/sanity.types'
import { paths } from '@amrs/shared/paths'
import type { RouteRow } from '@amrs/shared/routes'
import { profileLinks } from '@/lib/profile-links'

/**
 * schema.org JSON-LD for the head, from CMS data: `Organization` on the society home, `Event`
 * on the conference home and the winter school (dates, place, organiser, offers from the fees).
 * Pure: the prerender and the server renderer call it.
 */
type Json = Record<string, unknown>

export { profileLinks }

function organization(data: HeadQueryResult, siteUrl: string): Json | null {
  if (!data.site) return null
  const sameAs = profileLinks(data.site.sameAs)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: data.site.societyName,
    alternateName: data.site.shortName,
    url: new URL(paths.home, siteUrl).href,
    ...(data.site.logoUrl ? { logo: new URL(data.site.logoUrl, siteUrl).href } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  }
}

function place(name: string, city: string | undefined, country: string | undefined): Json {
  return {
    '@type': 'Place',
    name,
    address: {
      '@type': 'PostalAddress',
      ...(city ? { addressLocality: city } : {}),
      ...(country ? { addressCountry: country } : {}),
    },
  }
}

function organizer(data: HeadQueryResult, siteUrl: string): Json | undefined {
  if (!data.site) return undefined
  return {
    '@type': 'Organization',
    name: data.site.societyName,
    url: new URL(paths.home, siteUrl).href,
  }
}

/** One offer per fee period and category, valid over the period's dates. */
function offers(data: HeadQueryResult, siteUrl: string): Json[] {
  const url = new URL(paths.conference.registration, siteUrl).href
  return data.feePeriods.flatMap((period) =>
    (['student', 'academia', 'industry'] as const).map((category) => ({
      '@type': 'Offer',
      name: `${period.title} registration, ${category}`,
      category,
      price: period[category],
      priceCurrency: data.currency,
      validFrom: period.startDate,
      validThrough: period.endDate,
      url,
    })),
  )
}

function conferenceEvent(data: HeadQueryResult, siteUrl: string): Json | null {
  const c = data.conference
  if (!c) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: c.name,
    ...(c.fullName ? { alternateName: c.fullName } : {}),
    description: c.summary,
    startDate: c.startDate,
    endDate: c.endDate,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: place(data.venue?.name ?? `${c.city}, ${c.country}`, c.city, c.country),
    ...(c.logoUrl ? { image: [new URL(c.logoUrl, siteUrl).href] } : {}),
    organizer: organizer(data, siteUrl),
    offers: offers(data, siteUrl),
    url: new URL(paths.conference.home, siteUrl).href,
  }
}

function winterSchoolEvent(data: HeadQueryResult, siteUrl: string): Json | null {
  const w = data.winterSchool
  if (!w) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: w.title,
    ...(w.tagline ? { description: w.tagline } : {}),
    startDate: w.startDate,
    endDate: w.endDate,
    // Offline, whatever the format text says ("Virtual and on-site"): a mixed event names a
    // `VirtualLocation` (its URL) beside the place, and the CMS holds no such link for the school.
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: place(w.location, data.conference?.city, data.conference?.country),
    organizer: organizer(data, siteUrl),
    // No separate fee: the school is part of the conference registration.
    isAccessibleForFree: false,
    ...(data.conference ? { superEvent: { '@type': 'Event', name: data.conference.name } } : {}),
    url: new URL(paths.conference.winterSchool, siteUrl).href,
  }
}

export function structuredData(route: RouteRow, data: HeadQueryResult, siteUrl: string): Json[] {
  const block =
    route.jsonLd === 'organization'
      ? organization(data, siteUrl)
      : route.jsonLd === 'conference-event'
        ? conferenceEvent(data, siteUrl)
        : route.jsonLd === 'winter-school-event'
          ? winterSchoolEvent(data, siteUrl)
          : null
  return block ? [block] : []
}
