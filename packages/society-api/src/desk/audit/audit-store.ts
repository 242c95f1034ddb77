import type { Db, Statement } from '../../db/db.ts'

/** One entry: identifiers only (account, registration, receipt…), never a name or an address. */
export interface AuditEntry {
  accountId: number | null
  action: string
  target?: string | number | null
  /** Where from: the client's address, its last part cut off (see `truncateAddress`). */
  address?: string | null
}

export interface AuditRow {
  [key: string]: string | number | null
  id: number
  at: string
  account_id: number | null
  action: string
  target: string | null
  address: string | null
}

/** A desk account as the log page names it. */
export interface AuditAccount {
  email: string
  role: string
}

export interface AuditFilter {
  action?: string
  accountId?: number
  target?: string
  limit?: number
  offset?: number
}

/**
 * An address as the log keeps it: an IPv4 address without its last byte (192.0.2.x), an IPv6
 * address with its first four groups: enough to tell places apart, not to name a household.
 */
export function truncateAddress(address: string): string {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(address)) return address.replace(/\.\d+$/, '.x')
  if (address.includes(':')) return `${address.split(':').slice(0, 4).join(':')}::x`
  return address
}

/**
 * The statement that appends an entry: write it in the same unit as the change it records.
 * `onlyIf` (a condition, as SQL with its parameters) keeps it to the case where that change
 * was made, when the change itself is conditional.
 */
export function auditStatement(
  entry: AuditEntry,
  at: Date = new Date(),
  onlyIf?: Statement,
): Statement {
  const values = [
    at.toISOString(),
    entry.accountId,
    entry.action,
    entry.target == null ? null : String(entry.target),
    entry.address ? truncateAddress(entry.address) : null,
  ]
  if (onlyIf)
    return {
      sql: `INSERT INTO audit_log (at, account_id, action, target, address) SELECT ?, ?, ?, ?, ? WHERE ${onlyIf.sql}`,
      params: [...values, ...(onlyIf.params ?? [])],
    }
  return {
    sql: 'INSERT INTO audit_log (at, account_id, action, target, address) VALUES (?, ?, ?, ?, ?)',
    params: values,
  }
}

/** Reads of the audit log (there is no UPDATE or DELETE of it anywhere: triggers refuse them). */
export function createAuditStore(db: Db) {
  return {
    append: async (entry: AuditEntry) => {
      await db.write([auditStatement(entry)])
    },
    list(filter: AuditFilter = {}): { rows: AuditRow[]; total: number } {
      const where: string[] = []
      const params: (string | number)[] = []
      const add = (sql: string, value: string | number | undefined) => {
        if (value === undefined || value === '') return
        where.push(sql)
        params.push(value)
      }
      add('action = ?', filter.action)
      add('account_id = ?', filter.accountId)
      add('target = ?', filter.target)
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : ''
      const total = Number(db.get(`SELECT count(*) AS n FROM audit_log ${clause}`, params)?.n ?? 0)
      const rows = db.all<AuditRow>(
        `SELECT * FROM audit_log ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`,
        [...params, filter.limit ?? 50, filter.offset ?? 0],
      )
      return { rows, total }
    },
    /**
     * The desk accounts the rows name, by id: what the log page shows instead of a bare number
     * (the log itself keeps identifiers only). An id without an account stays a number.
     */
    accountsOf(rows: readonly AuditRow[]): Map<number, AuditAccount> {
      const ids = [...new Set(rows.map((r) => r.account_id).filter((id) => id !== null))]
      if (!ids.length) return new Map()
      return new Map(
        db
          .all<{ id: number; email: string; role: string }>(
            `SELECT id, email, role FROM desk_accounts WHERE id IN (${ids.map(() => '?').join(',')})`,
            ids,
          )
          .map((a) => [Number(a.id), { email: String(a.email), role: String(a.role) }]),
      )
    },
    actions: (): string[] =>
      db
        .all<{ action: string }>('SELECT DISTINCT action FROM audit_log ORDER BY action')
        .map((r) => r.action),
  }
}

export type AuditStore = ReturnType<typeof createAuditStore>
