import { feedPaths } from './paths'
import { programmePaths } from './programme/programme-paths'

/**
 * The site's resources: files the server-rendering bundle lists and writes from content, beside
 * the pages (the posts' Atom feeds, the programme's calendars, its change feed and what the service worker
 * keeps of it). One table, as
 * for the routes: the Node server answers these paths from current content, the prerender writes
 * every path the bundle lists, and the static host's `_headers` gives them their type.
 */
export interface ResourceRow {
  id: string
  /** The path, or a pattern whose `:name` stands for part of one segment (`/p/:code.ics`). */
  path: string
  contentType: string
  /**
   * For a pattern: a `_headers` path that covers its files and nothing else (a folder of its
   * own), or none when its files share a folder with pages (the host then types them by their
   * extension).
   */
  hostRule?: string
}

export const ATOM_TYPE = 'application/atom+xml; charset=utf-8'
export const CALENDAR_TYPE = 'text/calendar; charset=utf-8'
export const JSON_TYPE = 'application/json; charset=utf-8'

const programme = programmePaths.programme

export const resourceTable: readonly ResourceRow[] = [
  { id: 'news-feed', path: feedPaths.news, contentType: ATOM_TYPE },
  { id: 'blog-feed', path: feedPaths.blog, contentType: ATOM_TYPE },
  { id: 'programme-calendar', path: programmePaths.calendar, contentType: CALENDAR_TYPE },
  { id: 'programme-changes', path: programmePaths.changesFeed, contentType: ATOM_TYPE },
  { id: 'programme-offline', path: programmePaths.offlinePlan, contentType: JSON_TYPE },
  {
    id: 'session-calendar',
    path: `${programme}/session/:id.ics`,
    contentType: CALENDAR_TYPE,
    hostRule: `${programme}/session/*`,
  },
  { id: 'talk-calendar', path: `${programme}/:code.ics`, contentType: CALENDAR_TYPE },
]

export const isResourcePattern = (row: Pick<ResourceRow, 'path'>) => row.path.includes(':')

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function patternRegExp(pattern: string): { re: RegExp; names: string[] } {
  const names: string[] = []
  const source = pattern
    .split(/(:\w+)/)
    .map((part) => {
      if (!part.startsWith(':')) return escapeRegExp(part)
      names.push(part.slice(1))
      return '([^/]+?)'
    })
    .join('')
  return { re: new RegExp(`^${source}$`), names }
}

const compiled = resourceTable.map((row) => ({ row, ...patternRegExp(row.path) }))

/** The resource a path names, with its parameters (decoded), or undefined. */
export function matchResource(
  pathname: string,
): { row: ResourceRow; params: Record<string, string> } | undefined {
  for (const { row, re, names } of compiled) {
    const match = re.exec(pathname)
    if (!match) continue
    try {
      const params = Object.fromEntries(
        names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]),
      )
      return { row, params }
    } catch {
      return undefined
    }
  }
  return undefined
}

/** A pattern with its parameters filled in (encoded). */
export const fillResource = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
