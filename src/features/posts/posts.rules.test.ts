import { describe, expect, it } from 'vitest'
import {
  listPagePath,
  pageCount,
  pageNumber,
  postKindOf,
  postsPage,
  publishedPosts,
  POSTS_PER_PAGE,
} from './posts.rules'

const at = (iso: string) => ({ publishedAt: iso })

describe('post lists', () => {
  it('keep the posts the clock has reached, newest first (a later date is scheduled)', () => {
    const posts = [
      at('2025-01-02T00:00:00Z'),
      at('2025-03-01T00:00:00Z'),
      at('2025-02-01T00:00:00Z'),
    ]
    const now = Date.parse('2025-02-15T00:00:00Z')
    expect(publishedPosts(posts, now).map((p) => p.publishedAt)).toEqual([
      '2025-02-01T00:00:00Z',
      '2025-01-02T00:00:00Z',
    ])
    // The very instant counts as reached.
    expect(publishedPosts(posts, Date.parse('2025-03-01T00:00:00Z'))).toHaveLength(3)
  })

  it('page ten at a time; past the end is no page', () => {
    const posts = Array.from({ length: 23 }, (_, i) => i)
    expect(POSTS_PER_PAGE).toBe(10)
    expect(pageCount(23)).toBe(3)
    expect(pageCount(0)).toBe(1)
    expect(postsPage(posts, 1)).toEqual(posts.slice(0, 10))
    expect(postsPage(posts, 3)).toEqual([20, 21, 22])
    expect(postsPage(posts, 4)).toBeNull()
    expect(postsPage(posts, 0)).toBeNull()
    expect(postsPage(posts, NaN)).toBeNull()
  })

  it('read page numbers from the path: "/page/1" and junk are not pages', () => {
    expect(pageNumber(undefined)).toBe(1)
    expect(pageNumber('2')).toBe(2)
    for (const junk of ['1', '0', '02', '-1', '2.5', 'two']) expect(pageNumber(junk)).toBeNaN()
    expect(listPagePath('/news', 1)).toBe('/news')
    expect(listPagePath('/news', 3)).toBe('/news/page/3')
  })

  it('tell the kind from the path', () => {
    expect(postKindOf('/blog', '/blog')).toBe('blog')
    expect(postKindOf('/blog/page/2', '/blog')).toBe('blog')
    expect(postKindOf('/news/x', '/blog')).toBe('news')
    expect(postKindOf('/blogger', '/blog')).toBe('news')
  })
})
