import type { PostPathsQueryResult } from '@/content/sanity.types'
import { pageCount, publishedPosts } from '@/features/posts/posts.rules'
import type { ContentQuery, PathListerName, RouteEntry, RouteParams } from './route-registry'

/**
 * How each parameterised route of the registry lists its own paths from content: the prerender
 * writes them, the sitemap lists them, the server answers them (any other path of the pattern is
 * a 404). Server side only (the SSR bundle): the browser never needs the list.
 */
export interface ListedPath {
  params: RouteParams
  /** The sitemap's lastmod. */
  lastmod?: string
  /** Former parameters whose paths redirect (301) here: a post's previous slugs. */
  redirectsFrom?: RouteParams[]
}

export interface PathLister {
  query: ContentQuery
  /** `nowMs`: the site clock; scheduled content is not listed before its time. */
  list(result: unknown, route: RouteEntry, nowMs: number): ListedPath[]
}

/** A pattern with its parameters filled in (`/news/:slug`, `{ slug: 'launch' }`: `/news/launch`). */
export const fillPattern = (pattern: string, params: RouteParams) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))

const postsOf = (result: unknown, route: RouteEntry, nowMs: number) =>
  publishedPosts(
    (result as PostPathsQueryResult).filter((post) => post.kind === route.params?.kind),
    nowMs,
  )

export const pathListers: Record<PathListerName, PathLister> = {
  // Page 1 is the list's own route: the further pages are 2…n.
  postListPages: {
    query: { name: 'postPathsQuery' },
    list: (result, route, nowMs) => {
      const posts = postsOf(result, route, nowMs)
      return Array.from({ length: pageCount(posts.length) - 1 }, (_, i) => ({
        params: { page: String(i + 2) },
        ...(posts[0] ? { lastmod: posts[0]._updatedAt } : {}),
      }))
    },
  },
  posts: {
    query: { name: 'postPathsQuery' },
    list: (result, route, nowMs) =>
      postsOf(result, route, nowMs).map((post) => ({
        params: { slug: post.slug },
        lastmod: post._updatedAt,
        redirectsFrom: (post.previousSlugs ?? [])
          .filter((slug) => slug !== post.slug)
          .map((slug) => ({ slug })),
      })),
  },
}
