import type { FetchContent, SitePath } from '@amrs/shared/render-contract'
import { fillPattern, isPattern, routeTable, type RouteRow } from '@amrs/shared/routes'
import type { ListedPath } from '@/content/route-module'
import { lastUpdatedQuery } from '@/app/head/queries'
import { loadRoute } from '@/app/route-modules'

/** The paths a parameterised route has now, from content (`nowMs`: the site clock). */
export async function listedPaths(
  route: RouteRow,
  fetchContent: FetchContent,
  nowMs: number,
): Promise<ListedPath[]> {
  if (!isPattern(route)) return []
  const { page } = await loadRoute(route)
  if (!page.paths)
    throw new Error(`src/routes/${route.module}.tsx lists no paths for ${route.path}`)
  const answer = await fetchContent(page.paths.query.query, page.paths.query.params)
  return page.paths.list(answer.result, route, nowMs)
}

/** The newest `_updatedAt` among the documents a fixed route shows. */
async function lastUpdated(route: RouteRow, fetchContent: FetchContent): Promise<string | null> {
  if (!route.contentTypes.length) return null
  const answer = await fetchContent(lastUpdatedQuery, { types: route.contentTypes })
  return typeof answer.result === 'string' ? answer.result : null
}

/** Every path of the site now: the prerender, the sitemap, `_redirects` and the server read it. */
export async function sitePaths(fetchContent: FetchContent, nowMs: number): Promise<SitePath[]> {
  const perRoute = await Promise.all(
    routeTable.map(async (route): Promise<SitePath[]> => {
      if (!isPattern(route)) return [{ path: route.path, route, redirectsFrom: [] }]
      return (await listedPaths(route, fetchContent, nowMs)).map((listed) => ({
        path: fillPattern(route.path, listed.params),
        route,
        ...(listed.lastmod ? { lastmod: listed.lastmod } : {}),
        ...(listed.gone ? { gone: true } : {}),
        redirectsFrom: (listed.redirectsFrom ?? []).map((former) =>
          fillPattern(route.path, { ...listed.params, ...former }),
        ),
      }))
    }),
  )
  return perRoute.flat()
}

/** The sitemap's pages: every public path with its lastmod (a fixed route's from its content). */
export async function sitemapEntries(
  fetchContent: FetchContent,
  nowMs: number,
): Promise<Array<{ path: string; lastmod: string | null }>> {
  const all = (await sitePaths(fetchContent, nowMs)).filter(
    ({ route, gone }) => !route.private && !gone,
  )
  return Promise.all(
    all.map(async ({ path, route, lastmod }) => ({
      path,
      lastmod: lastmod ?? (await lastUpdated(route, fetchContent)),
    })),
  )
}
