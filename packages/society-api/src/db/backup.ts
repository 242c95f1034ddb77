import { existsSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import Database from 'libsql'
import { quickCheck } from './db.ts'
import { userVersion } from './migrations.ts'
import { privateDir, privateFile } from './private-files.ts'

export interface BackupReport {
  file: string
  bytes: number
  milliseconds: number
  version: number
}

/**
 * A consistent copy of the database while the service keeps writing
 * (docs/deploy-society-api.md, Backups): `VACUUM INTO` reads one snapshot of the database (the
 * file and its WAL: every commit acknowledged before it began) and writes it, compacted, to a
 * new file, without stopping the writer. The copy is then checked with SQLite's quick_check.
 */
export function backupDatabase(source: string, target: string): BackupReport {
  const to = path.resolve(target)
  if (existsSync(to)) throw new Error(`${to} exists already: the backup never overwrites a file`)
  if (!existsSync(source)) throw new Error(`There is no database at ${path.resolve(source)}`)
  const started = performance.now()
  // The copy is the owner's only, as the database is: made empty 0600, then filled.
  privateDir(path.dirname(to))
  privateFile(to)
  const db = new Database(source)
  try {
    db.pragma('busy_timeout = 5000')
    db.prepare('VACUUM INTO ?').run(to)
  } catch (error) {
    rmSync(to, { force: true })
    throw error
  } finally {
    db.close()
  }
  const check = quickCheck(to)
  if (check !== 'ok') throw new Error(`The backup ${to} fails SQLite's check: ${check}`)
  const copy = new Database(to, { readonly: true })
  let version: number
  try {
    version = userVersion(copy)
  } finally {
    copy.close()
  }
  return {
    file: to,
    bytes: statSync(to).size,
    milliseconds: Math.round(performance.now() - started),
    version,
  }
}
