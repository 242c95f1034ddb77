import type { ComponentType } from 'react'
import type { HeadInfo } from '@amrs/shared/head'
import type { RouteParams, RouteRow } from '@amrs/shared/routes'
import type { QueryRef, RouteContent } from './route-content'
import type { HeadQueryResult } from './sanity.types'

/**
 * What a route module (`src/routes/<module>.tsx`, named by its row of the route table) exports:
 * its page, the content it shows, and, for a parameterised route, how it lists its paths and
 * what its head says. The browser uses `Component` and `content`; the server also the others.
 */
export interface RouteModule {
  Component: ComponentType
  /** The queries the page (or layout) shows: fetched before rendering, embedded as page data. */
  content?: RouteContent
  /** A parameterised route's paths now (any other path of its pattern is a 404). */
  paths?: PathLister
  /** A head from the page's content (a post's title, cover and JSON-LD), server side. */
  head?: ContentHead
  /**
   * The HTTP status of a listed path from the page's answers (default 200): 410 for a page
   * taken away on purpose (a talk removed from the programme), which still renders.
   */
  status?: (answers: ContentAnswers) => 200 | 410
}

/** One path a parameterised route has. */
export interface ListedPath {
  params: RouteParams
  /** The sitemap's lastmod. */
  lastmod?: string
  /** Former parameters whose paths redirect (301) here: a post's previous slugs. */
  redirectsFrom?: RouteParams[]
  /** Taken away on purpose (its page answers 410): left out of the sitemap. */
  gone?: boolean
}

export interface PathLister {
  query: QueryRef
  /** `nowMs`: the site clock; scheduled content is not listed before its time. */
  list(result: unknown, route: RouteRow, nowMs: number): ListedPath[]
}

/** The page's answers by the names its `content` gives them. */
export type ContentAnswers = Record<string, unknown>

export type ContentHead = (
  answers: ContentAnswers,
  base: HeadInfo,
  context: { site: HeadQueryResult['site'] | null; siteUrl: string },
) => { info: HeadInfo; jsonLd: unknown[] } | null
