/** schema.org Event data for the conference home, from CMS data. Pure. */
export interface EventJsonLdInput {
  name: string | null | undefined
  fullName?: string | null
  summary?: string | null
  startDate: string | null | undefined
  endDate: string | null | undefined
  city?: string | null
  country?: string | null
  venueName?: string | null
  organizerName?: string | null
  url?: string
}

export function eventJsonLd(input: EventJsonLdInput): Record<string, unknown> | null {
  if (!input.name || !input.startDate || !input.endDate) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.name,
    ...(input.fullName ? { alternateName: input.fullName } : {}),
    ...(input.summary ? { description: input.summary } : {}),
    startDate: input.startDate,
    endDate: input.endDate,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: input.venueName || [input.city, input.country].filter(Boolean).join(', '),
      address: {
        '@type': 'PostalAddress',
        ...(input.city ? { addressLocality: input.city } : {}),
        ...(input.country ? { addressCountry: input.country } : {}),
      },
    },
    ...(input.organizerName
      ? {
          organizer: {
            '@type': 'Organization',
            name: input.organizerName,
            ...(input.url ? { url: new URL('/', input.url).href } : {}),
          },
        }
      : {}),
    ...(input.url ? { url: input.url } : {}),
  }
}

/** JSON for an inline data block: `<` escaped so no text can close the <script> element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
