import { describe, expect, it } from 'vitest'
import type { PostPathsQueryResult } from '@/content/sanity.types'
import { routeTable, type RouteRow } from '@amrs/shared/routes'
import { postListPages, postPages } from './post-paths'

const route = (id: string) => routeTable.find((r) => r.id === id) as RouteRow

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
    const listed = postPages.list(data, route('blog-post'), now)
    expect(listed).toEqual([
      {
        params: { slug: 'b1' },
        lastmod: '2025-02-01T00:00:00.000Z',
        redirectsFrom: [{ slug: 'old-b1' }],
      },
    ])
  })

  it('list a kind’s further pages: 21 posts make pages 2 and 3; one post makes none', () => {
    expect(postListPages.list(data, route('news-page'), now).map((p) => p.params)).toEqual([
      { page: '2' },
      { page: '3' },
    ])
    expect(postListPages.list(data, route('blog-page'), now)).toEqual([])
  })
})
