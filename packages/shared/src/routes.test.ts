import { describe, expect, it } from 'vitest'
import { paths } from './paths'
import { fillPattern, isPattern, matchPattern, matchRoute, routeTable } from './routes'

describe('parameterised routes', () => {
  it('match their patterns and fill them back', () => {
    expect(matchRoute('/news/launch')?.params).toEqual({ kind: 'news', slug: 'launch' })
    expect(matchRoute('/news/a/b')).toBeUndefined()
    expect(fillPattern('/news/:slug', { slug: 'a b' })).toBe('/news/a%20b')
    expect(fillPattern('/news/page/:page', { page: '2' })).toBe('/news/page/2')
    expect(matchPattern('/news/:slug', '/news/a%20b')).toEqual({ slug: 'a b' })
    expect(matchPattern('/news/:slug', '/news/%E0%A4%A')).toBeNull()
    expect(matchPattern('/news/:slug', '/news/')).toBeNull()
  })

  it('a path finds its row: fixed paths first, then patterns, with the row’s own params', () => {
    expect(matchRoute('/news')).toMatchObject({ route: { id: 'news' }, params: { kind: 'news' } })
    expect(matchRoute('/news/')?.route.id).toBe('news')
    expect(matchRoute('/news/page/2')).toMatchObject({
      route: { id: 'news-page' },
      params: { kind: 'news', page: '2' },
    })
    expect(matchRoute('/blog/hello')).toMatchObject({
      route: { id: 'blog-post' },
      params: { kind: 'blog', slug: 'hello' },
    })
    expect(matchRoute('/blog/hello/more')).toBeUndefined()
    expect(matchRoute(paths.privacyPolicy)?.route.id).toBe('privacy-policy')
  })

  it('the programme: My programme is fixed, a day has its segment, anything else is a talk', () => {
    expect(matchRoute('/iumrs-icam25/programme')?.route.id).toBe('programme')
    expect(matchRoute('/iumrs-icam25/programme/mine')?.route.id).toBe('programme-mine')
    expect(matchRoute('/iumrs-icam25/programme/day/2025-12-09')).toMatchObject({
      route: { id: 'programme-day' },
      params: { date: '2025-12-09' },
    })
    expect(matchRoute('/iumrs-icam25/programme/a1-01')).toMatchObject({
      route: { id: 'talk' },
      params: { code: 'a1-01' },
    })
    // The talk's pattern would take "changes.xml" as a code: the server looks resources up first.
    expect(matchRoute('/iumrs-icam25/programme/changes.xml')?.route.id).toBe('talk')
  })

  it('ids and paths are unique, and every module is named once per id', () => {
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length)
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length)
    for (const row of routeTable) expect(row.path.startsWith('/'), row.id).toBe(true)
  })

  // Properties rather than a list of rows: a new page per document (the README's recipe) is one
  // more row, and these hold for it without touching this test.
  it('every pattern has parameters, and a path filled from them finds that row with them', () => {
    const patterns = routeTable.filter(isPattern)
    expect(patterns.length).toBeGreaterThan(0)
    for (const row of patterns) {
      const names = [...row.path.matchAll(/:(\w+)/g)].map((m) => m[1]!)
      expect(names.length, row.id).toBeGreaterThan(0)
      const params = Object.fromEntries(names.map((name) => [name, `sample-${name}-1`]))
      expect(matchRoute(fillPattern(row.path, params)), row.id).toEqual({
        route: row,
        params: { ...row.params, ...params },
      })
      // The studio's Presentation fills only parameters the row has.
      for (const name of Object.keys(row.paramsFrom?.fields ?? {}))
        expect([...names, ...Object.keys(row.params ?? {})], row.id).toContain(name)
    }
  })
})
