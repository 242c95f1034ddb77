import { KEEP_OFFLINE } from '@/lib/offline-cache'

/**
 * What the service worker may keep (docs/decisions/0048-offline-programme.md), as pure rules the
 * worker and its tests share. It keeps pages and published content answers so the programme
 * works at the venue without a network; it never keeps what is personal, changing or private:
 * the society API, the checkout, forms' answers, previews, or any answer marked `no-store`.
 */

/** Paths whose answers are never stored, whatever their headers say. */
const NEVER = [
  /^\/api(\/|$)/,
  /^\/checkout(\/|$)/,
  /^\/desk(\/|$)/,
  /^\/iumrs-icam25\/my-registration(\/|$)/,
  // Visa letters' check: what a letter says, per code (docs/decisions/0073-verify-page.md).
  /^\/verify(\/|$)/,
  /^\/forms(\/|$)/,
  /^\/preview(\/|$)/,
  /^\/__test(\/|$)/,
  /^\/_dev(\/|$)/,
  // The newsletter's link pages: their address carries the visitor's own token.
  /^\/newsletter\/(confirm|unsubscribe)(\/|$)/,
]

/** Content lake reads: Sanity's query API (`/v2025-01-01/data/query/<dataset>`), any host. */
const CONTENT_QUERY = /^\/v[\w-]+\/data\/query\/[\w-]+$/

export interface RequestFacts {
  method: string
  url: URL
  /** The page's own origin (the worker's scope). */
  origin: string
  mode: RequestMode
}

/** A same-origin page the visitor navigates to, which may be kept for offline use. */
export function isKeepablePage({ method, url, origin, mode }: RequestFacts): boolean {
  return (
    method === 'GET' &&
    mode === 'navigate' &&
    url.origin === origin &&
    !NEVER.some((path) => path.test(url.pathname))
  )
}

/**
 * A published content query (previews ask other perspectives with a token: never kept), unless
 * the site fetches it to keep offline under a key of its own (its `tag`).
 */
export function isKeepableContentQuery({ method, url }: RequestFacts): boolean {
  if (method !== 'GET' || !CONTENT_QUERY.test(url.pathname)) return false
  if (url.searchParams.get('tag') === KEEP_OFFLINE) return false
  const perspective = url.searchParams.get('perspective')
  return perspective === null || perspective === 'published'
}

/** Whether an answer may be stored: a success (or a removed talk's 410) not marked `no-store`. */
export function isStorableAnswer(status: number, cacheControl: string | null): boolean {
  if (status !== 200 && status !== 410) return false
  const directives = (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
  return !directives.includes('no-store') && !directives.includes('private')
}
