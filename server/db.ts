import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import initSqlJs, { type Database, type SqlValue } from 'sql.js'

/**
 * The local society API's embedded database: SQLite (sql.js, WebAssembly, no native build),
 * kept in one file that is rewritten atomically after every change, so data survives restarts.
 */
export interface Db {
  /** Runs a statement that changes data and saves the file. */
  run(sql: string, params?: SqlValue[]): void
  all<T extends Record<string, SqlValue>>(sql: string, params?: SqlValue[]): T[]
  get<T extends Record<string, SqlValue>>(sql: string, params?: SqlValue[]): T | undefined
  /** Runs several changes as one transaction and saves once. */
  transaction(work: () => void): void
  /** Creates tables etc. (idempotent DDL) without an extra save per statement. */
  exec(sql: string): void
  close(): void
}

const require = createRequire(import.meta.url)
let sqlJs: ReturnType<typeof initSqlJs> | undefined

function loadSqlJs() {
  sqlJs ??= initSqlJs({
    locateFile: (file) => path.join(path.dirname(require.resolve('sql.js')), file),
  })
  return sqlJs
}

export async function openDb(file: string | ':memory:'): Promise<Db> {
  const SQL = await loadSqlJs()
  const inMemory = file === ':memory:'
  if (!inMemory) mkdirSync(path.dirname(file), { recursive: true })
  const db: Database =
    !inMemory && existsSync(file) ? new SQL.Database(readFileSync(file)) : new SQL.Database()
  db.exec('PRAGMA foreign_keys = ON')
  let inTransaction = false

  const save = () => {
    if (inMemory || inTransaction) return
    const tmp = `${file}.${process.pid}.tmp`
    writeFileSync(tmp, db.export())
    renameSync(tmp, file)
  }

  const select = <T>(sql: string, params: SqlValue[] = []): T[] => {
    const stmt = db.prepare(sql)
    try {
      stmt.bind(params)
      const rows: T[] = []
      while (stmt.step()) rows.push(stmt.getAsObject() as T)
      return rows
    } finally {
      stmt.free()
    }
  }

  return {
    run(sql, params = []) {
      db.run(sql, params)
      save()
    },
    all: (sql, params) => select(sql, params),
    get: <T>(sql: string, params?: SqlValue[]) => select<T>(sql, params)[0],
    transaction(work) {
      db.exec('BEGIN')
      inTransaction = true
      try {
        work()
        db.exec('COMMIT')
      } catch (error) {
        db.exec('ROLLBACK')
        throw error
      } finally {
        inTransaction = false
      }
      save()
    },
    exec(sql) {
      db.exec(sql)
      save()
    },
    close() {
      save()
      db.close()
    },
  }
}
