import { describe, expect, it } from 'vitest'
import type { DocumentLocationsState } from 'sanity/presentation'
import { routeTable, type RouteRow } from '@amrs/shared/routes'
import { schemaTypes, singletonTypeNames } from '../schemaTypes'
import { locationsFromRoutes, typesNamedBy } from './locations'
import { mainDocumentsFromRoutes, mainSingleton } from './main-documents'

const documentTypes = new Set(schemaTypes.filter((t) => t.type === 'document').map((t) => t.name))
const locations = locationsFromRoutes(routeTable)

/** What Presentation shows for a document: its resolver fed the fields it selects. */
function locate(type: string, doc: Record<string, unknown>) {
  const resolver = locations[type]
  if (!resolver) throw new Error(`no locations for ${type}`)
  const selected = Object.fromEntries(
    Object.entries(resolver.select).map(([key, field]) => [
      key,
      field.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], doc),
    ]),
  )
  return (resolver.resolve(selected) as DocumentLocationsState).locations ?? []
}

describe('Presentation locations, from the route table', () => {
  it('cover every document type the table names, and every such type is in the schema', () => {
    const named = typesNamedBy(routeTable)
    expect(named.length).toBeGreaterThan(20)
    for (const type of named) expect(documentTypes, type).toContain(type)
    expect(Object.keys(locations).sort()).toEqual(named)
  })

  it('list each page that shows a document', () => {
    expect(locate('hotel', { _id: 'hotel-1', name: 'A hotel' })).toEqual([
      { title: 'Accommodation | IUMRS-ICAM 2025', href: '/iumrs-icam25/accomodation' },
    ])
    const conference = locate('conference', { _id: 'conference' }).map((l) => l.href)
    expect(conference).toContain('/iumrs-icam25')
    expect(conference).toContain('/iumrs-icam25/accomodation')
  })

  it('list a post at its own path first, then its kind’s list, not the other kind’s', () => {
    const news = { _id: 'p1', title: 'Launch', kind: 'news', slug: { current: 'launch' } }
    expect(locate('post', news)).toEqual([
      { title: 'Newsletter: Launch', href: '/news/launch' },
      { title: 'Newsletter | AMRS-UG', href: '/news' },
    ])
    const blog = { ...news, kind: 'blog', slug: { current: 'notes' } }
    expect(locate('post', blog).map((l) => l.href)).toEqual(['/blog/notes', '/blog'])
    // Not yet given a slug: only the list.
    expect(locate('post', { ...news, slug: undefined }).map((l) => l.href)).toEqual(['/news'])
  })

  it('map a new row that names a type and where its parameters come from, with no other change', () => {
    const hotelPage: RouteRow = {
      id: 'hotel',
      path: '/iumrs-icam25/accomodation/:hotel',
      layout: 'conference',
      module: 'conference/hotel',
      kind: 'content',
      title: 'Hotel',
      description: 'A hotel.',
      contentTypes: ['conference', 'hotel'],
      paramsFrom: { type: 'hotel', fields: { hotel: 'slug.current' } },
    }
    const rows = [...routeTable, hotelPage]
    const hotel = locationsFromRoutes(rows).hotel
    expect(hotel?.select).toMatchObject({ p_slug_current: 'slug.current' })
    const found = hotel?.resolve({ _name: 'Osu Lodge', p_slug_current: 'osu-lodge' })
    // Its own page first, then the pages that list it (the accommodation page).
    expect(found && 'locations' in found && found.locations?.[0]).toEqual({
      href: '/iumrs-icam25/accomodation/osu-lodge',
      title: 'Hotel: Osu Lodge',
    })
    const main = mainDocumentsFromRoutes(rows, singletonTypeNames).find(
      (r) => r.route === hotelPage.path,
    )
    expect(
      main && 'resolve' in main && main.resolve?.({ origin: '', path: '', params: { hotel: 'x' } }),
    ).toEqual({ filter: '_type == "hotel" && slug.current == $p0', params: { p0: 'x' } })
  })

  it('list a talk at its own page, before the programme pages that show it', () => {
    const talk = locationsFromRoutes(routeTable).talk
    const found = talk?.resolve({ _title: 'Perovskite stability', p_code: 'a1-03' })
    const locations = (found && 'locations' in found && found.locations) || []
    expect(locations[0]).toEqual({
      href: '/iumrs-icam25/programme/a1-03',
      title: 'Talk: Perovskite stability',
    })
    expect(locations.map((l) => l.href)).toContain('/iumrs-icam25/programme')
  })
})

describe('Presentation main documents', () => {
  it('give every fixed page its own singleton', () => {
    const byRoute = new Map(
      mainDocumentsFromRoutes(routeTable, singletonTypeNames).map((r) => [r.route, r]),
    )
    for (const row of routeTable.filter((r) => !r.path.includes('/:'))) {
      const type = mainSingleton(row, singletonTypeNames)
      expect(type, row.id).toBeDefined()
      expect(singletonTypeNames, row.id).toContain(type)
      expect(byRoute.get(row.path), row.id).toEqual({ route: row.path, type })
    }
    expect(byRoute.get('/iumrs-icam25/accomodation')).toMatchObject({ type: 'accommodationPage' })
    expect(byRoute.get('/iumrs-icam25')).toMatchObject({ type: 'conference' })
    expect(byRoute.get('/')).toMatchObject({ type: 'homePage' })
  })

  it('find a post by its kind and slug', () => {
    const post = mainDocumentsFromRoutes(routeTable, singletonTypeNames).find(
      (r) => r.route === '/blog/:slug',
    )
    expect(
      post && 'resolve' in post && post.resolve?.({ origin: '', path: '', params: { slug: 'a' } }),
    ).toEqual({
      filter: '_type == "post" && kind == $p0 && slug.current == $p1',
      params: { p0: 'blog', p1: 'a' },
    })
  })
})
