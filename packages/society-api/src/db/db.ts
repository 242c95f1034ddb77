import { statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import Database from 'libsql'
import type { Row, SqlValue, Statement, StatementResult } from './db-types.ts'
import {
  GroupCommitWriter,
  openConnection,
  type WriteOutcome,
  type WriteUnit,
} from './db-writer.ts'
import { loadMigrations, migrate, type Migration } from './migrations.ts'
import { privateDir, privateFile, privateIfExists } from './private-files.ts'

export type { Row, SqlValue, Statement, StatementResult }

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

/** The change was not saved (the disk refused it); nothing of it was kept. */
export class PersistError extends Error {
  override name = 'PersistError'
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

/** One statement of the unit failed (e.g. a constraint); the unit was undone. */
export class StatementError extends Error {
  override name = 'StatementError'
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

/**
 * The database file fails SQLite's integrity check (before this check, a file cut short started
 * without a word, answered reads with 404 and took writes on the damaged file). The server
 * refuses to start; the file is left exactly as it is.
 */
export class DatabaseDamagedError extends Error {
  override name = 'DatabaseDamagedError'
  constructor(
    readonly file: string,
    readonly problems: string,
  ) {
    const at = path.resolve(file)
    const found = problems.split('\n')
    super(
      [
        `The society database ${at} is damaged, so the server did not start.`,
        `SQLite's integrity check (PRAGMA quick_check) found: ${found.slice(0, 3).join('; ')}${found.length > 3 ? ` (and ${found.length - 3} more)` : ''}`,
        'The file has been left as it is. What to do:',
        `  1. Stop anything else that uses it, and keep a copy: cp ${at}* <a safe folder>/`,
        '  2. Put back the latest good copy (backup) of the file, or recover what is still readable:',
        `       sqlite3 ${at} .recover | sqlite3 ${path.join(path.dirname(at), 'recovered.sqlite')}`,
        `     then move recovered.sqlite to ${at} (and remove its old -wal and -shm files).`,
        `  3. Or, to start with an empty database, move ${at} and its -wal and -shm files away.`,
      ].join('\n'),
    )
  }
}

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

/** Where the writer runs: a worker thread (the server) or this thread (unit tests, scripts). */
export type WriterMode = 'thread' | 'inline'

interface Writer {
  submit(unit: WriteUnit): void
  close(): Promise<void>
}

type Settle = (outcome: WriteOutcome) => void

function inlineWriter(file: string, settle: Settle): Writer {
  const writer = new GroupCommitWriter(file, (outcomes) => outcomes.forEach(settle))
  return {
    submit: (unit) => writer.enqueue(unit),
    close: async () => writer.close(),
  }
}

/** The writer in a worker thread; resolves once it has opened the file and takes units. */
async function threadWriter(
  file: string,
  settle: Settle,
  failAll: (reason: string) => void,
): Promise<Writer> {
  let worker: Worker | null = null
  let closing = false
  const start = () =>
    new Promise<Worker>((resolve, reject) => {
      const w = new Worker(new URL('./db-worker.mjs', import.meta.url), { workerData: { file } })
      w.on('message', (message: WriteOutcome[] | 'ready') => {
        if (message === 'ready') resolve(w)
        else message.forEach(settle)
      })
      w.on('error', (error) => {
        console.error('[db] writer thread failed', error)
        reject(error)
      })
      w.on('exit', () => {
        if (worker === w) worker = null
        if (!closing) failAll('The database writer stopped')
      })
    })
  worker = await start()
  let restarting: Promise<Worker> | null = null
  return {
    submit(unit) {
      if (worker) return worker.postMessage(unit)
      // The thread died (its units failed with PersistError): start a new one for this unit.
      restarting ??= start().finally(() => (restarting = null))
      restarting.then(
        (w) => {
          worker = w
          w.postMessage(unit)
        },
        (error: unknown) =>
          settle({
            id: unit.id,
            ok: false,
            kind: 'persist',
            message: String(error),
            code: 'WRITER_GONE',
          }),
      )
    },
    async close() {
      closing = true
      const w = worker
      if (!w) return
      const exited = new Promise<void>((resolve) => w.once('exit', () => resolve()))
      w.postMessage('close')
      await exited
    },
  }
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
