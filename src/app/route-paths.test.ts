import { describe, expect, it } from 'vitest'
import { paths } from '@amrs/shared/paths'
import type { PostPathsQueryResult } from '@/content/sanity.types'
import { fillPattern, pathListers } from './route-paths'
import { matchRoute, queriesFor, routeRegistry, type RouteEntry } from './route-registry'

const route = (id: string) => routeRegistry.find((r) => r.id === id) as RouteEntry

describe('parameterised routes', () => {
  it('match their patterns and fill them back', () => {
    expect(matchRoute('/news/launch')?.params).toEqual({ kind: 'news', slug: 'launch' })
    expect(matchRoute('/news/a/b')).toBeUndefined()
    expect(fillPattern('/news/:slug', { slug: 'a b' })).toBe('/news/a%20b')
    expect(fillPattern('/news/page/:page', { page: '2' })).toBe('/news/page/2')
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

  it('fetch their queries with their params, after the layout’s', () => {
    expect(queriesFor(route('blog-post'), { kind: 'blog', slug: 'hello' })).toEqual([
      { name: 'siteSettingsQuery' },
      { name: 'postQuery', params: { kind: 'blog', slug: 'hello' } },
    ])
    expect(queriesFor(route('news'))).toEqual([
      { name: 'siteSettingsQuery' },
      { name: 'postListQuery', params: { kind: 'news' } },
    ])
  })

  it('every pattern row names its lister', () => {
    for (const r of routeRegistry) expect(Boolean(r.listPaths), r.id).toBe(r.path.includes('/:'))
  })
})

describe('the post listers', () => {
  const post = (kind: 'news' | 'blog', slug: string, day: number, previousSlugs?: string[]) => ({
    kind,
    slug,
    previousSlugs: previousSlugs ?? null,
    publishedAt: new Date(Date.UTC(2025, 0, day)).toISOString(),
    _updatedAt: new Date(Date.UTC(2025, 1, day)).toISOString(),
  })
  const data: PostPathsQueryResult = [
    ...Array.from({ length: 21 }, (_, i) => post('news', `n${i + 1}`, i + 1)),
    post('blog', 'b1', 1, ['old-b1', 'b1']),
    post('blog', 'later', 28),
  ]
  const now = Date.parse('2025-01-25T00:00:00Z')

  it('list a kind’s published posts with their previous slugs (never their current one)', () => {
    const listed = pathListers.posts.list(data, route('blog-post'), now)
    expect(listed).toEqual([
      {
        params: { slug: 'b1' },
        lastmod: '2025-02-01T00:00:00.000Z',
        redirectsFrom: [{ slug: 'old-b1' }],
      },
    ])
  })

  it('list a kind’s further pages: 21 posts make pages 2 and 3; one post makes none', () => {
    expect(
      pathListers.postListPages.list(data, route('news-page'), now).map((p) => p.params),
    ).toEqual([{ page: '2' }, { page: '3' }])
    expect(pathListers.postListPages.list(data, route('blog-page'), now)).toEqual([])
  })
})
