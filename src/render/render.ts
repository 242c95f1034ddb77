import { moveOnTag } from '@amrs/shared/forms'
import { pathAliases } from '@amrs/shared/paths'
import type { RenderRequest, RenderResult } from '@amrs/shared/render-contract'
import {
  fillPattern,
  isPattern,
  matchRoute,
  notFoundRoute,
  type RouteParams,
} from '@amrs/shared/routes'
import { preloadablesLoaded } from '@/components/ui/preloadable'
import { configureClock } from '@/lib/clock'
import { resetUsedZones } from '@/lib/time-zone'
import { serializePageData } from '@/app/page-data'
import { layoutModuleOf, loadRoute, routeModuleFile } from '@/app/route-modules'
import { fixedZonesRead } from './clock-zones'
import { withEditMarks } from './edit-marks'
import { fetchHeadData, needsHeadData, pageHead } from './page-head'
import { preloadImageTag, renderMarkup } from './render-page'
import { fetchRouteData } from './route-data'
import { listedPaths } from './site-paths'

type Found = { kind: 'found' } | { kind: 'missing' } | { kind: 'moved'; location: string }

/** Whether a parameterised route has this path now, or had it (a former slug: 301). */
async function lookUp(
  request: RenderRequest,
  match: NonNullable<ReturnType<typeof matchRoute>>,
  path: string,
  nowMs: number,
): Promise<Found> {
  if (!isPattern(match.route)) return { kind: 'found' }
  const listed = await listedPaths(match.route, request.fetchContent, nowMs)
  const pathOf = (params: RouteParams) => fillPattern(match.route.path, params)
  if (listed.some((item) => pathOf(item.params) === path)) return { kind: 'found' }
  const moved = listed.find((item) =>
    item.redirectsFrom?.some((former) => pathOf({ ...item.params, ...former }) === path),
  )
  return moved ? { kind: 'moved', location: pathOf(moved.params) } : { kind: 'missing' }
}

/**
 * Server rendering of one page (the build's prerender and the Node server call it through the
 * SSR bundle): the route's declared content fetched first and embedded as page data, the same
 * React components as the browser, the head from the route table and the page's content.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url)
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
  const alias = pathAliases[path]
  if (alias) return { kind: 'redirect', location: alias + url.search, status: 308 }

  const nowMs = Date.parse(request.fixedNow ?? request.renderedAt)
  // The page's content may depend on the site clock (the programme opens on today): set it first.
  configureClock({ fixedNow: request.fixedNow, renderedAt: request.renderedAt })
  const match = matchRoute(path)
  const found = match ? await lookUp(request, match, path, nowMs) : { kind: 'missing' as const }
  if (found.kind === 'moved')
    return { kind: 'redirect', location: found.location + url.search, status: 301 }
  const route = found.kind === 'found' && match ? match.route : notFoundRoute
  // A pattern's unknown path renders its page's own "not found" from the same content.
  const loaded = await loadRoute(match?.route ?? notFoundRoute)
  const [data, headData] = await Promise.all([
    fetchRouteData(loaded, match?.params ?? {}, request.fetchContent),
    needsHeadData(route, loaded.page, found.kind === 'found')
      ? fetchHeadData(request.fetchContent)
      : Promise.resolve(null),
  ])

  // Code split from the page that the server renders too (components/ui/preloadable).
  await preloadablesLoaded()
  resetUsedZones()
  const fallback = Object.fromEntries(data.content.entries.map(([key, result]) => [key, result]))
  const { body, images } = withEditMarks(request.preview, () =>
    renderMarkup(url.pathname + url.search, fallback, request.form),
  )
  const head = pageHead(
    {
      route,
      page: loaded.page,
      path: found.kind === 'found' ? path : null,
      answers: data.answers,
      siteUrl: request.siteUrl,
    },
    headData,
  )
  return {
    kind: 'page',
    status: found.kind === 'found' ? (loaded.page.status?.(data.answers) ?? 200) : 404,
    route,
    head: [
      head,
      ...images.slice(0, 1).map(preloadImageTag),
      ...(request.form?.next ? [moveOnTag(request.form.next)] : []),
    ].join('\n    '),
    body,
    pageData: serializePageData({
      clock: {
        fixedNow: request.fixedNow,
        renderedAt: request.renderedAt,
        zones: fixedZonesRead(nowMs),
      },
      content: data.content,
      source: request.source,
      ...(request.form ? { form: request.form } : {}),
      ...(request.preview ? { preview: request.preview } : {}),
    }),
    modules: [
      routeModuleFile(layoutModuleOf(loaded.route.layout)),
      routeModuleFile(loaded.route.module),
    ],
  }
}
