/** Values, statements and results that cross between the server and the database writer. */
export type SqlValue = string | number | bigint | null | Uint8Array
export type Row = Record<string, SqlValue>

export interface Statement {
  sql: string
  params?: SqlValue[]
}

/** `rows` for statements that return data (SELECT, RETURNING); `changes` for the others. */
export interface StatementResult {
  changes: number
  rows: Row[]
}
