import { randomBytes } from 'node:crypto'

/**
 * Abstract files sent with a registration form that came back to be corrected, kept for that
 * form (docs/decisions/0102): a browser never refills a file input, so without scripts the file
 * would be lost on the answer page. The answer carries a random handle in a hidden field (in
 * the page, never in a URL); the next post of the form takes the file from here, unless a new
 * one replaces it. In this process's memory only: never written to disk, dropped once the
 * registration is sent, after an hour, or, at the cap, oldest first (the answer then says to
 * choose the file again).
 */
export const STAGED_ABSTRACT_TTL_MS = 60 * 60_000
/** 1 MB files at most (the abstract limit): at most this many megabytes held. */
export const STAGED_ABSTRACT_MAX = 64

interface Kept {
  file: File
  expires: number
}

const kept = new Map<string, Kept>()

function sweep(now: number) {
  for (const [handle, entry] of kept) if (entry.expires <= now) kept.delete(handle)
}

/** Keeps a file for an hour; its handle (32 random bytes, base64url). */
export function stageAbstract(file: File, now = Date.now()): string {
  sweep(now)
  while (kept.size >= STAGED_ABSTRACT_MAX) {
    const oldest = kept.keys().next().value
    if (oldest === undefined) break
    kept.delete(oldest)
  }
  const handle = randomBytes(32).toString('base64url')
  kept.set(handle, { file, expires: now + STAGED_ABSTRACT_TTL_MS })
  return handle
}

const HANDLE = /^[A-Za-z0-9_-]{43}$/

/** The file kept under `handle`, its hour started again; null when unknown or expired. */
export function stagedAbstract(handle: string | undefined, now = Date.now()): File | null {
  if (!handle || !HANDLE.test(handle)) return null
  const entry = kept.get(handle)
  if (!entry || entry.expires <= now) {
    kept.delete(handle)
    return null
  }
  // Moved to the end: the cap drops the file least recently used first.
  kept.delete(handle)
  kept.set(handle, { file: entry.file, expires: now + STAGED_ABSTRACT_TTL_MS })
  return entry.file
}

export function dropStagedAbstract(handle: string | undefined): void {
  if (handle) kept.delete(handle)
}
