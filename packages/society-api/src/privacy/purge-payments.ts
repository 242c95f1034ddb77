import { ERASED, erasedAddress } from '../desk/privacy/erasure-rules.ts'
import { deletePaymentProofs } from '../desk/privacy/erasure-store.ts'
import type { PurgeRule } from './purge-rules.ts'

/** Tax and accounting records are kept six years after the end of the year they belong to. */
export const PAYMENT_RETENTION_YEARS = 6

/**
 * The first day of the oldest year whose payment records are still kept at `now`: a payment of
 * 2025 is kept to the end of 2031, so from 1 January 2032 on only 2026's and later are. Pure.
 */
export function paymentsKeptFrom(now: Date, years = PAYMENT_RETENTION_YEARS): string {
  return `${String(now.getUTCFullYear() - years)}-01-01`
}

/** The address the expired payment records hold: undeliverable (RFC 2606), like an erasure's. */
const EXPIRED = erasedAddress('payment-record')

/**
 * Payment records, receipts and credit notes older than that lose who paid (name, e-mail, note,
 * proof file); what the accounts were (reference, amount, currency, date, method, numbers) stays,
 * as after an erasure. The privacy page states the six years.
 */
export function paymentRecordsRule(years = PAYMENT_RETENTION_YEARS): PurgeRule {
  return {
    name: 'payment-records',
    async run(deps, now) {
      const from = paymentsKeptFrom(now, years)
      const year = Number(from.slice(0, 4))
      const proofs = deps.db.all<{ proof_key: string }>(
        `SELECT proof_key FROM conference_transactions WHERE created_at < ? AND proof_key IS NOT NULL`,
        [from],
      )
      const [transactions, receipts, creditNotes] = await deps.db.write([
        {
          sql: `UPDATE conference_transactions SET email = ?, note = NULL, proof_key = NULL
                WHERE created_at < ? AND email <> ?`,
          params: [EXPIRED, from, EXPIRED],
        },
        {
          sql: `UPDATE receipts SET payer_name = ?, payer_email = ? WHERE year < ? AND payer_email <> ?`,
          params: [ERASED, EXPIRED, year, EXPIRED],
        },
        {
          sql: `UPDATE credit_notes SET payer_name = ?, payer_email = ?, reason = ?
                WHERE year < ? AND payer_email <> ?`,
          params: [ERASED, EXPIRED, ERASED, year, EXPIRED],
        },
      ])
      await deletePaymentProofs(
        deps,
        proofs.map((p) => p.proof_key),
      )
      return (transactions?.changes ?? 0) + (receipts?.changes ?? 0) + (creditNotes?.changes ?? 0)
    },
  }
}
