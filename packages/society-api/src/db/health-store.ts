import type { Db } from './db.ts'

/** Whether the database answers a query (the health check's probe); throws when it cannot. */
export function databaseAnswers(db: Db): boolean {
  return db.get<{ ok: number }>('SELECT 1 AS ok')?.ok === 1
}
