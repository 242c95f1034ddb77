import { storeOffline, type StoredContent } from './offline-store'

/** What pages ask of the worker. */
export type WorkerRequest = { type: 'store-offline'; content: StoredContent }

/** Keeps what the page asked for, then tells it when (or why not). */
export async function handleMessage(event: ExtendableMessageEvent): Promise<void> {
  const request = event.data as WorkerRequest | undefined
  if (request?.type !== 'store-offline') return
  const port = event.ports[0]
  try {
    const meta = await storeOffline(request.content, new Date())
    port?.postMessage({ type: 'stored', ...meta })
  } catch (error) {
    port?.postMessage({ type: 'failed', message: String(error) })
  }
}
