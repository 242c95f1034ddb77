import type { PathLister } from '@/content/route-module'
import type { PostPathsQueryResult } from '@/content/sanity.types'
import type { RouteRow } from '@amrs/shared/routes'
import { pageCount, publishedPosts } from './posts.rules'
import { postPathsQuery } from './queries'

/**
 * How the post routes list their paths from content: the prerender writes them, the sitemap
 * lists them, the server answers them (any other path of the pattern is a 404).
 */
const postsOf = (result: unknown, route: RouteRow, nowMs: number) =>
  publishedPosts(
    (result as PostPathsQueryResult).filter((post) => post.kind === route.params?.kind),
    nowMs,
  )

/** A list's further pages: page 1 is the list's own route, the others are 2…n. */
export const postListPages: PathLister = {
  query: { query: postPathsQuery },
  list: (result, route, nowMs) => {
    const posts = postsOf(result, route, nowMs)
    return Array.from({ length: pageCount(posts.length) - 1 }, (_, i) => ({
      params: { page: String(i + 2) },
      ...(posts[0] ? { lastmod: posts[0]._updatedAt } : {}),
    }))
  },
}

/** Each published post of the row's kind; its previous slugs redirect to it. */
export const postPages: PathLister = {
  query: { query: postPathsQuery },
  list: (result, route, nowMs) =>
    postsOf(result, route, nowMs).map((post) => ({
      params: { slug: post.slug },
      lastmod: post._updatedAt,
      redirectsFrom: (post.previousSlugs ?? [])
        .filter((slug) => slug !== post.slug)
        .map((slug) => ({ slug })),
    })),
}
