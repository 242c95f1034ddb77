import type { FetchContent } from '@amrs/shared/render-contract'
import type { RouteParams } from '@amrs/shared/routes'
import { serializeContentKey } from '@/content/prerendered'
import { contentQueries } from '@/content/route-content'
import { contentKey } from '@/content/use-content'
import type { LoadedRoute } from '@/app/route-modules'
import type { PageData } from '@/app/page-data'

export interface RouteData {
  /** The page data's content: `[SWR key, result, syncTags]` per query. */
  content: NonNullable<PageData['content']>
  /** The page's own answers by the names its `content` gives them (for a head from content). */
  answers: Record<string, unknown>
}

/**
 * Fetches what a route shows before it renders: its layout's declared content, then its page's,
 * for these parameters (a query both declare is fetched once).
 */
export async function fetchRouteData(
  { layout, page }: LoadedRoute,
  params: RouteParams,
  fetchContent: FetchContent,
): Promise<RouteData> {
  const pageQueries = contentQueries(page.content, params)
  const all = [...contentQueries(layout.content, params), ...pageQueries]
  const byKey = new Map(
    all.map((ref) => [serializeContentKey(contentKey(ref.query, ref.params)), ref] as const),
  )
  const fetched = new Map(
    await Promise.all(
      [...byKey].map(
        async ([key, ref]) => [key, await fetchContent(ref.query, ref.params)] as const,
      ),
    ),
  )
  const entries = [...fetched].map(
    ([key, answer]) => [key, answer.result, answer.syncTags ?? []] as [string, unknown, string[]],
  )
  const answers = Object.fromEntries(
    pageQueries.map((ref) => [
      ref.key,
      fetched.get(serializeContentKey(contentKey(ref.query, ref.params)))?.result,
    ]),
  )
  return { content: { entries }, answers }
}
