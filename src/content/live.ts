import { mutate } from 'swr'
import { contentStatus } from './content-status'
import { createLiveSync, type LiveEvent } from './live-sync'
import { loadClient } from './load-client'
import { serializeContentKey } from './prerendered'
import { attachLiveSync } from './sync-tags'
import type { ContentKey } from './use-content'

/**
 * Live content through Sanity's Live Content API (docs/decisions/0007-live-content-api.md):
 * one `live.events()` subscription per page; each content answer's `syncTags` are recorded, and
 * an event refetches only the content keys it concerns (with `lastLiveEventId`, so the answer
 * is fresh even through the CDN). Keys no mounted component reads are not fetched at all.
 */
export const liveSync = createLiveSync({
  subscribe(onEvent, onError) {
    let stopped = false
    let unsubscribe = () => {}
    loadClient().then(
      (client) => {
        if (stopped) return
        const subscription = client.live.events().subscribe({
          next: (event) => onEvent(event as LiveEvent),
          error: onError,
        })
        unsubscribe = () => subscription.unsubscribe()
      },
      (error: unknown) => {
        if (!stopped) onError(error)
      },
    )
    return () => {
      stopped = true
      unsubscribe()
    }
  },
  refetch(keys) {
    const wanted = keys === 'all' ? null : new Set(keys)
    void mutate(
      (key) =>
        Array.isArray(key) &&
        key[0] === 'content' &&
        (!wanted || wanted.has(serializeContentKey(key as unknown as ContentKey))),
    )
  },
  onTrouble: (stale) => contentStatus.set(stale),
})

/** Starts live updates for the page (loaded after hydration, see `sync-tags.ts`); returns stop. */
export function startLiveContent(): () => void {
  attachLiveSync(liveSync)
  return liveSync.start()
}
