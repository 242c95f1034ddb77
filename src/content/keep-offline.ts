import {
  CACHES,
  OFFLINE_META_KEY,
  type KeepOfflineReply,
  type KeepOfflineRequest,
  type OfflineMeta,
} from '@/lib/offline-cache'
import { loadClient } from './load-client'

const WORKER_TIMEOUT_MS = 10_000

/**
 * Asks the service worker to keep content for offline use (docs/decisions/0048-offline-programme.md):
 * what the plan at `plan` lists (pages as HTML, content answers). The worker fetches the plan and
 * everything in it, and stores it, on its own thread: the page only sends the plan's address and
 * where content queries go. Resolves to when the worker stored it all, or null when there is no
 * worker or it could not.
 */
export async function keepOffline(plan: string): Promise<OfflineMeta | null> {
  const worker = await activeWorker()
  if (!worker) return null
  // The client every page loads for live updates: it knows the content API's address.
  const client = await loadClient()
  const request: KeepOfflineRequest = {
    type: 'keep-offline',
    plan,
    endpoint: client.getUrl(client.getDataUrl('query'), true),
  }
  const channel = new MessageChannel()
  const reply = new Promise<OfflineMeta | null>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<KeepOfflineReply>) =>
      resolve(event.data.type === 'stored' ? { storedAt: event.data.storedAt } : null)
  })
  worker.postMessage(request, [channel.port2])
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
