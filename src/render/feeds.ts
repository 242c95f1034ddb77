import { feedPaths, paths, type PostKind } from '@amrs/shared/paths'
import type { FetchContent } from '@amrs/shared/render-contract'
import { documentTitle, routeTable } from '@amrs/shared/routes'
import type { PostFeedQueryResult } from '@/content/sanity.types'
import { atomFeed } from '@/features/posts/atom-feed'
import { postFeedQuery } from '@/features/posts/queries'

/** The Atom feed of a kind's posts (`/news/feed.xml`, `/blog/feed.xml`). */
export async function renderFeed(
  kind: PostKind,
  fetchContent: FetchContent,
  siteUrl: string,
  nowMs: number,
): Promise<string> {
  const answer = await fetchContent(postFeedQuery, { kind })
  return atomFeed({
    data: answer.result as PostFeedQueryResult,
    feedPath: feedPaths[kind],
    listPath: paths[kind],
    title: documentTitle(routeTable.find((route) => route.id === kind)),
    siteUrl,
    nowMs,
  })
}
