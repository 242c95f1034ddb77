import { randomUUID } from 'node:crypto'
import type { Db, Row, SqlValue, Statement } from '../db/db.ts'
import { issueReceipt, type ReceiptLine } from '../receipts/receipts-store.ts'
import type { ReceiptIssuer } from '../receipts/receipt-issuer.ts'
import type { ProviderRecord } from './gateway.ts'
import { OPEN_STATES, outcomeOf } from './payment-states.ts'

export interface TransactionRow {
  reference: string
  registrationId: number | null
  email: string
  /** In major units, as the fee table says it (500 = USD 500). */
  amount: number
  amountMinor: number
  currency: string
  state: string
  checkoutUrl: string | null
  providerStatus: string | null
  paidAmountMinor: number | null
  paidCurrency: string | null
  paidAt: string | null
  mismatch: string | null
  receiptNumber: string | null
  createdAt: string
  updatedAt: string
}

export interface NewPayment {
  reference: string
  registrationId: number | null
  email: string
  amount: number
  amountMinor: number
  currency: string
  lines: ReceiptLine[]
  issuer: ReceiptIssuer | null
}

/** The payment a registration has open: a new or reused pending one, or none because it is paid. */
export type OpenPayment =
  { paid: true } | { paid: false; reference: string; reused: boolean; checkoutUrl: string | null }

/** What applying a provider's record did. */
export interface Applied {
  /** The same webhook event was handled before: nothing changed. */
  replay: boolean
  transaction: TransactionRow | undefined
}

/** Emails are compared case-insensitively (stored trimmed and lower-cased). */
const normaliseEmail = (email: string) => email.trim().toLowerCase()
const iso = (at: Date) => at.toISOString()

const OPEN = OPEN_STATES.map((s) => `'${s}'`).join(', ')

/** Whether another payment of the same e-mail is paid (inside an UPDATE of `conference_transactions`). */
const PAID_ELSEWHERE = `EXISTS (SELECT 1 FROM conference_transactions AS paid
  WHERE paid.email = conference_transactions.email AND paid.state = 'success'
    AND paid.reference != conference_transactions.reference)`

const SELECT_TRANSACTION = `SELECT t.*, r.number AS receipt_number FROM conference_transactions AS t
  LEFT JOIN receipts AS r ON r.reference = t.reference`

function toTransaction(r: Row): TransactionRow {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value))
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))
  return {
    reference: String(r.reference),
    registrationId: num(r.registration_id),
    email: String(r.email),
    amount: Number(r.amount),
    amountMinor: Number(r.amount_minor),
    currency: String(r.currency),
    state: String(r.state),
    checkoutUrl: text(r.checkout_url),
    providerStatus: text(r.provider_status),
    paidAmountMinor: num(r.paid_amount_minor),
    paidCurrency: text(r.paid_currency),
    paidAt: text(r.paid_at),
    mismatch: text(r.mismatch),
    receiptNumber: text(r.receipt_number),
    createdAt: String(r.created_at),
    updatedAt: String(r.updated_at),
  }
}

/** INSERT … SELECT so a condition can guard it. */
function insertPayment(
  p: NewPayment,
  state: string,
  at: Date,
  where = 'WHERE true',
  whereParams: SqlValue[] = [],
): Statement {
  return {
    sql: `INSERT INTO conference_transactions (reference, registration_id, email, amount, amount_minor, currency,
            state, lines, issuer, provider, created_at, updated_at)
          SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, 'paystack', ?, ? ${where}`,
    params: [
      p.reference,
      p.registrationId,
      normaliseEmail(p.email),
      p.amount,
      p.amountMinor,
      p.currency,
      state,
      JSON.stringify(p.lines),
      p.issuer ? JSON.stringify(p.issuer) : null,
      iso(at),
      iso(at),
      ...whereParams,
    ],
  }
}

/**
 * One unit: pending payments of this e-mail that cannot be reused (never started at the
 * provider, or for another amount than today's) are superseded; then the one pending payment is
 * reused, or a new one opened under `p.reference`; none once the fee is paid.
 */
async function openPayment(db: Db, p: NewPayment, at: Date): Promise<OpenPayment> {
  const email = normaliseEmail(p.email)
  const [, , open] = await db.write([
    {
      sql: `UPDATE conference_transactions SET state = 'superseded', updated_at = ?
            WHERE email = ? AND state = 'pending'
              AND (checkout_url IS NULL OR amount_minor != ? OR currency != ?)`,
      params: [iso(at), email, p.amountMinor, p.currency],
    },
    insertPayment(
      p,
      'pending',
      at,
      `WHERE NOT EXISTS (SELECT 1 FROM conference_transactions WHERE email = ? AND state IN ('pending', 'success'))`,
      [email],
    ),
    {
      sql: `SELECT reference, state, checkout_url FROM conference_transactions
            WHERE email = ? AND state IN ('pending', 'success')
            ORDER BY state = 'success' DESC, created_at DESC LIMIT 1`,
      params: [email],
    },
  ])
  const row = open?.rows[0]
  if (!row) throw new Error('No open payment after opening one')
  if (row.state === 'success') return { paid: true }
  return {
    paid: false,
    reference: String(row.reference),
    reused: row.reference !== p.reference,
    checkoutUrl: row.checkout_url === null ? null : String(row.checkout_url),
  }
}

/**
 * One unit: the provider's record applied to a payment (docs/decisions/0052). With `event`, the
 * event is recorded first and every other statement runs only if this unit recorded it (a
 * replay changes nothing). `holdAbandoned`: Paystack calls a checkout nobody finished yet
 * `abandoned`; reconciliation leaves such a payment pending until it is old enough.
 */
async function applyRecord(
  db: Db,
  reference: string,
  record: ProviderRecord,
  opts: { at: Date; event?: { key: string; name: string }; holdAbandoned?: boolean },
): Promise<Applied> {
  const at = iso(opts.at)
  const unit = randomUUID()
  const statements: Statement[] = []
  let guard = ''
  let guardParams: SqlValue[] = []
  if (opts.event) {
    statements.push({
      sql: `INSERT INTO payment_events (provider, event_key, event, reference, unit, received_at)
            VALUES ('paystack', ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      params: [opts.event.key, opts.event.name, reference, unit, at],
    })
    guard = `AND EXISTS (SELECT 1 FROM payment_events WHERE provider = 'paystack' AND event_key = ? AND unit = ?)`
    guardParams = [opts.event.key, unit]
  }
  let outcome = outcomeOf(record.status)
  if (outcome === 'abandoned' && opts.holdAbandoned) outcome = 'in-progress'
  const seen = `provider_status = ?, provider_id = ?, checked_at = ?, updated_at = ?`
  const seenParams: SqlValue[] = [record.status, record.id, at, at]

  if (outcome === 'success') {
    const money = `paid_amount_minor = ?, paid_currency = ?, paid_at = ?, channel = ?`
    const moneyParams: SqlValue[] = [
      record.amountMinor,
      record.currency,
      record.paidAt ?? at,
      record.channel,
    ]
    statements.push(
      {
        sql: `UPDATE conference_transactions SET state = 'success', ${seen}, ${money}
              WHERE reference = ? AND state IN (${OPEN}) AND amount_minor = ? AND currency = ?
                AND NOT ${PAID_ELSEWHERE} ${guard}`,
        params: [
          ...seenParams,
          ...moneyParams,
          reference,
          record.amountMinor,
          record.currency,
          ...guardParams,
        ],
      },
      {
        sql: `UPDATE conference_transactions SET state = 'mismatch', ${seen}, ${money},
                mismatch = CASE WHEN currency != ? THEN 'currency' WHEN amount_minor > ? THEN 'less than owed'
                  WHEN amount_minor < ? THEN 'more than owed' WHEN state = 'superseded' THEN 'replaced before payment'
                  ELSE 'already paid' END
              WHERE reference = ? AND state IN (${OPEN}, 'superseded') ${guard}`,
        params: [
          ...seenParams,
          ...moneyParams,
          record.currency,
          record.amountMinor,
          record.amountMinor,
          reference,
          ...guardParams,
        ],
      },
      issueReceipt(reference, opts.at),
    )
  } else if (outcome === 'in-progress') {
    statements.push({
      sql: `UPDATE conference_transactions SET ${seen} WHERE reference = ? AND state = 'pending' ${guard}`,
      params: [...seenParams, reference, ...guardParams],
    })
  } else {
    // failed and abandoned close an open payment; reversed also a paid one.
    const from = outcome === 'reversed' ? `${OPEN}, 'success'` : OPEN
    statements.push({
      sql: `UPDATE conference_transactions SET state = ?, ${seen} WHERE reference = ? AND state IN (${from}) ${guard}`,
      params: [outcome, ...seenParams, reference, ...guardParams],
    })
  }
  statements.push({ sql: `${SELECT_TRANSACTION} WHERE t.reference = ?`, params: [reference] })
  const results = await db.write(statements)
  const row = results.at(-1)?.rows[0]
  return {
    replay: opts.event ? results[0]?.changes === 0 : false,
    transaction: row && toTransaction(row),
  }
}

/** All SQL of payments. Writes resolve once they are on disk. */
export function createPaymentsStore(db: Db, clock: () => Date = () => new Date()) {
  return {
    /** The one pending payment of this e-mail, reused or new; none once the fee is paid. */
    openPayment: (p: NewPayment) => openPayment(db, p, clock()),

    /** The provider took the payment: where the payer completes it. */
    async recordStart(reference: string, checkoutUrl: string): Promise<void> {
      await db.write([
        {
          sql: `UPDATE conference_transactions SET checkout_url = ?, updated_at = ? WHERE reference = ? AND state = 'pending'`,
          params: [checkoutUrl, iso(clock()), reference],
        },
      ])
    },

    applyRecord: (
      reference: string,
      record: ProviderRecord,
      opts: { event?: { key: string; name: string }; holdAbandoned?: boolean } = {},
    ) => applyRecord(db, reference, record, { ...opts, at: clock() }),

    /** A pending payment opened before `before` is abandoned (reconciliation); whether it was. */
    async abandon(reference: string, before: Date): Promise<boolean> {
      const [update] = await db.write([
        {
          sql: `UPDATE conference_transactions SET state = 'abandoned', checked_at = ?, updated_at = ?
                WHERE reference = ? AND state = 'pending' AND created_at < ?`,
          params: [iso(clock()), iso(clock()), reference, iso(before)],
        },
      ])
      return update?.changes === 1
    },

    /** Payments still pending, oldest first (for reconciliation). */
    pending(): { reference: string; createdAt: string }[] {
      return db
        .all(
          `SELECT reference, created_at FROM conference_transactions WHERE state = 'pending' ORDER BY created_at`,
        )
        .map((r) => ({ reference: String(r.reference), createdAt: String(r.created_at) }))
    },

    find(reference: string): TransactionRow | undefined {
      const row = db.get(`${SELECT_TRANSACTION} WHERE t.reference = ?`, [reference])
      return row && toTransaction(row)
    },

    of(email: string): TransactionRow[] {
      return db
        .all(`${SELECT_TRANSACTION} WHERE t.email = ? ORDER BY t.created_at`, [
          normaliseEmail(email),
        ])
        .map(toTransaction)
    },

    /** Administrative writes without the payment rules (the browser tests' controls use them). */
    async put(p: Omit<NewPayment, 'lines' | 'issuer'>, state: string): Promise<void> {
      const insert = insertPayment({ ...p, lines: [], issuer: null }, state, clock())
      await db.write([{ ...insert, sql: `${insert.sql} ON CONFLICT(reference) DO NOTHING` }])
    },
  }
}

export type PaymentsStore = ReturnType<typeof createPaymentsStore>
