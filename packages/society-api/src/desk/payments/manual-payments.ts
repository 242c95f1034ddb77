import { randomBytes } from 'node:crypto'
import type { Statement } from '../../db/db.ts'
import { toMinor } from '../../payments/money.ts'
import type { ReceiptIssuer } from '../../receipts/receipt-issuer.ts'
import { issueReceipt } from '../../receipts/receipts-store.ts'

export const MANUAL_METHODS = ['bank_transfer', 'cash'] as const
export type ManualMethod = (typeof MANUAL_METHODS)[number]
export const CURRENCIES = ['GHS', 'USD'] as const

export interface ManualPayment {
  registrationId: number
  email: string
  method: ManualMethod
  amount: number
  currency: (typeof CURRENCIES)[number]
  /** The day the money arrived (YYYY-MM-DD). */
  paidOn: string
  note: string
  proofKey: string | null
  recordedBy: number
  issuer: ReceiptIssuer
}

/** A reference for a payment recorded by hand: the conference's prefix, M, and random letters. */
export const manualReference = () => `IUMRS_ICAM25M${randomBytes(6).toString('hex').toUpperCase()}`

/**
 * The statements that record a payment received outside the card provider as paid (`manual`),
 * and issue its receipt in the same unit (docs/decisions/0054's numbering).
 */
export function recordManualPayment(p: ManualPayment, reference: string, at: Date): Statement[] {
  const minor = toMinor(p.amount, p.currency)
  const label = `Registration fee (${p.method === 'cash' ? 'cash' : 'bank transfer'})`
  return [
    {
      sql: `INSERT INTO conference_transactions (reference, registration_id, email, amount, amount_minor, currency,
              state, provider, channel, paid_amount_minor, paid_currency, paid_at, lines, issuer, note, proof_key,
              recorded_by, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, 'success', 'manual', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      params: [
        reference,
        p.registrationId,
        p.email,
        p.amount,
        minor,
        p.currency,
        p.method,
        minor,
        p.currency,
        `${p.paidOn}T12:00:00.000Z`,
        JSON.stringify([{ label, amountMinor: minor }]),
        JSON.stringify(p.issuer),
        p.note,
        p.proofKey,
        p.recordedBy,
        at.toISOString(),
        at.toISOString(),
      ],
    },
    issueReceipt(reference, at),
  ]
}

/** The payment states a refund may be of: paid, or money the provider took for another amount. */
export const REFUNDABLE_STATES = ['success', 'mismatch'] as const

/**
 * The registration's fee owed (docs/decisions/0095), recorded when the desk records a payment
 * and none was: the fee table's quote for what the person registered for.
 */
export const recordFee = (registrationId: number, minor: number, currency: string): Statement => ({
  sql: `UPDATE conference_registrations SET fee_minor = ?, fee_currency = ? WHERE id = ? AND fee_minor IS NULL`,
  params: [minor, currency, registrationId],
})

/** What a payment's refunds may add up to: what was received (a mismatch: what the provider took). */
export const REFUNDABLE_MINOR = `CASE WHEN t.state = 'success' THEN coalesce(t.paid_amount_minor, t.amount_minor)
  ELSE coalesce(t.paid_amount_minor, 0) END`
/** A refund's currency: the money's as received. */
export const REFUND_CURRENCY = `coalesce(t.paid_currency, t.currency)`

/**
 * A refund of (part of) a payment whose money was received (paid, or a mismatch the provider
 * took): a credit note, numbered in its own series per year (`AMRS-CN-<year>-<nnnn>`), in the
 * refund's unit. The payment and its receipt stay as they are; never more than was received.
 */
export function issueCreditNote(
  reference: string,
  amountMinor: number,
  reason: string,
  recordedBy: number,
  at: Date,
): Statement {
  const year = at.getUTCFullYear()
  return {
    sql: `INSERT INTO credit_notes (number, year, seq, reference, receipt_number, registration_id, issued_at,
            payer_name, payer_email, amount_minor, currency, reason, issuer_name, issuer_address, recorded_by)
          SELECT printf('AMRS-CN-%d-%04d', ?, n.seq), ?, n.seq, t.reference, rc.number, t.registration_id, ?,
            coalesce(rc.payer_name, ''), t.email, ?, ${REFUND_CURRENCY}, ?,
            coalesce(rc.issuer_name, json_extract(t.issuer, '$.name'), ''), coalesce(rc.issuer_address, ''), ?
          FROM conference_transactions t
          LEFT JOIN receipts rc ON rc.reference = t.reference
          CROSS JOIN (SELECT coalesce(max(seq), 0) + 1 AS seq FROM credit_notes WHERE year = ?) AS n
          WHERE t.reference = ? AND t.state IN ('success', 'mismatch') AND ? > 0
            AND ? + coalesce((SELECT sum(amount_minor) FROM credit_notes c WHERE c.reference = t.reference), 0)
              <= ${REFUNDABLE_MINOR}`,
    params: [
      year,
      year,
      at.toISOString(),
      amountMinor,
      reason,
      recordedBy,
      year,
      reference,
      amountMinor,
      amountMinor,
    ],
  }
}
