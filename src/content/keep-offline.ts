import type { QueryParams } from '@sanity/client'
import { CACHES, KEEP_OFFLINE, OFFLINE_META_KEY, type OfflineMeta } from '@/lib/offline-cache'
import { loadClient } from './load-client'
import type { QueryRef } from './route-content'

/**
 * Asks the service worker to keep content for offline use (docs/decisions/0048-offline-programme.md):
 * the pages' HTML, the answers to the queries the pages declare (fetched here, online, so the
 * worker can answer them at the venue), and answers the caller derived itself (a talk's, from its
 * day's talks). Resolves to when the worker stored them, or null when there is no worker.
 */
export interface OfflinePlan {
  pages: string[]
  queries: QueryRef[]
  answers: Array<{ query: string; params?: QueryParams; result: unknown }>
}

const WORKER_TIMEOUT_MS = 10_000

/**
 * The request tag of these fetches: the worker sends them to the network and does not file
 * them with the answers the pages asked for (it stores them under their own keys once told).
 */
export const KEEP_OFFLINE_TAG = KEEP_OFFLINE

export async function keepOffline(plan: OfflinePlan): Promise<OfflineMeta | null> {
  const worker = await activeWorker()
  if (!worker) return null
  const client = await loadClient()
  const fetched = await Promise.all(
    plan.queries.map(async ({ query, params }) => ({
      query,
      ...(params ? { params } : {}),
      result: await client.fetch(query, params ?? {}, { tag: KEEP_OFFLINE_TAG }),
    })),
  )
  const channel = new MessageChannel()
  const reply = new Promise<OfflineMeta | null>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<{ type: string; storedAt?: string }>) =>
      resolve(
        event.data.type === 'stored' && event.data.storedAt
          ? { storedAt: event.data.storedAt }
          : null,
      )
  })
  worker.postMessage(
    {
      type: 'store-offline',
      content: { pages: plan.pages, answers: [...fetched, ...plan.answers] },
    },
    [channel.port2],
  )
  return reply
}

async function activeWorker(): Promise<ServiceWorker | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null
  const ready = navigator.serviceWorker.ready.then((registration) => registration.active)
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_TIMEOUT_MS))
  return Promise.race([ready, timeout])
}

/** When the content kept for offline use was last refreshed, or null (none kept, no cache). */
export async function offlineMeta(): Promise<OfflineMeta | null> {
  if (typeof caches === 'undefined') return null
  const answer = await (await caches.open(CACHES.offline)).match(OFFLINE_META_KEY)
  return answer ? ((await answer.json()) as OfflineMeta) : null
}
