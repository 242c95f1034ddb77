import { useSyncExternalStore } from 'react'
import {
  parseStarred,
  serializeStarred,
  STARRED_STORAGE_KEY,
  toggleStar,
  removeStar,
  type Starred,
} from './my-programme-storage'
import type { ProgrammeTalk } from './programme.types'

/**
 * The visitor's starred talks as a store over `localStorage` (one key, my-programme-storage.ts):
 * every star on the page reads one snapshot, a change in another tab arrives through the
 * `storage` event, and the server (which cannot know the stars) renders none. A browser that
 * refuses storage keeps the stars for the page's life.
 */
const NONE: Starred = {}
const listeners = new Set<() => void>()
let memory: string | null = null
let cached: { raw: string | null; value: Starred } = { raw: null, value: NONE }

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STARRED_STORAGE_KEY)
  } catch {
    return memory
  }
}

function snapshot(): Starred {
  const raw = readRaw()
  if (raw !== cached.raw) cached = { raw, value: raw ? parseStarred(raw) : NONE }
  return cached.value
}

const serverSnapshot = () => NONE

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === STARRED_STORAGE_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

function write(next: Starred): void {
  const raw = serializeStarred(next)
  memory = raw
  try {
    window.localStorage.setItem(STARRED_STORAGE_KEY, raw)
  } catch {
    // Storage refused (private mode, full): the stars last as long as the page.
  }
  for (const listener of listeners) listener()
}

/** The stars now (none on the server and while the page hydrates). */
export function useStarred(): Starred {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot)
}

/** Stars or unstars a talk, reading the stored value at that moment. */
export function toggleStarred(talk: ProgrammeTalk, nowMs: number): void {
  write(toggleStar(snapshot(), talk, nowMs))
}

/** Unstars a code (a talk that left the programme too). */
export function unstar(code: string): void {
  write(removeStar(snapshot(), code))
}
