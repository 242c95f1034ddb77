import { createClient, type QueryParams, type SanityClient } from '@sanity/client'
import type { ServerConfig } from '../server-config.ts'
import { Lru } from '../lru.ts'
import type { ContentSource } from '../render/page-renderer.ts'

/** How long one query to the project may take before the page falls back (stale copy). */
const QUERY_TIMEOUT_MS = 5_000
/** After a failed live-events connection, wait this long before trying again (doubling, capped). */
const RETRY_MIN_MS = 500
const RETRY_MAX_MS = 15_000
/** While the project is failing, answers come from the last good copy for this long, unasked. */
const FAIL_FAST_MS = 5_000
/** Last good answers kept (one per query and parameters the pages ask). */
const MAX_KEPT_ANSWERS = 1_000

export interface RemoteContent {
  /** Published content through the API CDN, with the answers' sync tags (as the browser). */
  query: ContentSource
  /** Changes whenever the project's Live Content API says published content changed. */
  revision(): string
  /** True while the project is unreachable: answers then come from the last good copy. */
  stale(): boolean
  /** Asks the project itself (never a kept answer): the health check's probe. */
  ping(signal: AbortSignal): Promise<void>
  /** Reachability for the health check: when a query or the live stream last worked or failed. */
  status(): { lastOkAt: number | null; lastErrorAt: number | null; live: boolean }
  /** Where content comes from, for the start line. */
  describe(): string
  close(): void
}

/** The client the server renders with: the same settings as the browser's (src/content/client.ts). */
export function remoteClient(config: ServerConfig, opts: { preview?: boolean } = {}): SanityClient {
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    useCdn: !opts.preview,
    perspective: opts.preview ? 'drafts' : 'published',
    timeout: QUERY_TIMEOUT_MS,
    maxRetries: 1,
    ...(opts.preview && config.sanityReadToken ? { token: config.sanityReadToken } : {}),
    // An origin of our own (tests, a proxy): used as it is, without the project host name.
    ...(config.sanityApiHost ? { apiHost: config.sanityApiHost, useProjectHostname: false } : {}),
  })
}

/**
 * Pages from the real Sanity project (docs/decisions/0012-one-local-node-server.md; production
 * mode: docs/deploy-node-server.md): queries through `@sanity/client`, and the page cache's
 * revision moved on by the project's Live Content API events, as the local lake's revision moves
 * on with each edit. A lost stream is retried with back-off; when it comes back the revision
 * moves on too (publishes may have been missed).
 */
export function createRemoteContent(config: ServerConfig): RemoteContent {
  const client = remoteClient(config)
  let revision = 0
  let lastOkAt: number | null = null
  let lastErrorAt: number | null = null
  let live = false
  let closed = false
  let retryMs = RETRY_MIN_MS
  let subscription: { unsubscribe(): void } | null = null
  let retryTimer: NodeJS.Timeout | null = null

  function follow() {
    if (closed) return
    subscription = client.live.events().subscribe({
      next(event) {
        if (event.type === 'welcome') {
          // (Re)connected: anything published while we were away is unknown, so start afresh.
          if (!live) revision++
          live = true
          retryMs = RETRY_MIN_MS
        } else if (event.type === 'message' || event.type === 'restart') {
          revision++
        } else if (event.type === 'reconnect' && live) {
          // The stream dropped and the client is reconnecting: until it is back, cached pages
          // may miss a publish, so they are rendered again (from the last good answers).
          live = false
          revision++
          console.error('[content] live events lost; reconnecting')
        }
      },
      error(error: unknown) {
        // Publishes may now go unseen: pages are rendered again (from the last good answers,
        // with the notice, while the project stays away).
        if (live) revision++
        live = false
        lastErrorAt = Date.now()
        if (closed) return
        console.error(`[content] live events lost (${String(error)}); retrying in ${retryMs} ms`)
        retryTimer = setTimeout(follow, retryMs)
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
      },
      complete() {
        live = false
        if (!closed) retryTimer = setTimeout(follow, retryMs)
      },
    })
  }
  follow()

  const kept = new Lru<string, { result: unknown; syncTags?: string[] }>(MAX_KEPT_ANSWERS)
  const failing = () => lastErrorAt !== null && (lastOkAt === null || lastErrorAt > lastOkAt)

  return {
    async query(query: string, params?: QueryParams) {
      const key = JSON.stringify([query, params ?? {}])
      const last = kept.get(key)
      if (last && failing() && Date.now() - (lastErrorAt ?? 0) < FAIL_FAST_MS) return last
      try {
        const answer = await client.fetch(query, params ?? {}, { filterResponse: false })
        lastOkAt = Date.now()
        const fresh = { result: answer.result, syncTags: answer.syncTags }
        kept.set(key, fresh)
        return fresh
      } catch (error) {
        lastErrorAt = Date.now()
        if (last) return last
        throw error
      }
    },
    revision: () => `remote:${revision}`,
    stale: failing,
    async ping(signal) {
      await client.fetch('1', {}, { signal })
    },
    status: () => ({ lastOkAt, lastErrorAt, live }),
    describe: () =>
      `Sanity project ${config.projectId}/${config.dataset} (v${config.apiVersion}, published, ${
        config.sanityApiHost ?? 'API CDN'
      })`,
    close() {
      closed = true
      subscription?.unsubscribe()
      if (retryTimer) clearTimeout(retryTimer)
    },
  }
}
