import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import type { QueryParams } from '@sanity/client'
import type { FormEcho } from '@amrs/shared/forms'
import * as queries from './content/queries'
import * as postQueries from './content/post-queries'
import type { HeadQueryResult } from './content/sanity.types'
import { contentKey } from './content/use-content'
import { serializeContentKey } from './content/prerendered'
import { headInfo, renderHead } from './app/head/head'
import { structuredData } from './app/head/structured-data'
import { serializePageData, type PageData } from './app/page-data'
import { Providers } from './app/providers'
import {
  documentTitle,
  matchRoute,
  notFoundRoute,
  queriesFor,
  routeRegistry,
  type ContentQuery,
  type RouteEntry,
  type RouteParams,
} from './app/route-registry'
import { fillPattern, pathListers, type ListedPath } from './app/route-paths'
import type { PostFeedQueryResult, PostQueryResult } from './content/sanity.types'
import { postHead } from './app/head/post-head'
import { atomFeed } from './features/posts/atom-feed'
import type { PostKind } from './features/posts/posts.rules'
import { feedPaths, pathAliases, paths } from '@amrs/shared/paths'
import { AppRoutes, layoutModuleOf, preloadRoute, routeModuleFile } from './app/routes'
import { configureClock } from './lib/clock'
import { detectFixedZone, resetUsedZones, usedZones, type FixedZone } from './lib/time-zone'
import { collectPriorityImages, type PriorityImage } from './components/ui/priority-images'

/**
 * Server rendering of one page (the build's prerender and the local server call this through the
 * SSR bundle, `dist-ssr/entry-server.js`): the same React components as the browser, the route's
 * content fetched first and embedded as page data, the head from the route registry.
 */
export interface ContentAnswer {
  result: unknown
  syncTags?: string[]
}

export interface RenderRequest {
  /** Absolute URL of the page (origin is only used to build the Request). */
  url: string
  /** Runs a GROQ query against the content lake (published perspective). */
  fetchContent: (query: string, params?: QueryParams) => Promise<ContentAnswer>
  /** Public origin for canonical and og URLs (`SITE_URL`). */
  siteUrl: string
  /** `SITE_NOW` or null (real time). */
  fixedNow: string | null
  /** The instant the page is rendered at (the clock's server snapshot). */
  renderedAt: string
  source: 'server' | 'build'
  /** The server's answer to a form posted without scripts: the page shows it. */
  form?: FormEcho
}

export type RenderResult =
  | { kind: 'redirect'; location: string; status: 301 | 308 }
  | {
      kind: 'page'
      status: 200 | 404
      route: RouteEntry
      head: string
      body: string
      pageData: string
      /** Source files of the route's modules (layout and page) for preload and CSS links. */
      modules: string[]
    }

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
const preloadImageTag = (image: PriorityImage) =>
  `<link rel="preload" as="image" href="${attr(image.src)}" imagesrcset="${attr(image.srcSet)}" imagesizes="${attr(image.sizes)}" fetchpriority="high">`

export class MissingContentError extends Error {
  override name = 'MissingContentError'
}

const allQueries = { ...queries, ...postQueries }

function queryText(name: ContentQuery['name']): string {
  return allQueries[name]
}

async function fetchAll(
  route: RouteEntry,
  routeParams: RouteParams,
  fetchContent: RenderRequest['fetchContent'],
): Promise<PageData['content']> {
  const entries = await Promise.all(
    queriesFor(route, routeParams).map(async ({ name, params }) => {
      const query = queryText(name)
      const answer = await fetchContent(query, params)
      return [
        serializeContentKey(contentKey(query, params)),
        answer.result,
        answer.syncTags ?? [],
      ] as [string, unknown, string[]]
    }),
  )
  return { entries }
}

/** The paths a parameterised route has now, from content (`nowMs`: the site clock). */
async function listedPaths(
  route: RouteEntry,
  fetchContent: RenderRequest['fetchContent'],
  nowMs: number,
): Promise<ListedPath[]> {
  if (!route.listPaths) return []
  const lister = pathListers[route.listPaths]
  const answer = await fetchContent(queryText(lister.query.name), lister.query.params)
  return lister.list(answer.result, route, nowMs)
}

/** A path of the site: a route's own, or one a parameterised route listed from content. */
export interface SitePath {
  path: string
  route: RouteEntry
  lastmod?: string
  /** Paths that redirect (301) here (a post's previous slugs). */
  redirectsFrom: string[]
}

/** Every path of the site now: the prerender, the sitemap, `_redirects` and the server read it. */
export async function sitePaths(
  fetchContent: RenderRequest['fetchContent'],
  nowMs: number,
): Promise<SitePath[]> {
  const perRoute = await Promise.all(
    routeRegistry.map(async (route): Promise<SitePath[]> => {
      if (!route.listPaths) return [{ path: route.path, route, redirectsFrom: [] }]
      return (await listedPaths(route, fetchContent, nowMs)).map((listed) => ({
        path: fillPattern(route.path, listed.params),
        route,
        ...(listed.lastmod ? { lastmod: listed.lastmod } : {}),
        redirectsFrom: (listed.redirectsFrom ?? []).map((former) =>
          fillPattern(route.path, { ...listed.params, ...former }),
        ),
      }))
    }),
  )
  return perRoute.flat()
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url)
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
  const alias = pathAliases[path]
  if (alias) return { kind: 'redirect', location: alias + url.search, status: 308 }

  const nowMs = Date.parse(request.fixedNow ?? request.renderedAt)
  const match = matchRoute(path)
  let found = match
  // A parameterised route answers the paths its content lists; a former one redirects.
  if (match?.route.listPaths) {
    const listed = await listedPaths(match.route, request.fetchContent, nowMs)
    const pathOf = (params: RouteParams) => fillPattern(match.route.path, params)
    if (!listed.some((item) => pathOf(item.params) === path)) {
      const moved = listed.find((item) =>
        item.redirectsFrom?.some((former) => pathOf({ ...item.params, ...former }) === path),
      )
      if (moved)
        return { kind: 'redirect', location: pathOf(moved.params) + url.search, status: 301 }
      found = undefined
    }
  }
  const route = found?.route ?? notFoundRoute
  // A pattern's page renders its own "not found" from the same content (hydration reads it).
  const pageRoute = match?.route ?? notFoundRoute
  const pageParams = match?.params ?? {}
  const [content, head] = await Promise.all([
    fetchAll(pageRoute, pageParams, request.fetchContent),
    route.jsonLd || route.listPaths === 'posts'
      ? request.fetchContent(queries.headQuery).then((a) => a.result as HeadQueryResult)
      : Promise.resolve(null),
  ])

  configureClock({ fixedNow: request.fixedNow, renderedAt: request.renderedAt })
  await preloadRoute(url.pathname)

  const fallback = Object.fromEntries(
    (content?.entries ?? []).map(([key, result]) => [key, result]),
  )
  const missing: string[] = []
  resetUsedZones()
  const { result: body, images } = collectPriorityImages(() =>
    renderToString(
      <StrictMode>
        <Providers
          fallback={fallback}
          formEcho={request.form}
          provider={() => new Map()}
          use={[
            (useSWRNext) => (key, fetcher, config) => {
              // A query the page reads but the registry does not list would render as "Loading…".
              if (
                Array.isArray(key) &&
                key[0] === 'content' &&
                !(serializeContentKey(key as never) in fallback)
              )
                missing.push(String(key[1]).slice(0, 80))
              return useSWRNext(key, fetcher, config)
            },
          ]}
        >
          <StaticRouter location={url.pathname + url.search}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </StrictMode>,
    ),
  )
  if (missing.length)
    throw new MissingContentError(
      `${url.pathname} reads queries its registry row does not list: ${missing.join(' | ')}`,
    )

  let info = headInfo(route, request.siteUrl, found ? path : route.path)
  // A post list (and its further pages) links its kind's Atom feed.
  const kind = route.params?.kind as PostKind | undefined
  if (kind && route.listPaths !== 'posts')
    info.feed = {
      href: new URL(feedPaths[kind], request.siteUrl).href,
      title: documentTitle(route),
    }
  let jsonLd: unknown[] = head && route.jsonLd ? structuredData(route, head, request.siteUrl) : []
  // A post's head comes from its content (title, excerpt, cover, NewsArticle / BlogPosting).
  if (found && route.listPaths === 'posts') {
    const post = queriesFor(route, pageParams).find((item) => item.name === 'postQuery')
    const data =
      post && fallback[serializeContentKey(contentKey(postQueries.postQuery, post.params))]
    if (data)
      ({ info, jsonLd } = postHead(
        info,
        data as NonNullable<PostQueryResult>,
        head?.site ?? null,
        request.siteUrl,
      ))
  }
  return {
    kind: 'page',
    status: found ? 200 : 404,
    route,
    head: [
      renderHead(info, jsonLd),
      // The page's largest above-the-fold image, requested before styles and scripts.
      ...images.slice(0, 1).map(preloadImageTag),
    ].join('\n    '),
    body,
    pageData: serializePageData({
      clock: {
        fixedNow: request.fixedNow,
        renderedAt: request.renderedAt,
        zones: fixedZonesRead(Date.parse(request.fixedNow ?? request.renderedAt)),
      },
      content,
      source: request.source,
      ...(request.form ? { form: request.form } : {}),
    }),
    modules: [routeModuleFile(layoutModuleOf(pageRoute.layout)), routeModuleFile(pageRoute.module)],
  }
}

/** The zones the page just read that keep one offset: the page then needs no ICU for them. */
function fixedZonesRead(aroundMs: number): Record<string, FixedZone> {
  const zones: Record<string, FixedZone> = {}
  for (const name of usedZones()) {
    const zone = detectFixedZone(name, aroundMs)
    if (zone) zones[name] = zone
  }
  return zones
}

/** The Atom feed of a kind's posts (`/news/feed.xml`, `/blog/feed.xml`). */
export async function renderFeed(
  kind: PostKind,
  fetchContent: RenderRequest['fetchContent'],
  siteUrl: string,
  nowMs: number,
): Promise<string> {
  const answer = await fetchContent(postQueries.postFeedQuery, { kind })
  return atomFeed({
    data: answer.result as PostFeedQueryResult,
    feedPath: feedPaths[kind],
    listPath: paths[kind],
    title: documentTitle(routeRegistry.find((route) => route.id === kind)),
    siteUrl,
    nowMs,
  })
}

export { routeRegistry, notFoundRoute, matchRoute }
