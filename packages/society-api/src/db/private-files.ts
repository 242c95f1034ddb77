import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs'

/**
 * The service's data (the database and its -wal/-shm, abstracts, payment proofs, keys, backups)
 * is for the service's user only (docs/decisions/0097): folders 0700, files 0600, whatever the
 * umask. Created so, and put right when an older install made them readable by others.
 */
export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/**
 * Sets a mode only where it differs: a folder already right is left alone, so one that is
 * read-only to everyone (mounted so, or made immutable) is not a failure.
 */
function ensureMode(target: string, mode: number): void {
  if ((statSync(target).mode & 0o777) !== mode) chmodSync(target, mode)
}

/** Makes `dir` (and any missing parent) readable by its owner only. */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  ensureMode(dir, PRIVATE_DIR_MODE)
}

/** Creates `file` empty if missing, and makes it readable by its owner only. */
export function privateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE))
  ensureMode(file, PRIVATE_FILE_MODE)
}

/** Makes `file` readable by its owner only if it exists. */
export function privateIfExists(file: string): void {
  if (existsSync(file)) ensureMode(file, PRIVATE_FILE_MODE)
}
