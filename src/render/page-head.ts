import { headInfo, renderHead, type HeadInfo } from '@amrs/shared/head'
import { feedPaths, type PostKind } from '@amrs/shared/paths'
import type { FetchContent } from '@amrs/shared/render-contract'
import { documentTitle, type RouteRow } from '@amrs/shared/routes'
import type { RouteModule } from '@/content/route-module'
import type { HeadQueryResult } from '@/content/sanity.types'
import { headQuery } from '@/app/head/queries'
import { structuredData } from '@/app/head/structured-data'

export interface PageHeadInput {
  route: RouteRow
  page: RouteModule
  /** The page's own path (a parameterised route's, not its pattern), or null for a 404. */
  path: string | null
  /** The page's answers by name (a head from content reads them). */
  answers: Record<string, unknown>
  siteUrl: string
}

/** Whether the page's head needs the site-wide head data (JSON-LD, a head from content). */
export const needsHeadData = (route: RouteRow, page: RouteModule, found: boolean) =>
  !!route.jsonLd || (found && !!page.head)

export const fetchHeadData = async (fetchContent: FetchContent) =>
  (await fetchContent(headQuery)).result as HeadQueryResult

/**
 * The page's `<head>` tags: the row's title and description, canonical and link preview, a post
 * list's feed, the row's JSON-LD, or what the page's module derives from its content.
 */
export function pageHead(input: PageHeadInput, head: HeadQueryResult | null): string {
  const { route, page, path, answers, siteUrl } = input
  let info: HeadInfo = headInfo(route, siteUrl, path ?? route.path)
  // A post list (and its further pages) links its kind's Atom feed; a row may name its own.
  const kind = route.params?.kind as PostKind | undefined
  if (route.feed)
    info.feed = { href: new URL(route.feed.path, siteUrl).href, title: route.feed.title }
  else if (kind && !page.head)
    info.feed = { href: new URL(feedPaths[kind], siteUrl).href, title: documentTitle(route) }
  let jsonLd: unknown[] = head && route.jsonLd ? structuredData(route, head, siteUrl) : []
  if (path && page.head) {
    const own = page.head(answers, info, { site: head?.site ?? null, siteUrl })
    if (own) ({ info, jsonLd } = own)
  }
  return renderHead(info, jsonLd)
}
