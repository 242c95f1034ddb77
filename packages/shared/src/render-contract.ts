import type { FormEcho } from './forms'
import type { RouteRow } from './routes'

/**
 * What the server-rendering bundle (`dist-ssr/entry-server.mjs`, built from `src/entry-server.tsx`)
 * offers the Node server and the build: the one seam between the page code and its hosts, so
 * `server/` and `scripts/` never import `src/`.
 */
export interface ContentAnswer {
  result: unknown
  syncTags?: string[]
}

/** Runs a GROQ query against the content lake (published perspective). */
export type FetchContent = (
  query: string,
  params?: Record<string, unknown>,
) => Promise<ContentAnswer>

export interface RenderRequest {
  /** Absolute URL of the page (origin is only used to build the Request). */
  url: string
  fetchContent: FetchContent
  /** Public origin for canonical and og URLs (`SITE_URL`). */
  siteUrl: string
  /** `SITE_NOW` or null (real time). */
  fixedNow: string | null
  /** The instant the page is rendered at (the clock's server snapshot). */
  renderedAt: string
  source: 'server' | 'build'
  /** The server's answer to a form posted without scripts: the page shows it. */
  form?: FormEcho
  /** Preview (drafts, click-to-edit): the page marks what it shows for the studio. */
  preview?: PreviewRender
}

/** What a preview render needs: the studio whose fields click-to-edit opens. */
export interface PreviewRender {
  studioUrl: string
}

export type PageStatus = 200 | 404 | 410

export type RenderResult =
  | { kind: 'redirect'; location: string; status: 301 | 308 }
  | {
      kind: 'page'
      /** 410: a page the site had and took away on purpose (a talk removed from the programme). */
      status: PageStatus
      route: RouteRow
      head: string
      body: string
      pageData: string
      /** Source files of the route's modules (layout and page) for preload and CSS links. */
      modules: string[]
    }

/** A path of the site: a route's own, or one a parameterised route listed from content. */
export interface SitePath {
  path: string
  route: RouteRow
  /** A listed path's newest `_updatedAt` (the sitemap's lastmod). */
  lastmod?: string
  /** Paths that redirect (301) here (a post's previous slugs). */
  redirectsFrom: string[]
  /** Taken away on purpose: its page still renders, with 410 Gone, and the sitemap leaves it out. */
  gone?: boolean
}

/** A resource path now (`@amrs/shared/resources`): a feed or a calendar the bundle writes. */
export interface ResourcePath {
  path: string
  contentType: string
}

/** What a site's link-preview card says (drawn by the build). */
export interface SocialCardText {
  title: string
  lines: string[]
  footer: string
  logoUrl: string | null
}

export interface SsrEntry {
  render(request: RenderRequest): Promise<RenderResult>
  /** Every path of the site now: the prerender, the sitemap, `_redirects` and the server read it. */
  sitePaths(fetchContent: FetchContent, nowMs: number): Promise<SitePath[]>
  /** The sitemap's pages: every public path and the newest `_updatedAt` of what it shows. */
  sitemapEntries(
    fetchContent: FetchContent,
    nowMs: number,
  ): Promise<Array<{ path: string; lastmod: string | null }>>
  /** Every resource path now (feeds, calendars): the prerender writes each. */
  resourcePaths(fetchContent: FetchContent): Promise<ResourcePath[]>
  /** A resource's text from current content; null when the path names none (now). */
  renderResource(
    path: string,
    fetchContent: FetchContent,
    siteUrl: string,
    nowMs: number,
  ): Promise<string | null>
  /** The two sites' link-preview cards. */
  socialCards(
    fetchContent: FetchContent,
    siteUrl: string,
  ): Promise<Record<'society' | 'conference', SocialCardText>>
}
