import { statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import Database from 'libsql'

/**
 * PRAGMA quick_check on a read-only connection (`mode=ro`: it cannot write, nor checkpoint into
 * the file on close). 'ok', or what SQLite found wrong; a new or empty file has nothing to check.
 */
export function quickCheck(file: string): string {
  let size: number
  try {
    size = statSync(file).size
  } catch {
    return 'ok'
  }
  if (size === 0) return 'ok'
  let db: Database.Database | undefined
  try {
    const uri = new URL(pathToFileURL(path.resolve(file)))
    uri.searchParams.set('mode', 'ro')
    db = new Database(uri.href)
    return (db.prepare('PRAGMA quick_check').all() as { quick_check: string }[])
      .map((row) => row.quick_check)
      .join('\n')
  } catch (error) {
    const e = error as { code?: unknown; message?: unknown }
    return [e.code, e.message ?? String(error)].filter(Boolean).join(': ')
  } finally {
    db?.close()
  }
}
