import { describe, expect, it } from 'vitest'
import type { HeadQueryResult } from '@/content/sanity.types'
import { routeForPath } from '@amrs/shared/routes'
import { paths } from '@amrs/shared/paths'
import { profileLinks, structuredData } from './structured-data'

const SITE = 'https://amrs-ug.example.org'

const data: HeadQueryResult = {
  site: {
    societyName: 'African Materials Research Society – University of Ghana Chapter',
    shortName: 'AMRS-UG',
    logoUrl: '/images/logo.svg',
    sameAs: [],
  },
  conference: null,
  venue: null,
  winterSchool: {
    title: 'Winter School on Sustainable and Renewable Energy',
    tagline: null,
    startDate: '2025-12-07',
    endDate: '2025-12-08',
    location: 'Conference centre, University of Ghana, Legon',
    format: 'Virtual and on-site',
  },
  feePeriods: [],
  currency: 'USD',
}

function jsonLdOf(path: string, input: HeadQueryResult) {
  const route = routeForPath(path)
  if (!route) throw new Error(`no route for ${path}`)
  const [block] = structuredData(route, input, SITE)
  if (!block) throw new Error(`no JSON-LD on ${path}`)
  return block
}

describe('profileLinks (the Organization sameAs)', () => {
  it('keeps links to a profile', () => {
    expect(
      profileLinks([
        'https://x.com/amrs_ug',
        'https://www.linkedin.com/company/amrs-ug/',
        'https://www.instagram.com/amrs.ug',
      ]),
    ).toEqual([
      'https://x.com/amrs_ug',
      'https://www.linkedin.com/company/amrs-ug/',
      'https://www.instagram.com/amrs.ug',
    ])
  })

  it('leaves out sample links, bare sites, relative and non-web links, and repeats', () => {
    expect(
      profileLinks([
        'https://example.com/amrs-ug/instagram',
        'https://www.example.org/amrs',
        'https://profiles.test/amrs',
        'https://www.linkedin.com/',
        'https://x.com',
        'https://x.com/?ref=footer',
        '/',
        'mailto:info@amrs-ug.org',
        'not a url',
        'https://x.com/amrs_ug',
        'https://x.com/amrs_ug',
      ]),
    ).toEqual(['https://x.com/amrs_ug'])
  })
})

describe('structuredData', () => {
  it('the Organization lists only profile links in sameAs, or no sameAs at all', () => {
    const seedLinks = ['https://example.com/amrs-ug/instagram', 'https://www.linkedin.com/']
    const none = jsonLdOf(paths.home, { ...data, site: { ...data.site!, sameAs: seedLinks } })
    expect(none['@type']).toBe('Organization')
    expect(none).not.toHaveProperty('sameAs')
    const some = jsonLdOf(paths.home, {
      ...data,
      site: { ...data.site!, sameAs: [...seedLinks, 'https://x.com/amrs_ug'] },
    })
    expect(some.sameAs).toEqual(['https://x.com/amrs_ug'])
  })

  it('the winter school is an offline event at a place: it has no virtual location', () => {
    const event = jsonLdOf(paths.conference.winterSchool, data)
    expect(event['@type']).toBe('Event')
    expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    expect(event.location).toMatchObject({ '@type': 'Place', name: data.winterSchool!.location })
    expect(JSON.stringify(event)).not.toContain('VirtualLocation')
  })
})
