import { useSyncExternalStore } from 'react'
import { OFFLINE_COPY_ATTRIBUTE, type ServedFrom } from './offline-cache'

/**
 * Whether what the page shows came from the service worker's store rather than the network: the
 * page itself was a stored copy (its `<html>` says so), or the worker says its latest answers
 * were (and, once the network answers again, that they no longer are).
 */
let stored: boolean | undefined
const listeners = new Set<() => void>()

function listen(): void {
  if (stored !== undefined) return
  stored = document.documentElement.hasAttribute(OFFLINE_COPY_ATTRIBUTE)
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<ServedFrom>) => {
    if (event.data?.type !== 'served-from' || event.data.stored === stored) return
    stored = event.data.stored
    listeners.forEach((listener) => listener())
  })
}

const subscribe = (listener: () => void) => {
  listen()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useServedFromStore = () =>
  useSyncExternalStore(
    subscribe,
    () => (listen(), stored === true),
    () => false,
  )
