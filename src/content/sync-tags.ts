import type { LiveSync } from './live-sync'

/**
 * Where content answers leave their `syncTags` until live updates start: the live-update code
 * (`live.ts`, with `@sanity/client`) loads after the page is interactive, so the first route
 * does not carry it; what arrived before is handed over when it attaches.
 */
type Sync = Pick<LiveSync, 'record' | 'lastEventId'>

let sync: Sync | undefined
const early = new Map<string, string[] | undefined>()

export function recordSyncTags(key: string, syncTags: string[] | undefined): void {
  if (sync) sync.record(key, syncTags)
  else early.set(key, syncTags)
}

/** The last live event seen, for `lastLiveEventId` (undefined before live updates start). */
export function lastLiveEventId(): string | undefined {
  return sync?.lastEventId()
}

export function attachLiveSync(live: Sync): void {
  sync = live
  for (const [key, tags] of early) live.record(key, tags)
  early.clear()
}
