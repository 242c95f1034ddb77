import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createLiveSync,
  defaultRetryDelay,
  type LiveEvent,
  type LiveSyncOptions,
} from './live-sync'

/** A fake live-event source plus everything the sync asked for. */
function harness(overrides: Partial<LiveSyncOptions> = {}) {
  const subscriptions: {
    emit: (event: LiveEvent) => void
    fail: (error: unknown) => void
    closed: boolean
  }[] = []
  const refetches: { keys: string[] | 'all'; lastLiveEventId: string | undefined }[] = []
  const trouble: boolean[] = []
  const sync = createLiveSync({
    subscribe(onEvent, onError) {
      const sub = { emit: onEvent, fail: onError, closed: false }
      subscriptions.push(sub)
      return () => {
        sub.closed = true
      }
    },
    refetch: (keys, lastLiveEventId) => refetches.push({ keys, lastLiveEventId }),
    onTrouble: (stale) => trouble.push(stale),
    ...overrides,
  })
  const current = () => subscriptions[subscriptions.length - 1]!
  const emit = (event: LiveEvent) => current().emit(event)
  const settle = () => vi.advanceTimersByTime(100)
  return { sync, subscriptions, refetches, trouble, current, emit, settle }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('live sync: which content refetches', () => {
  it('refetches only the keys whose tags meet the event tags, plus keys with unknown tags', () => {
    const h = harness()
    h.sync.record('accommodation', ['s1:hotel', 's1:img-1'])
    h.sync.record('fees', ['s1:fee', 's1:conference'])
    h.sync.record('settings', ['s1:settings'])
    h.sync.record('unknown', undefined)
    h.sync.start()
    h.emit({ type: 'welcome' })
    h.emit({ type: 'message', id: 'e-1', tags: ['s1:hotel', 's1:other'] })
    h.settle()
    expect(h.refetches).toEqual([{ keys: ['accommodation', 'unknown'], lastLiveEventId: 'e-1' }])
    h.emit({ type: 'message', id: 'e-2', tags: ['s1:conference'] })
    h.settle()
    expect(h.refetches[1]).toEqual({ keys: ['fees', 'unknown'], lastLiveEventId: 'e-2' })
  })

  it('does not refetch on the first welcome, nor when no recorded key is affected', () => {
    const h = harness()
    h.sync.record('fees', ['s1:fee'])
    h.sync.start()
    h.emit({ type: 'welcome' })
    h.emit({ type: 'message', id: 'e-1', tags: ['s1:hotel'] })
    h.settle()
    expect(h.refetches).toEqual([])
    expect(h.sync.lastEventId()).toBe('e-1')
  })

  it('replaces tags on record and drops keys on forget', () => {
    const h = harness()
    h.sync.record('page', ['s1:a'])
    h.sync.record('page', ['s1:b'])
    h.sync.record('gone', ['s1:b'])
    h.sync.forget('gone')
    h.sync.start()
    h.emit({ type: 'message', id: 'e-1', tags: ['s1:a'] })
    h.settle()
    expect(h.refetches).toEqual([])
    h.emit({ type: 'message', id: 'e-2', tags: ['s1:b'] })
    h.settle()
    expect(h.refetches).toEqual([{ keys: ['page'], lastLiveEventId: 'e-2' }])
  })

  it('refetches everything on restart, with the restart id', () => {
    const h = harness()
    h.sync.record('a', ['s1:a'])
    h.sync.start()
    h.emit({ type: 'welcome' })
    h.emit({ type: 'restart', id: 'e-9' })
    h.settle()
    expect(h.refetches).toEqual([{ keys: 'all', lastLiveEventId: 'e-9' }])
  })

  it('after a reconnect, refetches everything once events flow again', () => {
    const h = harness()
    h.sync.record('a', ['s1:a'])
    h.sync.start()
    h.emit({ type: 'welcome' })
    h.emit({ type: 'message', id: 'e-1', tags: ['s1:x'] })
    h.emit({ type: 'reconnect' })
    h.settle()
    expect(h.refetches).toEqual([])
    h.emit({ type: 'welcome' })
    h.settle()
    expect(h.refetches).toEqual([{ keys: 'all', lastLiveEventId: 'e-1' }])
  })

  it('treats goaway as missed events: everything refetches on the next welcome', () => {
    const h = harness()
    h.sync.record('a', ['s1:a'])
    h.sync.start()
    h.emit({ type: 'welcome' })
    h.emit({ type: 'goaway', id: 'e-3' })
    h.emit({ type: 'welcome' })
    h.settle()
    expect(h.refetches).toEqual([{ keys: 'all', lastLiveEventId: undefined }])
  })
})

describe('live sync: bursts', () => {
  it('debounces a burst into one refetch of the union of keys, with the latest id', () => {
    const h = harness({ debounceMs: 100 })
    h.sync.record('a', ['s1:a'])
    h.sync.record('b', ['s1:b'])
    h.sync.record('c', ['s1:c'])
    h.sync.start()
    h.emit({ type: 'message', id: 'e-1', tags: ['s1:a'] })
    vi.advanceTimersByTime(40)
    h.emit({ type: 'message', id: 'e-2', tags: ['s1:b'] })
    vi.advanceTimersByTime(40)
    h.emit({ type: 'message', id: 'e-3', tags: ['s1:zzz'] })
    expect(h.refetches).toEqual([])
    vi.advanceTimersByTime(20)
    expect(h.refetches).toEqual([{ keys: ['a', 'b'], lastLiveEventId: 'e-3' }])
    h.emit({ type: 'message', id: 'e-4', tags: ['s1:c'] })
    vi.advanceTimersByTime(100)
    expect(h.refetches[1]).toEqual({ keys: ['c'], lastLiveEventId: 'e-4' })
  })

  it('a restart inside a burst turns it into one refetch of everything', () => {
    const h = harness()
    h.sync.record('a', ['s1:a'])
    h.sync.start()
    h.emit({ type: 'message', id: 'e-1', tags: ['s1:a'] })
    h.emit({ type: 'restart', id: 'e-2' })
    h.emit({ type: 'message', id: 'e-3', tags: ['s1:a'] })
    h.settle()
    expect(h.refetches).toEqual([{ keys: 'all', lastLiveEventId: 'e-3' }])
  })
})

describe('live sync: errors, trouble and recovery', () => {
  it('resubscribes with backoff, reports trouble after repeated errors and recovers', () => {
    const h = harness({ errorsBeforeTrouble: 3 })
    h.sync.record('a', ['s1:a'])
    h.sync.start()
    h.emit({ type: 'welcome' })
    h.current().fail(new Error('boom'))
    expect(h.subscriptions[0]!.closed).toBe(true)
    expect(h.subscriptions).toHaveLength(1)
    vi.advanceTimersByTime(defaultRetryDelay(1))
    expect(h.subscriptions).toHaveLength(2)
    h.current().fail(new Error('boom'))
    vi.advanceTimersByTime(defaultRetryDelay(2) - 1)
    expect(h.subscriptions).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(h.subscriptions).toHaveLength(3)
    expect(h.trouble).toEqual([])
    h.current().fail(new Error('boom'))
    expect(h.trouble).toEqual([true])
    vi.advanceTimersByTime(defaultRetryDelay(3))
    h.emit({ type: 'welcome' })
    expect(h.trouble).toEqual([true, false])
    h.settle()
    // Events were missed while it was down: everything refetches.
    expect(h.refetches).toEqual([{ keys: 'all', lastLiveEventId: undefined }])
  })

  it('counts repeated reconnects (the client retrying a dead stream) as trouble too', () => {
    const h = harness({ errorsBeforeTrouble: 2 })
    h.sync.start()
    h.emit({ type: 'welcome' })
    h.emit({ type: 'reconnect' })
    expect(h.trouble).toEqual([])
    h.emit({ type: 'reconnect' })
    expect(h.trouble).toEqual([true])
    h.emit({ type: 'message', id: 'e-1', tags: [] })
    expect(h.trouble).toEqual([true, false])
  })

  it('ignores events from a failed subscription and an error raised while subscribing', () => {
    let attempts = 0
    const refetch = vi.fn()
    const sync = createLiveSync({
      subscribe(onEvent, onError) {
        attempts++
        if (attempts === 1) onError(new Error('at once'))
        else onEvent({ type: 'restart', id: 'r-1' })
        return () => {}
      },
      refetch,
      onTrouble: () => {},
    })
    sync.record('a', ['s1:a'])
    sync.start()
    expect(attempts).toBe(1)
    vi.advanceTimersByTime(defaultRetryDelay(1) + 100)
    expect(attempts).toBe(2)
    expect(refetch).toHaveBeenCalledWith('all', 'r-1')
  })

  it('stop() unsubscribes and cancels pending work', () => {
    const h = harness()
    h.sync.record('a', ['s1:a'])
    const stop = h.sync.start()
    h.emit({ type: 'message', id: 'e-1', tags: ['s1:a'] })
    stop()
    h.settle()
    expect(h.current().closed).toBe(true)
    expect(h.refetches).toEqual([])
    h.emit({ type: 'message', id: 'e-2', tags: ['s1:a'] })
    h.settle()
    expect(h.refetches).toEqual([])
  })
})
