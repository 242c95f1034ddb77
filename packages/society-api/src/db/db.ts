import path from 'node:path'
import Database from 'libsql'
import { DatabaseDamagedError, PersistError, StatementError } from './db-errors.ts'
import type { Row, SqlValue, Statement, StatementResult } from './db-types.ts'
import { openConnection } from './db-writer.ts'
import { loadMigrations, migrate, type Migration } from './migrations.ts'
import { privateDir, privateFile, privateIfExists } from './private-files.ts'
import { quickCheck } from './quick-check.ts'
import { inlineWriter, threadWriter, type Settle, type WriterMode } from './writer-host.ts'

export type { Row, SqlValue, Statement, StatementResult }
// The database's errors, its file check and the writer's modes, importable from here.
export { DatabaseDamagedError, PersistError, StatementError } from './db-errors.ts'
export { quickCheck } from './quick-check.ts'
export type { WriterMode } from './writer-host.ts'

/**
 * The society API's embedded database: one SQLite file (libSQL, WAL) in `DATA_DIR`
 * (docs/decisions/0008-libsql-wal-group-commit.md), its schema from numbered migrations
 * (docs/decisions/0051-numbered-migrations-user-version.md).
 *
 * Reads run on this thread and see committed data only. Writes go to one writer (a worker
 * thread, so a slow fsync never stalls other requests) as atomic units; `write` resolves
 * after the unit is durably committed, and rejects with `PersistError` when it is not.
 * Closing checkpoints the WAL into the file (TRUNCATE), so the file alone holds everything.
 */
export interface Db {
  get<T extends Row>(sql: string, params?: SqlValue[]): T | undefined
  all<T extends Row>(sql: string, params?: SqlValue[]): T[]
  /** Runs the statements as one all-or-nothing unit; resolves once it is on disk. */
  write(statements: Statement[]): Promise<StatementResult[]>
  /** SQLite's `PRAGMA integrity_check`: 'ok' when the file is sound. */
  integrityCheck(): string
  /**
   * Folds the WAL into the file and empties it (`wal_checkpoint(TRUNCATE)`), so what a write
   * replaced is in neither file (erasure, docs/decisions/0075). True when it completed; false
   * when a reader or writer was busy (then the next checkpoint, at latest closing, does it).
   */
  checkpoint(): boolean
  close(): Promise<void>
}

export interface OpenOptions {
  writer?: WriterMode
  /** The schema's migrations (default: the society API's own, `db/migrations/`). */
  migrations?: Migration[]
}

/**
 * Opens the database, after checking it: a damaged file throws `DatabaseDamagedError` before
 * anything opens it for writing. Then brings its schema up to date (`MigrationError` when it
 * cannot), then starts the writer.
 */
export async function openDb(file: string, opts: OpenOptions = {}): Promise<Db> {
  // The owner's only (db/private-files.ts): SQLite gives -wal and -shm the database's mode.
  privateDir(path.dirname(file))
  privateFile(file)
  for (const suffix of ['-wal', '-shm']) privateIfExists(file + suffix)
  const check = quickCheck(file)
  if (check !== 'ok') throw new DatabaseDamagedError(file, check)
  const report = migrate(file, opts.migrations ?? loadMigrations())
  if (report.applied.length > 0 && report.from > 0)
    console.log(`[db] migrated ${path.basename(file)} from version ${report.from} to ${report.to}`)
  const reader: Database.Database = openConnection(file)
  reader.pragma('query_only = ON')
  const statements = new Map<string, Database.Statement>()
  const prepare = (sql: string) => {
    let statement = statements.get(sql)
    if (!statement) statements.set(sql, (statement = reader.prepare(sql)))
    return statement
  }

  const pending = new Map<
    number,
    { resolve: (r: StatementResult[]) => void; reject: (e: Error) => void }
  >()
  let nextId = 0
  const settle: Settle = (outcome) => {
    const waiter = pending.get(outcome.id)
    if (!waiter) return
    pending.delete(outcome.id)
    if (outcome.ok) waiter.resolve(outcome.results)
    else if (outcome.kind === 'persist')
      waiter.reject(new PersistError(outcome.message, outcome.code))
    else waiter.reject(new StatementError(outcome.message, outcome.code))
  }
  const failAll = (reason: string) => {
    for (const [id] of pending)
      settle({ id, ok: false, kind: 'persist', message: reason, code: 'WRITER_GONE' })
  }
  const writer =
    (opts.writer ?? 'thread') === 'thread'
      ? await threadWriter(file, settle, failAll)
      : inlineWriter(file, settle)
  let closed: Promise<void> | null = null

  return {
    get<T extends Row>(sql: string, params: SqlValue[] = []) {
      const row = prepare(sql).get(...params) as (T & { _metadata?: unknown }) | undefined
      // libsql's get() adds timing as an extra `_metadata` column: not part of the row.
      if (row) delete row._metadata
      return row
    },
    all: <T extends Row>(sql: string, params: SqlValue[] = []) =>
      prepare(sql).all(...params) as T[],
    write(unitStatements) {
      if (closed) return Promise.reject(new PersistError('The database is closed', 'CLOSED'))
      const id = ++nextId
      return new Promise<StatementResult[]>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        writer.submit({ id, statements: unitStatements })
      })
    },
    checkpoint: () =>
      (reader.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[])[0]?.busy === 0,
    integrityCheck: () =>
      (reader.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[])
        .map((row) => row.integrity_check)
        .join('\n'),
    close() {
      closed ??= writer.close().finally(() => {
        failAll('The database is closed')
        reader.close()
      })
      return closed
    },
  }
}
