import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import type { QueryParams } from '@sanity/client'
import type { FormEcho } from './config/forms'
import { pathAliases } from './config/paths'
import * as queries from './content/queries'
import type { HeadQueryResult } from './content/sanity.types'
import { contentKey } from './content/use-content'
import { serializeContentKey } from './content/prerendered'
import { headInfo, renderHead } from './app/head/head'
import { structuredData } from './app/head/structured-data'
import { serializePageData, type PageData } from './app/page-data'
import { Providers } from './app/providers'
import {
  notFoundRoute,
  queriesFor,
  routeForPath,
  routeRegistry,
  type ContentQuery,
  type RouteEntry,
} from './app/route-registry'
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
  | { kind: 'redirect'; location: string; status: 308 }
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

function queryText(name: ContentQuery['name']): string {
  return queries[name]
}

async function fetchAll(
  route: RouteEntry,
  fetchContent: RenderRequest['fetchContent'],
): Promise<PageData['content']> {
  const entries = await Promise.all(
    queriesFor(route).map(async ({ name, params }) => {
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

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url)
  const alias = pathAliases[url.pathname.replace(/\/+$/, '')]
  if (alias) return { kind: 'redirect', location: alias + url.search, status: 308 }

  const found = routeForPath(url.pathname)
  const route = found ?? notFoundRoute
  const [content, head] = await Promise.all([
    fetchAll(route, request.fetchContent),
    route.jsonLd
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

  const info = headInfo(route, request.siteUrl)
  return {
    kind: 'page',
    status: found ? 200 : 404,
    route,
    head: [
      renderHead(info, head ? structuredData(route, head, request.siteUrl) : []),
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
    modules: [routeModuleFile(layoutModuleOf(route.layout)), routeModuleFile(route.module)],
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

export { routeRegistry, notFoundRoute }
