/**
 * Names the service worker and the pages share (docs/decisions/0048-offline-programme.md): its
 * caches, and the keys of what the site stored for offline use (under an origin no request
 * has, so nothing else can match them).
 */
export const OFFLINE_ORIGIN = 'https://offline.invalid'

export const CACHES = {
  pages: 'pages-v1',
  content: 'content-v1',
  offline: 'offline-v1',
} as const

/** When the stored programme was last refreshed: `{ storedAt }`. */
export const OFFLINE_META_KEY = `${OFFLINE_ORIGIN}/meta`

export interface OfflineMeta {
  /** ISO instant. */
  storedAt: string
}

/** On a page the service worker answered with a stored copy (`<html data-offline-copy>`). */
export const OFFLINE_COPY_ATTRIBUTE = 'data-offline-copy'

/** What the worker tells a page about where its content came from. */
export interface ServedFrom {
  type: 'served-from'
  stored: boolean
}

/** The request tag (`tag=` on a content query) of what the worker fetches to keep offline. */
export const KEEP_OFFLINE = 'keep-offline'

/** A content query and its parameters, as a route module declares it. */
export interface PlannedQuery {
  query: string
  params?: Record<string, unknown>
}

/**
 * What the worker keeps of the programme (`programmePaths.offlinePlan`, written from the route
 * modules' declarations): a few pages as HTML, the answers to the queries the programme's pages
 * declare, and each talk's answer, taken from its day's talks: `talks.query` with each of
 * `talks.params` answers a list of talks, each of them the answer to `talks.talkQuery` with
 * `{ code }` (the two queries share their projection).
 */
export interface OfflinePlan {
  pages: string[]
  queries: PlannedQuery[]
  talks: { query: string; params: Array<Record<string, unknown>>; talkQuery: string }
}

/** What a page asks of the worker: keep what the plan at `plan` lists, querying `endpoint`. */
export interface KeepOfflineRequest {
  type: 'keep-offline'
  /** The plan's path on the site. */
  plan: string
  /** The content API's query URL (`…/v2025-01-01/data/query/production`). */
  endpoint: string
}

/** The worker's answer: when it stored the programme, or why it could not. */
export type KeepOfflineReply =
  { type: 'stored'; storedAt: string } | { type: 'failed'; message: string }
