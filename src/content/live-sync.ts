/**
 * Live content bookkeeping for Sanity's Live Content API, free of React and SWR: remembers the
 * `syncTags` of each content answer, and on a live event asks for a refetch of exactly the
 * content keys the event can have changed (passing the event id as `lastLiveEventId`, so the
 * refetch bypasses stale caches). The app maps `client.live.events()` to `subscribe` and SWR's
 * `mutate` to `refetch`.
 */

export interface LiveEvent {
  type: 'welcome' | 'message' | 'restart' | 'reconnect' | 'goaway'
  id?: string
  tags?: string[]
}

export interface LiveSyncOptions {
  /** Subscribes to the live events (in the app: `client.live.events()` mapped to LiveEvent); returns unsubscribe. */
  subscribe(onEvent: (event: LiveEvent) => void, onError: (error: unknown) => void): () => void
  /** Refetch these content keys ('all' after a restart), passing lastLiveEventId to the fetch. */
  refetch(keys: string[] | 'all', lastLiveEventId: string | undefined): void
  /** true after repeated errors (the page then shows its quiet "may be out of date" notice), false once events flow again. */
  onTrouble(stale: boolean): void
  /** A burst of events within this window costs one refetch of the union of keys (default 100 ms). */
  debounceMs?: number
  /** Consecutive failures (errors or reconnects without events in between) before `onTrouble(true)` (default 3). */
  errorsBeforeTrouble?: number
  /** Wait before resubscribing after the n-th consecutive error (default 1 s, doubling, at most 30 s). */
  retryDelayMs?: (attempt: number) => number
}

export interface LiveSync {
  /** Remember the syncTags of the latest answer for a content key (replacing earlier tags). */
  record(key: string, syncTags: string[] | undefined): void
  forget(key: string): void
  /** Latest live event id seen (to pass as lastLiveEventId on any fetch). */
  lastEventId(): string | undefined
  start(): () => void
}

export const defaultRetryDelay = (attempt: number): number =>
  Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1))

export function createLiveSync(options: LiveSyncOptions): LiveSync {
  const debounceMs = options.debounceMs ?? 100
  const errorsBeforeTrouble = options.errorsBeforeTrouble ?? 3
  const retryDelay = options.retryDelayMs ?? defaultRetryDelay

  /** key -> tags of its latest answer; undefined = unknown (any event may concern it) */
  const tagsByKey = new Map<string, ReadonlySet<string> | undefined>()
  let lastId: string | undefined
  let pending: Set<string> | 'all' | undefined
  let flushTimer: ReturnType<typeof setTimeout> | undefined
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let unsubscribe: (() => void) | undefined
  let running = false
  /** Bumped per subscription: events from an earlier (failed) subscription are ignored. */
  let generation = 0
  /** Events may have been missed (reconnect, goaway, error): refetch all on the next welcome. */
  let missed = false
  let failures = 0
  let errors = 0
  let stale = false

  function schedule(keys: Iterable<string> | 'all'): void {
    if (keys === 'all') pending = 'all'
    else if (pending !== 'all') {
      pending ??= new Set()
      for (const key of keys) pending.add(key)
      if (pending.size === 0) {
        pending = undefined
        return
      }
    }
    flushTimer ??= setTimeout(flush, debounceMs)
  }

  function flush(): void {
    flushTimer = undefined
    const keys = pending
    pending = undefined
    if (keys === 'all') options.refetch('all', lastId)
    else if (keys) {
      const known = [...keys].filter((key) => tagsByKey.has(key))
      if (known.length > 0) options.refetch(known, lastId)
    }
  }

  function affected(tags: readonly string[]): string[] {
    const keys: string[] = []
    for (const [key, keyTags] of tagsByKey)
      if (!keyTags || tags.some((tag) => keyTags.has(tag))) keys.push(key)
    return keys
  }

  function setStale(value: boolean): void {
    if (stale === value) return
    stale = value
    options.onTrouble(value)
  }

  function fail(): void {
    failures++
    if (failures >= errorsBeforeTrouble) setStale(true)
  }

  function flowing(): void {
    failures = 0
    errors = 0
    setStale(false)
  }

  function onEvent(event: LiveEvent): void {
    if (!running) return
    switch (event.type) {
      case 'welcome':
        flowing()
        if (missed) schedule('all')
        missed = false
        return
      case 'message':
        flowing()
        if (event.id) lastId = event.id
        schedule(event.tags ? affected(event.tags) : 'all')
        return
      case 'restart':
        flowing()
        if (event.id) lastId = event.id
        schedule('all')
        return
      case 'reconnect':
        missed = true
        fail()
        return
      case 'goaway':
        missed = true
        return
    }
  }

  function onError(): void {
    if (!running) return
    generation++
    unsubscribe?.()
    unsubscribe = undefined
    missed = true
    errors++
    fail()
    retryTimer = setTimeout(connect, retryDelay(errors))
  }

  function connect(): void {
    retryTimer = undefined
    if (!running) return
    const mine = ++generation
    const stop = options.subscribe(
      (event) => {
        if (mine === generation) onEvent(event)
      },
      () => {
        if (mine === generation) onError()
      },
    )
    // An error reported during subscribe() has already moved on to a new attempt.
    if (mine === generation) unsubscribe = stop
    else stop()
  }

  return {
    record(key, syncTags) {
      tagsByKey.set(key, syncTags ? new Set(syncTags) : undefined)
    },
    forget(key) {
      tagsByKey.delete(key)
    },
    lastEventId: () => lastId,
    start() {
      if (running) throw new Error('live sync already started')
      running = true
      connect()
      return () => {
        running = false
        generation++
        clearTimeout(flushTimer)
        clearTimeout(retryTimer)
        flushTimer = retryTimer = undefined
        pending = undefined
        unsubscribe?.()
        unsubscribe = undefined
      }
    },
  }
}
