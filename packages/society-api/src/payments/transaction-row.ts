import type { Row } from '../db/db.ts'

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

/** A payment with its receipt's number. */
export const SELECT_TRANSACTION = `SELECT t.*, r.number AS receipt_number FROM conference_transactions AS t
  LEFT JOIN receipts AS r ON r.reference = t.reference`

export function toTransaction(r: Row): TransactionRow {
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

/** Emails are compared case-insensitively (stored trimmed and lower-cased). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()
export const iso = (at: Date) => at.toISOString()
