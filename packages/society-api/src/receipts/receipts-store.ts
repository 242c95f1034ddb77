import type { Db, Row, Statement } from '../db/db.ts'
import { dueOfRegistrationSql } from '../payments/balance.ts'
import { DEFAULT_ISSUER_NAME } from './receipt-issuer.ts'

/** Receipt numbers: `AMRS-<year>-<4 digits>`, one sequence per year (docs/decisions/0054). */
export const RECEIPT_PREFIX = 'AMRS'
export const RECEIPT_NUMBER = /^AMRS-(\d{4})-(\d{4,})$/

export interface ReceiptLine {
  label: string
  amountMinor: number
}

export interface ReceiptRow {
  number: string
  reference: string
  issuedAt: string
  payerName: string
  payerEmail: string
  lines: ReceiptLine[]
  amountMinor: number
  currency: string
  paidAt: string | null
  method: string
  issuer: { name: string; address: string }
  /** Owed once this payment counted (0: paid in full; < 0: more than owed); null: not known. */
  remainingMinor: number | null
}

/**
 * The statement that issues the receipt of a payment just marked paid, in the same unit: the
 * next number of the year (the largest + 1: the one writer runs units one after another, and a
 * unit that fails is undone whole, so numbers have no gaps), the payer and the lines as stored.
 * Nothing happens unless the payment is `success`, has a registration and has no receipt yet.
 * It keeps what remained owed once this payment counted (payments/balance.ts): 0 is paid in full.
 */
export function issueReceipt(reference: string, at: Date): Statement {
  const year = at.getUTCFullYear()
  return {
    sql: `INSERT INTO receipts (number, year, seq, reference, registration_id, issued_at, payer_name,
            payer_email, lines, amount_minor, currency, paid_at, method, issuer_name, issuer_address,
            remaining_minor)
          SELECT printf('${RECEIPT_PREFIX}-%d-%04d', ?, n.seq), ?, n.seq, t.reference, t.registration_id, ?,
            trim(coalesce(json_extract(r.data, '$.firstname'), '') || ' ' || coalesce(json_extract(r.data, '$.surname'), '')),
            t.email,
            coalesce(t.lines, json_array(json_object('label', 'Registration fee', 'amountMinor', t.amount_minor))),
            t.amount_minor, t.currency, t.paid_at,
            CASE WHEN t.provider = 'manual' THEN 'Manual (' || replace(coalesce(t.channel, 'other'), '_', ' ') || ')'
              ELSE 'Paystack' || CASE WHEN t.channel IS NULL THEN '' ELSE ' (' || replace(t.channel, '_', ' ') || ')' END END,
            coalesce(json_extract(t.issuer, '$.name'), ?), coalesce(json_extract(t.issuer, '$.address'), ''),
            ${dueOfRegistrationSql('r')}
          FROM conference_transactions AS t
          JOIN conference_registrations AS r ON r.id = t.registration_id
          CROSS JOIN (SELECT coalesce(max(seq), 0) + 1 AS seq FROM receipts WHERE year = ?) AS n
          WHERE t.reference = ? AND t.state = 'success'
            AND NOT EXISTS (SELECT 1 FROM receipts WHERE receipts.reference = t.reference)`,
    params: [year, year, at.toISOString(), DEFAULT_ISSUER_NAME, year, reference],
  }
}

function toReceipt(r: Row): ReceiptRow {
  return {
    number: String(r.number),
    reference: String(r.reference),
    issuedAt: String(r.issued_at),
    payerName: String(r.payer_name),
    payerEmail: String(r.payer_email),
    lines: JSON.parse(String(r.lines)) as ReceiptLine[],
    amountMinor: Number(r.amount_minor),
    currency: String(r.currency),
    paidAt: r.paid_at === null ? null : String(r.paid_at),
    method: String(r.method),
    issuer: { name: String(r.issuer_name), address: String(r.issuer_address) },
    remainingMinor:
      r.remaining_minor === null || r.remaining_minor === undefined
        ? null
        : Number(r.remaining_minor),
  }
}

/** Reads of receipts (they are written only by `issueReceipt`, inside a payment's unit). */
export function createReceiptsStore(db: Db) {
  return {
    find(number: string): ReceiptRow | undefined {
      const row = db.get('SELECT * FROM receipts WHERE number = ?', [number])
      return row && toReceipt(row)
    },
    forPayment(reference: string): ReceiptRow | undefined {
      const row = db.get('SELECT * FROM receipts WHERE reference = ?', [reference])
      return row && toReceipt(row)
    },
    count(): number {
      return Number(db.get<{ n: number }>('SELECT count(*) AS n FROM receipts')?.n ?? 0)
    },
  }
}

export type ReceiptsStore = ReturnType<typeof createReceiptsStore>
