/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import type { WorkboxPlugin } from 'workbox-core'
import { isKeepableContentQuery, isKeepablePage, isStorableAnswer } from './cache-rules'
import { handleMessage } from './messages'
import { CACHES } from '@/lib/offline-cache'
import { offlinePage, storedAnswer } from './offline-store'
import { contentSource, markedAsStored, pageSource, tellPage } from './served-from'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

/**
 * The site's service worker (docs/decisions/0048-offline-programme.md). It keeps the built
 * scripts and styles (so an open tab survives a new deploy: the old worker keeps serving the old
 * files until every tab of it has closed), and pages and published content answers, network
 * first: online, the network answers; after about 3 s without an answer, or offline, the stored
 * copy does. What it never keeps: see cache-rules.ts.
 */
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

/** Answers that may be stored (no `no-store`, a success or a removed talk's 410). */
const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    isStorableAnswer(response.status, response.headers.get('Cache-Control')) ? response : null,
}

const facts = (request: Request, url: URL) => ({
  method: request.method,
  url,
  origin: self.location.origin,
  mode: request.mode,
})

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: 3,
  plugins: [storableOnly, pageSource, new ExpirationPlugin({ maxEntries: 60 })],
})
registerRoute(
  ({ request, url }) => isKeepablePage(facts(request, url)),
  async (options) =>
    (await pages.handle(options).catch(() => null)) ??
    markedAsStored(await offlinePage(options.url)),
)

const content = new NetworkFirst({
  cacheName: CACHES.content,
  networkTimeoutSeconds: 3,
  plugins: [storableOnly, contentSource, new ExpirationPlugin({ maxEntries: 300 })],
})
registerRoute(
  ({ request, url }) => isKeepableContentQuery(facts(request, url)),
  async (options) => {
    const answer = await content.handle(options).catch(() => null)
    if (answer) return answer
    const stored = await storedAnswer(options.url)
    if (!stored) return Response.error()
    await tellPage(options.event instanceof FetchEvent ? options.event.clientId : undefined, true)
    return stored
  },
)

self.addEventListener('message', (event) => event.waitUntil(handleMessage(event)))
