import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { RouteEntry } from '../../src/app/route-registry.ts'
import { socialImagePath } from '../../src/app/head/head.ts'
import { feedPaths } from '@amrs/shared/paths'
import { headQuery, lastUpdatedQuery } from '../../src/content/queries.ts'
import type { HeadQueryResult } from '../../src/content/sanity.types.ts'
import { formatDateRange } from '../../src/lib/date-format.ts'
import { createPageRenderer } from '#server/render/page-renderer'
import type { SsrBundle } from '#server/render/ssr-bundle'
import type { BuildContent } from './content-source.ts'
import { renderSocialCard } from './social-image.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

/**
 * Writes every page of the route registry as `dist/<path>/index.html` (the not-found page as
 * `dist/404.html`), the social images, sitemap.xml and robots.txt.
 */
export interface PrerenderOptions {
  bundle: SsrBundle
  content: BuildContent
  distDir: string
  siteUrl: string
  fixedNow: string | null
}

const fileFor = (distDir: string, routePath: string) =>
  path.join(distDir, ...routePath.split('/').filter(Boolean), 'index.html')

async function write(file: string, body: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, body)
}

async function socialImages(options: PrerenderOptions): Promise<void> {
  const data = (await options.content.query(headQuery)).result as HeadQueryResult
  const host = new URL(options.siteUrl).host
  const conference = data.conference
  const cards = {
    society: {
      title: data.site?.shortName ?? 'AMRS-UG',
      lines: [data.site?.societyName ?? ''],
      footer: host,
      logoUrl: data.site?.logoUrl,
      colors: { background: '#12355b', accent: '#f2b134' },
    },
    conference: {
      title: conference?.name ?? 'IUMRS-ICAM 2025',
      lines: conference
        ? [
            `${formatDateRange(conference.startDate, conference.endDate)} · ${conference.city}, ${conference.country}`,
            conference.fullName ?? '',
          ]
        : [],
      footer: `${host}/iumrs-icam25`,
      logoUrl: conference?.logoUrl,
      colors: { background: '#3d1a5c', accent: '#f2b134' },
    },
  }
  for (const [site, card] of Object.entries(cards) as Array<
    [keyof typeof cards, (typeof cards)['society']]
  >) {
    const logo = card.logoUrl ? await options.content.asset(card.logoUrl) : null
    const png = renderSocialCard({
      ...card,
      lines: card.lines.filter(Boolean),
      ...(logo ? { logo } : {}),
    })
    await write(path.join(options.distDir, socialImagePath(site)), png)
  }
}

async function lastmod(content: BuildContent, route: RouteEntry): Promise<string | null> {
  if (!route.contentTypes.length) return null
  const answer = await content.query(lastUpdatedQuery, { types: route.contentTypes })
  return typeof answer.result === 'string' ? answer.result : null
}

export interface PrerenderResult {
  pages: number
  /** Former paths and where they went now (a post's previous slugs), for `_redirects`. */
  redirects: Array<[from: string, to: string]>
}

export async function prerender(options: PrerenderOptions): Promise<PrerenderResult> {
  const renderPage = createPageRenderer({
    bundle: options.bundle,
    content: options.content.query,
    siteUrl: options.siteUrl,
    fixedNow: options.fixedNow,
    source: 'build',
  })
  // Every path of the site: the routes' own and those parameterised routes list from content
  // (posts and list pages the site clock has reached).
  const nowMs = options.fixedNow ? Date.parse(options.fixedNow) : Date.now()
  const sitePaths = await options.bundle.sitePaths(options.content.query, nowMs)
  for (const { path: pagePath } of sitePaths) {
    const page = await renderPage(pagePath)
    if (page.kind !== 'page' || page.status !== 200)
      throw new Error(
        `Prerendering ${pagePath} gave ${page.kind === 'page' ? page.status : 'a redirect'}`,
      )
    await write(fileFor(options.distDir, pagePath), page.html)
  }
  for (const kind of ['news', 'blog'] as const)
    await write(
      path.join(options.distDir, ...feedPaths[kind].split('/')),
      await options.bundle.renderFeed(kind, options.content.query, options.siteUrl, nowMs),
    )
  const notFound = await renderPage('/404')
  if (notFound.kind !== 'page' || notFound.status !== 404)
    throw new Error('Prerendering the not-found page did not give a 404')
  await write(path.join(options.distDir, '404.html'), notFound.html)

  await socialImages(options)
  const entries = await Promise.all(
    sitePaths.map(async (item) => ({
      path: item.path,
      route: item.route,
      lastmod: item.lastmod ?? (await lastmod(options.content, item.route)),
    })),
  )
  await write(path.join(options.distDir, 'sitemap.xml'), sitemapXml(options.siteUrl, entries))
  await write(path.join(options.distDir, 'robots.txt'), robotsTxt(options.siteUrl))
  return {
    pages: sitePaths.length + 1,
    redirects: sitePaths.flatMap((item) =>
      item.redirectsFrom.map((from) => [from, item.path] as [string, string]),
    ),
  }
}
