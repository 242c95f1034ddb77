import type { KeepOfflineReply, KeepOfflineRequest } from '@/lib/offline-cache'
import { keepPlanned } from './offline-store'

/** Keeps what the page asked for, then tells it when (or why not). */
export async function handleMessage(event: ExtendableMessageEvent): Promise<void> {
  const request = event.data as KeepOfflineRequest | undefined
  if (request?.type !== 'keep-offline') return
  const port = event.ports[0]
  const reply = (message: KeepOfflineReply) => port?.postMessage(message)
  try {
    reply({ type: 'stored', ...(await keepPlanned(request, new Date())) })
  } catch (error) {
    reply({ type: 'failed', message: String(error) })
  }
}
