import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openConnection } from './db-writer.ts'

/**
 * Versioned migrations (docs/decisions/0051-numbered-migrations-user-version.md): numbered SQL
 * files in `db/migrations/` (`0001-initial.sql`, …), the database's version in SQLite's own
 * `PRAGMA user_version`. Each migration runs in one transaction together with the version it
 * sets, on a connection of its own, before the writer thread starts: a crash leaves the database
 * at the previous version or the next, never between.
 */
export interface Migration {
  version: number
  name: string
  sql: string
}

/** The migrations refused to run: the database is left at `at`. */
export class MigrationError extends Error {
  override name = 'MigrationError'
}

const FILE = /^(\d{4})-([a-z0-9-]+)\.sql$/

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))

const loaded = new Map<string, Migration[]>()

/** The migrations in a folder, in order; numbered 1, 2, 3… without a gap or a repeat. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  let migrations = loaded.get(dir)
  if (!migrations) loaded.set(dir, (migrations = readMigrations(dir)))
  return migrations
}

function readMigrations(dir: string): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => ({ file, match: FILE.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      version: Number(match[1]),
      name: match[2] ?? file,
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version)
  migrations.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new MigrationError(
        `Migration ${m.version} (${m.name}) is out of sequence: expected ${i + 1}`,
      )
  })
  return migrations
}

/** The database's schema version (SQLite's `PRAGMA user_version`; 0 for a new file). */
export function userVersion(db: { prepare(sql: string): { get(): unknown } }): number {
  const row = db.prepare('PRAGMA user_version').get() as { user_version?: number } | undefined
  return Number(row?.user_version ?? 0)
}

export interface MigrationReport {
  from: number
  to: number
  applied: string[]
}

/** Brings the database file up to the last migration; says what it did. */
export function migrate(file: string, migrations: Migration[] = loadMigrations()): MigrationReport {
  const db = openConnection(file)
  try {
    const from = userVersion(db)
    const latest = migrations.at(-1)?.version ?? 0
    if (from > latest)
      throw new MigrationError(
        `The database ${file} is at version ${from}, newer than this service knows (${latest}): it was written by a newer release. Run that release, or restore a backup taken before it.`,
      )
    const applied: string[] = []
    for (const migration of migrations.filter((m) => m.version > from)) {
      db.exec('BEGIN IMMEDIATE')
      try {
        db.exec(migration.sql)
        db.pragma(`user_version = ${migration.version}`)
        db.exec('COMMIT')
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK')
        throw new MigrationError(
          `Migration ${migration.version} (${migration.name}) failed, the database stays at version ${applied.length + from}: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
      applied.push(`${String(migration.version).padStart(4, '0')}-${migration.name}`)
    }
    return { from, to: Math.max(from, latest), applied }
  } finally {
    db.close()
  }
}
