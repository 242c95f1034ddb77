import { feedPaths, paths, type PostKind } from '@amrs/shared/paths'
import type { FetchContent, ResourcePath } from '@amrs/shared/render-contract'
import {
  fillResource,
  isResourcePattern,
  matchResource,
  resourceTable,
} from '@amrs/shared/resources'
import { documentTitle, routeTable } from '@amrs/shared/routes'
import type { PostFeedQueryResult } from '@/content/sanity.types'
import { atomFeed } from '@/features/posts/atom-feed'
import { postFeedQuery } from '@/features/posts/queries'
import { programmeResources, type ResourceRenderer } from '@/features/programme/programme-resources'
import { offlinePlanResource } from '@/routes/conference/programme/offline-plan'

/** The Atom feed of a kind's posts (`/news/feed.xml`, `/blog/feed.xml`). */
const postFeed = (kind: PostKind): ResourceRenderer => ({
  render: async (_, fetchContent, siteUrl, nowMs) => {
    const answer = await fetchContent(postFeedQuery, { kind })
    return atomFeed({
      data: answer.result as PostFeedQueryResult,
      feedPath: feedPaths[kind],
      listPath: paths[kind],
      title: documentTitle(routeTable.find((route) => route.id === kind)),
      siteUrl,
      nowMs,
    })
  },
})

/** Each row of the resource table (`@amrs/shared/resources`) and what writes it. */
export const resourceRenderers: Record<string, ResourceRenderer> = {
  'news-feed': postFeed('news'),
  'blog-feed': postFeed('blog'),
  ...programmeResources,
  'programme-offline': offlinePlanResource,
}

function rendererOf(id: string): ResourceRenderer {
  const renderer = resourceRenderers[id]
  if (!renderer) throw new Error(`No renderer for the resource "${id}"`)
  return renderer
}

/** Every resource path now: fixed ones, and each of a pattern's listed parameters. */
export async function resourcePaths(fetchContent: FetchContent): Promise<ResourcePath[]> {
  const perRow = await Promise.all(
    resourceTable.map(async (row): Promise<ResourcePath[]> => {
      const renderer = rendererOf(row.id)
      if (!isResourcePattern(row)) return [{ path: row.path, contentType: row.contentType }]
      if (!renderer.list) throw new Error(`The resource "${row.id}" lists no paths`)
      return (await renderer.list(fetchContent)).map((params) => ({
        path: fillResource(row.path, params),
        contentType: row.contentType,
      }))
    }),
  )
  return perRow.flat()
}

/** A resource's text from current content; null when the path names none. */
export async function renderResource(
  path: string,
  fetchContent: FetchContent,
  siteUrl: string,
  nowMs: number,
): Promise<string | null> {
  const match = matchResource(path)
  if (!match) return null
  return rendererOf(match.row.id).render(match.params, fetchContent, siteUrl, nowMs)
}
