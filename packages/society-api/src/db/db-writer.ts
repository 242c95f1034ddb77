import Database from 'libsql'
import type { Row, Statement, StatementResult } from './db-types.ts'

/**
 * The one writer of the society database (docs/decisions/0008-libsql-wal-group-commit.md).
 *
 * Units of work queue up while a commit is on its way to the disk; the next flush runs all of
 * them in one transaction (one SAVEPOINT each, so a failing unit is undone alone) and ends it
 * with one durable COMMIT (WAL, synchronous=FULL: the WAL is fsynced before COMMIT returns).
 * Only then does any unit of the batch learn its outcome, so nothing is acknowledged before it
 * is on disk, and when the commit fails every unit of the batch fails with it.
 */
export interface WriteUnit {
  id: number
  statements: Statement[]
}

export type WriteOutcome =
  | { id: number; ok: true; results: StatementResult[] }
  | { id: number; ok: false; kind: 'statement' | 'persist'; message: string; code: string }

/** Connection settings shared by the writer and the readers. */
export function openConnection(file: string): Database.Database {
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('busy_timeout = 5000')
  db.pragma('foreign_keys = ON')
  // Deleted and overwritten content is zeroed in the file, not left in free space: an erased
  // person's data is gone from the file itself (docs/decisions/0075).
  db.pragma('secure_delete = ON')
  return db
}

interface SqliteLikeError {
  message?: unknown
  code?: unknown
}

function describe(error: unknown): { message: string; code: string } {
  const e = (error ?? {}) as SqliteLikeError
  return {
    message: typeof e.message === 'string' ? e.message : String(error),
    code: typeof e.code === 'string' ? e.code : 'UNKNOWN',
  }
}

/** Constraint and SQL errors belong to one unit; anything else (I/O, disk full…) to the disk. */
const isStatementError = (code: string) =>
  code.startsWith('SQLITE_CONSTRAINT') || code === 'SQLITE_ERROR'

export class GroupCommitWriter {
  readonly #db: Database.Database
  readonly #deliver: (outcomes: WriteOutcome[]) => void
  readonly #statements = new Map<string, Database.Statement>()
  #queue: WriteUnit[] = []
  #scheduled = false

  constructor(file: string, deliver: (outcomes: WriteOutcome[]) => void) {
    this.#db = openConnection(file)
    this.#deliver = deliver
  }

  enqueue(unit: WriteUnit): void {
    this.#queue.push(unit)
    if (this.#scheduled) return
    this.#scheduled = true
    setImmediate(() => this.flush())
  }

  /** Commits everything queued so far (also called once more before closing). */
  flush(): void {
    this.#scheduled = false
    const batch = this.#queue
    this.#queue = []
    if (batch.length > 0) this.#deliver(this.#commit(batch))
  }

  /** Commits what is queued, folds the WAL into the database file (and empties it), closes. */
  close(): void {
    this.flush()
    try {
      this.#db.pragma('wal_checkpoint(TRUNCATE)')
    } catch (error) {
      // Everything is committed in the WAL all the same; the next start folds it in.
      console.error(`[db] checkpoint on close failed: ${describe(error).message}`)
    }
    this.#db.close()
  }

  #prepare(sql: string): Database.Statement {
    let statement = this.#statements.get(sql)
    if (!statement) {
      statement = this.#db.prepare(sql)
      this.#statements.set(sql, statement)
    }
    return statement
  }

  #run({ sql, params = [] }: Statement): StatementResult {
    const statement = this.#prepare(sql)
    if (statement.reader) return { changes: 0, rows: statement.all(...params) as Row[] }
    return { changes: statement.run(...params).changes, rows: [] }
  }

  /** Transaction control through cached statements (no SQL parsing per batch). */
  #control(
    sql:
      | 'BEGIN IMMEDIATE'
      | 'COMMIT'
      | 'ROLLBACK'
      | 'SAVEPOINT unit'
      | 'RELEASE unit'
      | 'ROLLBACK TO unit',
  ): void {
    this.#prepare(sql).run()
  }

  #commit(batch: WriteUnit[]): WriteOutcome[] {
    const failAll = (error: unknown): WriteOutcome[] => {
      try {
        if (this.#db.inTransaction) this.#control('ROLLBACK')
      } catch {
        // SQLite already rolled back, or cannot: either way nothing of the batch is committed
      }
      const { message, code } = describe(error)
      return batch.map(({ id }) => ({ id, ok: false, kind: 'persist', message, code }))
    }
    try {
      this.#control('BEGIN IMMEDIATE')
    } catch (error) {
      return failAll(error)
    }
    // A batch of one needs no savepoint: its failure is the whole transaction's.
    const alone = batch.length === 1
    const outcomes: WriteOutcome[] = []
    for (const unit of batch) {
      if (!alone) this.#control('SAVEPOINT unit')
      try {
        outcomes.push({ id: unit.id, ok: true, results: unit.statements.map((s) => this.#run(s)) })
        if (!alone) this.#control('RELEASE unit')
      } catch (error) {
        const { message, code } = describe(error)
        // An I/O error can end the whole transaction: then nothing of this batch is kept.
        if (!this.#db.inTransaction || !isStatementError(code)) return failAll(error)
        const failed: WriteOutcome = { id: unit.id, ok: false, kind: 'statement', message, code }
        if (alone) {
          this.#control('ROLLBACK')
          return [failed]
        }
        this.#control('ROLLBACK TO unit')
        this.#control('RELEASE unit')
        outcomes.push(failed)
      }
    }
    try {
      this.#control('COMMIT')
    } catch (error) {
      return failAll(error)
    }
    return outcomes
  }
}
