import { describe, expect, it } from 'vitest'
import { eventJsonLd, serializeJsonLd } from './event-json-ld'

const input = {
  name: 'IUMRS-ICAM 2025',
  fullName: 'International Conference on Advanced Materials',
  startDate: '2025-12-09',
  endDate: '2025-12-12',
  city: 'Accra',
  country: 'Ghana',
  venueName: 'Conference Centre',
  organizerName: 'AMRS-UG',
  url: 'https://example.org/iumrs-icam25',
}

describe('eventJsonLd', () => {
  it('builds a schema.org Event', () => {
    expect(eventJsonLd(input)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'IUMRS-ICAM 2025',
      startDate: '2025-12-09',
      endDate: '2025-12-12',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Conference Centre',
        address: { '@type': 'PostalAddress', addressLocality: 'Accra', addressCountry: 'Ghana' },
      },
      organizer: { '@type': 'Organization', name: 'AMRS-UG', url: 'https://example.org/' },
    })
  })
  it('needs a name and dates', () => {
    expect(eventJsonLd({ ...input, startDate: null })).toBeNull()
  })
})

describe('serializeJsonLd', () => {
  it('escapes < so </script> cannot end the data block, and stays valid JSON', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
