import { paymentFailedMessage } from '../messages/payment-messages.ts'
import type { Db, SqlValue, Statement } from '../db/db.ts'
import type { ReceiptIssuer } from '../receipts/receipt-issuer.ts'
import type { ReceiptLine } from '../receipts/receipts-store.ts'
import { applyRecord } from './apply-record.ts'
import { paidByEmailSql } from './balance.ts'
import type { ProviderRecord } from './gateway.ts'
import {
  iso,
  normaliseEmail,
  SELECT_TRANSACTION,
  toTransaction,
  type TransactionRow,
} from './transaction-row.ts'

export type { Applied } from './apply-record.ts'
export type { TransactionRow } from './transaction-row.ts'

export interface NewPayment {
  reference: string
  registrationId: number | null
  email: string
  amount: number
  /** What this payment asks the provider for: the fee, or what remains of it after a part-payment. */
  amountMinor: number
  /** The whole fee, recorded as the registration's fee owed (default: `amountMinor`). */
  feeMinor?: number
  currency: string
  lines: ReceiptLine[]
  issuer: ReceiptIssuer | null
}

/** The payment a registration has open: a new or reused pending one, or none because it is paid. */
export type OpenPayment =
  { paid: true } | { paid: false; reference: string; reused: boolean; checkoutUrl: string | null }

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
 * reused, or a new one opened under `p.reference`; none once the fee is paid. The amount quoted
 * is recorded as the registration's fee owed (docs/decisions/0095) while nothing is paid.
 */
async function openPayment(db: Db, p: NewPayment, at: Date): Promise<OpenPayment> {
  const email = normaliseEmail(p.email)
  // Paid in full by the balance rule (payments/balance.ts): money received by card or by the
  // desk, less refunds, covers the fee. A part-payment leaves the rest to pay by card.
  const paid = paidByEmailSql('?')
  const [, , open, settled] = await db.write([
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
      `WHERE NOT EXISTS (SELECT 1 FROM conference_transactions WHERE email = ? AND state = 'pending')
         AND NOT ${paid}`,
      [email, email],
    ),
    {
      sql: `SELECT reference, checkout_url FROM conference_transactions
            WHERE email = ? AND state = 'pending' ORDER BY created_at DESC LIMIT 1`,
      params: [email],
    },
    { sql: `SELECT ${paid} AS paid`, params: [email] },
    // The fee owed, as quoted today, is the registration's (payments/balance.ts), until paid.
    {
      sql: `UPDATE conference_registrations SET fee_minor = ?, fee_currency = ?
            WHERE id = ? AND NOT EXISTS (SELECT 1 FROM conference_transactions WHERE email = ? AND state = 'success')`,
      params: [p.feeMinor ?? p.amountMinor, p.currency, p.registrationId, email],
    },
  ])
  if (settled?.rows[0]?.paid) return { paid: true }
  const row = open?.rows[0]
  if (!row) throw new Error('No open payment after opening one')
  return {
    paid: false,
    reference: String(row.reference),
    reused: row.reference !== p.reference,
    checkoutUrl: row.checkout_url === null ? null : String(row.checkout_url),
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
        ...paymentFailedMessage(db, reference),
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
