import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { socialImagePath } from '@amrs/shared/head'
import { createPageRenderer } from '#server/render/page-renderer'
import type { SsrBundle } from '#server/render/ssr-bundle'
import type { BuildContent } from './content-source.ts'
import { renderSocialCard } from './social-image.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

/**
 * Writes every page of the route registry as `dist/<path>/index.html` (the not-found page as
 * `dist/404.html`), every resource the bundle lists (feeds, calendars), the social images,
 * sitemap.xml and robots.txt. A page taken away on purpose (a removed talk) is written too: the
 * host answers it with 410 (`_redirects`).
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

const CARD_COLORS = {
  society: { background: '#12355b', accent: '#f2b134' },
  conference: { background: '#3d1a5c', accent: '#f2b134' },
} as const

/** Each site's link-preview card: the bundle says what it reads, the build draws it. */
async function socialImages(options: PrerenderOptions): Promise<void> {
  const cards = await options.bundle.socialCards(options.content.query, options.siteUrl)
  for (const site of ['society', 'conference'] as const) {
    const { logoUrl, ...card } = cards[site]
    const logo = logoUrl ? await options.content.asset(logoUrl) : null
    const png = renderSocialCard({ ...card, colors: CARD_COLORS[site], ...(logo ? { logo } : {}) })
    await write(path.join(options.distDir, socialImagePath(site)), png)
  }
}

export interface PrerenderResult {
  pages: number
  /** Former paths and where they went now (a post's previous slugs), for `_redirects`. */
  redirects: Array<[from: string, to: string]>
  /** Pages taken away on purpose (removed talks), for `_redirects` (410). */
  gone: string[]
  resources: number
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
  for (const { path: pagePath, gone } of sitePaths) {
    const page = await renderPage(pagePath)
    const expected = gone ? 410 : 200
    if (page.kind !== 'page' || page.status !== expected)
      throw new Error(
        `Prerendering ${pagePath} gave ${page.kind === 'page' ? page.status : 'a redirect'}, not ${expected}`,
      )
    await write(fileFor(options.distDir, pagePath), page.html)
  }
  const resources = await options.bundle.resourcePaths(options.content.query)
  for (const { path: resourcePath } of resources) {
    const text = await options.bundle.renderResource(
      resourcePath,
      options.content.query,
      options.siteUrl,
      nowMs,
    )
    if (text === null) throw new Error(`The bundle listed ${resourcePath} but wrote nothing`)
    await write(path.join(options.distDir, ...resourcePath.split('/')), text)
  }
  const notFound = await renderPage('/404')
  if (notFound.kind !== 'page' || notFound.status !== 404)
    throw new Error('Prerendering the not-found page did not give a 404')
  await write(path.join(options.distDir, '404.html'), notFound.html)

  await socialImages(options)
  const entries = await options.bundle.sitemapEntries(options.content.query, nowMs)
  await write(path.join(options.distDir, 'sitemap.xml'), sitemapXml(options.siteUrl, entries))
  await write(path.join(options.distDir, 'robots.txt'), robotsTxt(options.siteUrl))
  return {
    pages: sitePaths.length + 1,
    redirects: sitePaths.flatMap((item) =>
      item.redirectsFrom.map((from) => [from, item.path] as [string, string]),
    ),
    gone: sitePaths.filter((item) => item.gone).map((item) => item.path),
    resources: resources.length,
  }
}
