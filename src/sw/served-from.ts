/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core'
import { OFFLINE_COPY_ATTRIBUTE, type ServedFrom } from '@/lib/offline-cache'

declare const self: ServiceWorkerGlobalScope

/**
 * Tells a page where the worker found its answers: a stored copy (offline, or the network took
 * over 3 s) or the network again. The page's offline notice follows it (a browser can be "online"
 * on a venue's Wi-Fi that reaches nothing).
 */
export async function tellPage(clientId: string | undefined, stored: boolean): Promise<void> {
  if (!clientId) return
  const client = await self.clients.get(clientId)
  const message: ServedFrom = { type: 'served-from', stored }
  client?.postMessage(message)
}

const clientOf = (event: ExtendableEvent | undefined) =>
  event && 'clientId' in event ? (event as FetchEvent).clientId : undefined

/** A stored page says so in its markup; the notice reads it while the page starts. */
export async function markedAsStored(response: Response): Promise<Response> {
  if (!response.headers.get('Content-Type')?.includes('text/html')) return response
  const html = (await response.text()).replace('<html', `<html ${OFFLINE_COPY_ATTRIBUTE}`)
  return new Response(html, { status: response.status, headers: response.headers })
}

/** On a page route: a stored copy is marked as one. */
export const pageSource: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? markedAsStored(cachedResponse) : null,
}

/** On a content route: the page hears which answers came from the store and which from the network. */
export const contentSource: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (cachedResponse) await tellPage(clientOf(event), true)
    return cachedResponse ?? null
  },
  fetchDidSucceed: async ({ response, event }) => {
    if (response.ok) await tellPage(clientOf(event), false)
    return response
  },
}
