import { createHash, randomUUID } from 'node:crypto'
import { chmodSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { PersistError } from '../db/db.ts'
import { PRIVATE_FILE_MODE, privateDir } from '../db/private-files.ts'
import type { StoredAbstract } from './store.ts'

/**
 * Uploaded abstracts on disk, kept in step with the registration rows (docs/decisions/0008):
 * 1. `stage` writes the file under a temporary name (`<key>.part`) and fsyncs it;
 * 2. the row that names `<key>` is committed;
 * 3. `publish` renames it to `<key>` and fsyncs the folder.
 * A crash between any two steps leaves only what `sweep` (at start-up) resolves: a `.part`
 * whose row was committed is published, any other `.part` and any file no row names go.
 */
export const ABSTRACT_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|doc|docx)$/
const PART = '.part'

export function createAbstractFiles(dir: string) {
  const fileOf = (key: string) => {
    if (!ABSTRACT_KEY.test(key)) throw new Error(`Not an abstract key: ${key}`)
    return path.join(dir, key)
  }
  const failed = (error: unknown) =>
    new PersistError(
      `The abstract could not be saved: ${error instanceof Error ? error.message : String(error)}`,
      (error as { code?: string }).code ?? 'EIO',
    )

  async function syncDir(): Promise<void> {
    const handle = await open(dir, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  }

  return {
    path: fileOf,

    /** Step 1: the bytes, durable, under a name no row points at yet. */
    async stage(bytes: Uint8Array, kind: string): Promise<StoredAbstract> {
      const key = `${randomUUID()}.${kind}`
      const part = fileOf(key) + PART
      try {
        privateDir(dir)
        const handle = await open(part, 'wx', PRIVATE_FILE_MODE)
        try {
          await handle.writeFile(bytes)
          await handle.sync()
        } finally {
          await handle.close()
        }
      } catch (error) {
        await rm(part, { force: true }).catch(() => {})
        throw failed(error)
      }
      const etag = createHash('sha256').update(bytes).digest('hex')
      return { key, etag, kind, size: bytes.byteLength }
    },

    /** Step 3: the row is committed; the file takes its final name. */
    async publish(key: string): Promise<void> {
      try {
        await rename(fileOf(key) + PART, fileOf(key))
        await syncDir()
      } catch (error) {
        throw failed(error) // the row is committed: the start-up sweep finishes the rename
      }
    },

    /** A staged file whose row was not committed. */
    async discard(key: string): Promise<void> {
      await rm(fileOf(key) + PART, { force: true }).catch(() => {})
    },

    /** A published file no row points at any more (best effort: the sweep catches leftovers). */
    async remove(key: string): Promise<void> {
      if (ABSTRACT_KEY.test(key)) await rm(fileOf(key), { force: true }).catch(() => {})
    },

    /** At start-up, before serving: finish or undo what a crash interrupted. */
    sweep(referenced: Set<string>): { published: string[]; removed: string[] } {
      const published: string[] = []
      const removed: string[] = []
      privateDir(dir)
      for (const name of readdirSync(dir)) {
        const key = name.endsWith(PART) ? name.slice(0, -PART.length) : name
        if (!ABSTRACT_KEY.test(key)) continue
        const file = path.join(dir, name)
        if (name.endsWith(PART) && referenced.has(key) && !existsSync(fileOf(key))) {
          renameSync(file, fileOf(key))
          published.push(key)
        } else if (name.endsWith(PART) || !referenced.has(key)) {
          rmSync(file, { force: true })
          removed.push(name)
        } else chmodSync(file, PRIVATE_FILE_MODE) // an older install's 0644 file
      }
      return { published, removed }
    },
  }
}

export type AbstractFiles = ReturnType<typeof createAbstractFiles>
