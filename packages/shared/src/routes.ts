import { conferenceRoutes } from './routes/conference-routes'
import { societyRoutes } from './routes/society-routes'

/**
 * The site's route table (docs/decisions/0047-route-owned-data.md): one row per route, without
 * React and without queries, so the browser's router, the server renderer, the prerender, the
 * sitemap and the studio (Presentation's locations) all read the same rows. What a page shows
 * and how a parameterised route lists its paths live in its route module (`src/routes/<module>`).
 */
export type Site = 'society' | 'conference'
export type Layout = 'society' | 'simple' | 'conference'

/** A path's parameters (`{ slug: 'launch' }` for `/news/:slug`) and a row's fixed ones. */
export type RouteParams = Record<string, string>

export interface RouteRow {
  /** Stable id; also the React Router route id. */
  id: string
  /** The path, or a pattern with `:name` segments (its route module lists the paths it has). */
  path: string
  layout: Layout
  /** The route module under `src/routes/` (without `.tsx`): it exports `Component` and its data. */
  module: string
  /**
   * `content`: everything on the page comes from the CMS and is in the prerendered HTML.
   * `app`: forms, payment, verification: the HTML carries the shell, headings and labels;
   * what depends on the browser renders after hydration.
   */
  kind: 'content' | 'app'
  /** The page's name: `<title>` (with the site's name), og:title, placeholder headings. */
  title: string
  description: string
  /** Parameters the row fixes for its module (`{ kind: 'news' }`). */
  params?: RouteParams
  /** Structured data in the head. */
  jsonLd?: 'organization' | 'conference-event' | 'winter-school-event'
  /** Document types the page shows: the sitemap's lastmod, the studio's locations. */
  contentTypes: string[]
  /**
   * A page of one document, or of one kind of documents: which document's fields give the row's
   * parameters (`{ type: 'post', fields: { slug: 'slug.current', kind: 'kind' } }`). The
   * studio's Presentation lists the page, at its own path, for each such document (a pattern's
   * parameters filled from the fields, a fixed parameter matched against them) and opens that
   * document as the page's main one.
   */
  paramsFrom?: DocumentParams
  /** Left out of the sitemap and marked `noindex` (per-visitor or hand-over pages). */
  private?: boolean
  /** An Atom feed the page links in its head (`<link rel="alternate">`). */
  feed?: { path: string; title: string }
}

/** Where a row's parameters come from in a document (see `RouteRow.paramsFrom`). */
export interface DocumentParams {
  type: string
  /** Parameter name → the document field (a dotted path) that holds its value. */
  fields: Record<string, string>
}

export const siteOf = (layout: Layout): Site => (layout === 'conference' ? 'conference' : 'society')

export const routeTable: readonly RouteRow[] = [...societyRoutes, ...conferenceRoutes]

/** Unknown paths: the branded not-found page inside the society layout, HTTP 404. */
export const notFoundRoute: RouteRow = {
  id: 'not-found',
  path: '*',
  layout: 'society',
  module: 'not-found',
  kind: 'content',
  title: 'Page not found',
  description: 'We could not find the page you asked for.',
  contentTypes: [],
  private: true,
}

export const isPattern = (row: Pick<RouteRow, 'path'>) => row.path.includes('/:')

/** A pattern with its parameters filled in (`/news/:slug`, `{ slug: 'launch' }`: `/news/launch`). */
export const fillPattern = (pattern: string, params: RouteParams) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))

/** A pattern's parameters in a path (`:name` takes one whole segment), or null. */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  const want = pattern.split('/')
  const have = path.split('/')
  if (want.length !== have.length) return null
  const params: RouteParams = {}
  for (const [i, part] of want.entries()) {
    const segment = have[i] ?? ''
    if (part.startsWith(':')) {
      if (!segment) return null
      try {
        params[part.slice(1)] = decodeURIComponent(segment)
      } catch {
        return null
      }
    } else if (part !== segment) return null
  }
  return params
}

const byPath = new Map(routeTable.map((r) => [r.path, r]))

/** The row of a path (trailing slash ignored) and its parameters, or undefined. */
export function matchRoute(pathname: string): { route: RouteRow; params: RouteParams } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const exact = byPath.get(path)
  if (exact) return { route: exact, params: exact.params ?? {} }
  // Parameterised rows, in table order (a list's `/news/page/:page` before `/news/:slug`).
  for (const route of routeTable) {
    const params = isPattern(route) ? matchPattern(route.path, path) : null
    if (params) return { route, params: { ...route.params, ...params } }
  }
  return undefined
}

/** The row of a path (trailing slash ignored), or undefined. */
export const routeForPath = (pathname: string) => matchRoute(pathname)?.route

/** `<title>`: the page's name and its site's ("Registration | IUMRS-ICAM 2025"). */
export function documentTitle(route: Pick<RouteRow, 'title' | 'layout'> | undefined): string {
  if (!route) return 'AMRS-UG'
  const site = siteOf(route.layout) === 'conference' ? 'IUMRS-ICAM 2025' : 'AMRS-UG'
  return route.title === site ? site : `${route.title} | ${site}`
}
