import type { PostKind } from '@amrs/shared/paths'

export type { PostKind }

/**
 * The rules of the post lists (pure): a post is published once the site clock reaches its date
 * (a later date means scheduled: hidden everywhere until then), lists run newest first, ten a
 * page; page 1 is the list's own path, the others `<list>/page/<n>`.
 */
export const POSTS_PER_PAGE = 10

/** The kind of the post pages under a path (`/blog…`: blog; `/news…`: news). */
export const postKindOf = (pathname: string, blogPath: string): PostKind =>
  pathname === blogPath || pathname.startsWith(`${blogPath}/`) ? 'blog' : 'news'

interface Dated {
  publishedAt: string
}

/** The posts the clock has reached, newest first. */
export function publishedPosts<T extends Dated>(posts: readonly T[], nowMs: number): T[] {
  return posts
    .filter((post) => Date.parse(post.publishedAt) <= nowMs)
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / POSTS_PER_PAGE))

/** Page `page` (1-based) of the list, or null past its end (a 404). */
export function postsPage<T>(posts: readonly T[], page: number): T[] | null {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(posts.length)) return null
  return posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE)
}

/** A list's page number from its path parameter: `undefined` is page 1; `"1"` and junk are not pages. */
export function pageNumber(param: string | undefined): number {
  if (param === undefined) return 1
  return /^[1-9]\d*$/.test(param) && param !== '1' ? Number(param) : NaN
}

/** The path of page `page` of a list (`/news`, `/news/page/2`). */
export const listPagePath = (listPath: string, page: number) =>
  page === 1 ? listPath : `${listPath}/page/${page}`
