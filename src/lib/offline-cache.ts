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

/** The request tag (`tag=` on a content query) of what the site fetches to keep offline. */
export const KEEP_OFFLINE = 'keep-offline'
