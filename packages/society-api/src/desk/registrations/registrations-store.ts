import type { RegistrationData } from '@amrs/shared/contract/conference'
import type { Db, Row, Statement } from '../../db/db.ts'
import { COLUMNS, REGISTRATION_FACTS, whereOf, type ListQuery } from './list-query.ts'

export interface ListRow extends Row {
  id: number
  email: string
  firstname: string
  surname: string
  category: string
  country: string
  /** The money state (payments/balance.ts). */
  payment: string
  /** What the list shows: `cancelled` over the money state. */
  state: string
  due_minor: number | null
  money_currency: string
  has_abstract: number
  erased_at: string | null
  created_at: string
  total: number
}

/** The fields the desk may correct (the e-mail is the registration's key and its payments'). */
export const CORRECTABLE = [
  'firstname',
  'surname',
  'location',
  'contact',
  'affiliation',
  'affiliation_address_street',
  'affiliation_address_city',
  'affiliation_address_country',
] as const
export type Correctable = (typeof CORRECTABLE)[number]

/** The desk's reads and writes of registrations (SQL only). */
export function createDeskRegistrations(db: Db, clock: () => Date = () => new Date()) {
  return {
    /** One page of the list, and how many match in all. */
    list(query: ListQuery): { rows: ListRow[]; total: number } {
      const where = whereOf(query, clock())
      const order = COLUMNS[query.sort].sql
        .split(', ')
        .map((part) => `${part} ${query.dir.toUpperCase()}`)
        .join(', ')
      const rows = db.all<ListRow>(
        `SELECT *, count(*) OVER () AS total FROM (${REGISTRATION_FACTS}) ${where.sql}
         ORDER BY ${order}, id ${query.dir.toUpperCase()} LIMIT ? OFFSET ?`,
        [...where.params, query.perPage, (query.page - 1) * query.perPage],
      )
      return { rows, total: Number(rows[0]?.total ?? (query.page > 1 ? this.count(query) : 0)) }
    },

    count(query: ListQuery): number {
      const where = whereOf(query, clock())
      return Number(
        db.get(`SELECT count(*) AS n FROM (${REGISTRATION_FACTS}) ${where.sql}`, where.params)?.n ??
          0,
      )
    },

    /** Every row of a query (exports), in its order. */
    all(query: ListQuery): Row[] {
      const where = whereOf(query, clock())
      return db.all(
        `SELECT * FROM (${REGISTRATION_FACTS}) ${where.sql} ORDER BY ${COLUMNS[query.sort].sql} ${query.dir.toUpperCase()}, id`,
        where.params,
      )
    },

    find(id: number) {
      const row = db.get(`SELECT * FROM (${REGISTRATION_FACTS}) WHERE id = ?`, [id])
      const stored = db.get<{
        data: string
        abstract_key: string | null
        abstract_kind: string | null
        abstract_size: number | null
        updated_at: string
      }>(
        'SELECT data, abstract_key, abstract_kind, abstract_size, updated_at FROM conference_registrations WHERE id = ?',
        [id],
      )
      if (!row || !stored) return undefined
      return {
        facts: row,
        data: JSON.parse(stored.data) as RegistrationData & Record<string, unknown>,
        abstract: stored.abstract_key
          ? {
              key: stored.abstract_key,
              kind: String(stored.abstract_kind),
              size: Number(stored.abstract_size),
            }
          : null,
        updatedAt: stored.updated_at,
      }
    },

    payments: (email: string) =>
      db.all(
        `SELECT t.reference, t.amount, t.amount_minor, t.currency, t.state, t.provider, t.channel, t.paid_at,
           t.paid_amount_minor, t.paid_currency, t.created_at, t.mismatch, r.number AS receipt
         FROM conference_transactions t LEFT JOIN receipts r ON r.reference = t.reference
         WHERE t.email = ? ORDER BY t.created_at`,
        [email],
      ),

    creditNotes: (email: string) =>
      db.all(
        `SELECT c.number, c.reference, c.amount_minor, c.currency, c.reason, c.issued_at FROM credit_notes c
         WHERE c.payer_email = ? ORDER BY c.issued_at`,
        [email],
      ),

    /** Its changes, oldest first, each with the desk account that made it (null: the delegate). */
    history: (id: number) =>
      db.all<{
        at: string
        account_id: number | null
        account_email: string | null
        field: string
        before: string | null
        after: string | null
      }>(
        `SELECT c.at, c.account_id, a.email AS account_email, c.field, c.before, c.after
         FROM registration_changes c LEFT JOIN desk_accounts a ON a.id = c.account_id
         WHERE c.registration_id = ? ORDER BY c.id`,
        [id],
      ),

    /**
     * Corrects fields: in one unit, the new values and one history row per changed field (before
     * and after), plus the statements given (the audit entry). The fields that changed.
     */
    async correct(
      id: number,
      /** The desk account correcting, or null for the delegate themselves (My registration). */
      accountId: number | null,
      changes: Partial<Record<Correctable, string>>,
      also: Statement[],
    ): Promise<Correctable[]> {
      const current = this.find(id)
      if (!current) return []
      const changed = CORRECTABLE.filter(
        (field) =>
          changes[field] !== undefined && changes[field] !== String(current.data[field] ?? ''),
      )
      if (!changed.length) return []
      const at = clock().toISOString()
      const statements: Statement[] = changed.flatMap((field) => [
        {
          sql: `INSERT INTO registration_changes (registration_id, account_id, at, field, before, after) VALUES (?, ?, ?, ?, ?, ?)`,
          params: [id, accountId, at, field, String(current.data[field] ?? ''), changes[field]!],
        },
        {
          sql: `UPDATE conference_registrations SET data = json_set(data, ?, ?), updated_at = ? WHERE id = ?`,
          params: [`$.${field}`, changes[field]!, at, id],
        },
      ])
      await db.write([...statements, ...also])
      return changed
    },
  }
}

export type DeskRegistrations = ReturnType<typeof createDeskRegistrations>
