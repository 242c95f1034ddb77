import type { Db, Row, SqlValue, Statement } from '../../db.ts'
import type { RegistrationData } from '@amrs/shared/contract/conference'

/** Tables of the conference part of the local society API. */
const schema = `
CREATE TABLE IF NOT EXISTS conference_registrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,
  data TEXT NOT NULL,
  abstract_key TEXT,
  abstract_etag TEXT,
  abstract_kind TEXT,
  abstract_size INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS conference_transactions (
  reference TEXT PRIMARY KEY,
  registration_id INTEGER REFERENCES conference_registrations(id) ON DELETE SET NULL,
  email TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  state TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS conference_transactions_email ON conference_transactions(email);
`

export interface StoredAbstract {
  key: string
  etag: string
  kind: string
  size: number
}

export interface RegistrationRow {
  id: number
  email: string
  data: RegistrationData
  abstract: StoredAbstract | null
  createdAt: string
  updatedAt: string
}

export interface TransactionRow {
  reference: string
  registrationId: number | null
  email: string
  amount: number
  currency: string
  state: string
  createdAt: string
  updatedAt: string
}

export type NewTransaction = Pick<
  TransactionRow,
  'reference' | 'registrationId' | 'email' | 'amount' | 'currency'
>

/** What saving a registration did; `previousAbstractKey` is the file the old row pointed at. */
export type SaveOutcome =
  | { saved: 'created' | 'updated'; previousAbstractKey: string | null }
  | { saved: false; reason: 'paid' }

/** The payment a registration has open: a new or reused pending one, or none because it is paid. */
export type OpenPayment = { paid: true } | { paid: false; reference: string; reused: boolean }

/** What a checkout action did: moved a pending payment, or found it closed or the fee paid. */
export type SettleOutcome = 'settled' | 'not-pending' | 'paid' | 'unknown'

/** Emails are compared case-insensitively (stored trimmed and lower-cased). */
const normaliseEmail = (email: string) => email.trim().toLowerCase()
const now = () => new Date().toISOString()

/** Whether the fee of an email (the one parameter) is paid: a condition for other statements. */
const PAID = `SELECT 1 FROM conference_transactions WHERE email = ? AND state = 'success'`

function toRegistration(r: Row): RegistrationRow {
  return {
    id: Number(r.id),
    email: String(r.email),
    data: JSON.parse(String(r.data)) as RegistrationData,
    abstract: r.abstract_key
      ? {
          key: String(r.abstract_key),
          etag: String(r.abstract_etag),
          kind: String(r.abstract_kind),
          size: Number(r.abstract_size),
        }
      : null,
    createdAt: String(r.created_at),
    updatedAt: String(r.updated_at),
  }
}

function toTransaction(r: Row): TransactionRow {
  return {
    reference: String(r.reference),
    registrationId: r.registration_id === null ? null : Number(r.registration_id),
    email: String(r.email),
    amount: Number(r.amount),
    currency: String(r.currency),
    state: String(r.state),
    createdAt: String(r.created_at),
    updatedAt: String(r.updated_at),
  }
}

/** INSERT … SELECT so a condition can guard it (`WHERE` is required before ON CONFLICT). */
function insertTransaction(
  t: NewTransaction,
  state: string,
  where: { sql: string; params: SqlValue[] } = { sql: 'WHERE true', params: [] },
  onConflict = '',
): Statement {
  const at = now()
  return {
    sql: `INSERT INTO conference_transactions (reference, registration_id, email, amount, currency, state, created_at, updated_at)
          SELECT ?, ?, ?, ?, ?, ?, ?, ? ${where.sql} ${onConflict}`,
    params: [
      t.reference,
      t.registrationId,
      normaliseEmail(t.email),
      t.amount,
      t.currency,
      state,
      at,
      at,
      ...where.params,
    ],
  }
}

/** Inserts or replaces the registration of `data.email` (normalised), unless its fee is paid. */
function upsertUnlessPaid(
  email: string,
  data: RegistrationData,
  abstract: StoredAbstract | null,
): Statement {
  const at = now()
  return {
    sql: `INSERT INTO conference_registrations (email, data, abstract_key, abstract_etag, abstract_kind, abstract_size, created_at, updated_at)
          SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS (${PAID})
          ON CONFLICT(email) DO UPDATE SET data = excluded.data, abstract_key = excluded.abstract_key,
            abstract_etag = excluded.abstract_etag, abstract_kind = excluded.abstract_kind,
            abstract_size = excluded.abstract_size, updated_at = excluded.updated_at`,
    params: [
      email,
      JSON.stringify({ ...data, email }),
      abstract?.key ?? null,
      abstract?.etag ?? null,
      abstract?.kind ?? null,
      abstract?.size ?? null,
      at,
      at,
      email,
    ],
  }
}

/** One unit: what was stored before, whether the fee is paid, and the guarded upsert. */
async function saveRegistration(
  db: Db,
  data: RegistrationData,
  abstract: StoredAbstract | null,
): Promise<SaveOutcome> {
  const email = normaliseEmail(data.email)
  const [previous, paid] = await db.write([
    { sql: 'SELECT abstract_key FROM conference_registrations WHERE email = ?', params: [email] },
    { sql: PAID, params: [email] },
    upsertUnlessPaid(email, data, abstract),
  ])
  if (paid?.rows.length) return { saved: false, reason: 'paid' }
  const before = previous?.rows[0]
  if (!before) return { saved: 'created', previousAbstractKey: null }
  const key = before.abstract_key
  return { saved: 'updated', previousAbstractKey: typeof key === 'string' ? key : null }
}

/**
 * One unit: today's amount on the pending payment if there is one, else a new pending payment
 * under `t.reference`, neither once the fee is paid; then the payment that is open (or paid).
 */
async function openPayment(db: Db, t: NewTransaction): Promise<OpenPayment> {
  const email = normaliseEmail(t.email)
  const [, , open] = await db.write([
    {
      sql: `UPDATE conference_transactions SET amount = ?, updated_at = ?
            WHERE email = ? AND state = 'pending' AND NOT EXISTS (${PAID})`,
      params: [t.amount, now(), email, email],
    },
    insertTransaction(t, 'pending', {
      sql: `WHERE NOT EXISTS (SELECT 1 FROM conference_transactions WHERE email = ? AND state IN ('pending', 'success'))`,
      params: [email],
    }),
    {
      sql: `SELECT reference, state FROM conference_transactions
            WHERE email = ? AND state IN ('pending', 'success')
            ORDER BY state = 'success' DESC, created_at DESC LIMIT 1`,
      params: [email],
    },
  ])
  const row = open?.rows[0]
  if (!row) throw new Error(`No open payment for ${email} after opening one`)
  if (row.state === 'success') return { paid: true }
  return { paid: false, reference: String(row.reference), reused: row.reference !== t.reference }
}

/** One unit: move the payment if it is pending and its email's fee unpaid, then say why not. */
async function settleCheckout(db: Db, reference: string, state: string): Promise<SettleOutcome> {
  const [update, current] = await db.write([
    {
      sql: `UPDATE conference_transactions SET state = ?, updated_at = ?
            WHERE reference = ? AND state = 'pending' AND NOT EXISTS (
              SELECT 1 FROM conference_transactions AS paid
              WHERE paid.email = conference_transactions.email AND paid.state = 'success')`,
      params: [state, now(), reference],
    },
    {
      sql: `SELECT t.state, EXISTS (SELECT 1 FROM conference_transactions AS paid
              WHERE paid.email = t.email AND paid.state = 'success') AS paid
            FROM conference_transactions AS t WHERE t.reference = ?`,
      params: [reference],
    },
  ])
  if (update?.changes === 1) return 'settled'
  const row = current?.rows[0]
  if (!row) return 'unknown'
  return row.paid ? 'paid' : 'not-pending'
}

/** All SQL of the conference endpoints. Writes resolve once they are on disk. */
export function createConferenceStore(db: Db) {
  db.migrate(schema)
  return {
    findRegistration(email: string): RegistrationRow | undefined {
      const row = db.get('SELECT * FROM conference_registrations WHERE email = ?', [
        normaliseEmail(email),
      ])
      return row && toRegistration(row)
    },

    /** Every abstract file a registration points at (for the start-up sweep). */
    abstractKeys(): Set<string> {
      const rows = db.all<{ abstract_key: string }>(
        'SELECT abstract_key FROM conference_registrations WHERE abstract_key IS NOT NULL',
      )
      return new Set(rows.map((r) => r.abstract_key))
    },

    /** Inserts or replaces the registration of this email, unless its fee is paid already. */
    saveRegistration: (data: RegistrationData, abstract: StoredAbstract | null) =>
      saveRegistration(db, data, abstract),

    isPaid: (email: string): boolean => !!db.get(PAID, [normaliseEmail(email)]),

    /**
     * The one pending payment of this email: reused (with today's amount) when there is one,
     * else created under `t.reference`; none once the fee is paid (no double payment).
     */
    openPayment: (t: NewTransaction) => openPayment(db, t),

    findTransaction(reference: string): TransactionRow | undefined {
      const row = db.get('SELECT * FROM conference_transactions WHERE reference = ?', [reference])
      return row && toTransaction(row)
    },

    transactionsOf(email: string): TransactionRow[] {
      return db
        .all('SELECT * FROM conference_transactions WHERE email = ? ORDER BY created_at', [
          normaliseEmail(email),
        ])
        .map(toTransaction)
    },

    /** A checkout outcome: only a pending payment moves, and never once the fee is paid. */
    settleCheckout: (reference: string, state: string) => settleCheckout(db, reference, state),

    /** Administrative writes without the payment rules (the browser tests' controls use them). */
    async putTransaction(t: NewTransaction, state: string): Promise<void> {
      await db.write([insertTransaction(t, state, undefined, 'ON CONFLICT(reference) DO NOTHING')])
    },
    async setTransactionState(reference: string, state: string): Promise<void> {
      await db.write([
        {
          sql: 'UPDATE conference_transactions SET state = ?, updated_at = ? WHERE reference = ?',
          params: [state, now(), reference],
        },
      ])
    },
  }
}

export type ConferenceStore = ReturnType<typeof createConferenceStore>
