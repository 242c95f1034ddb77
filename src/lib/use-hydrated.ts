import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and while React hydrates server-rendered HTML, true afterwards (and from
 * the start on a page rendered in the browser). Parts that depend on the browser (storage,
 * viewport) render their server-safe state until then, so hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
