import { formatMinor } from '../payments/money.ts'
import type { ReceiptRow } from './receipts-store.ts'

/** What a receipt says, in words, the same in its PDF and its HTML page. */
export interface ReceiptView {
  title: string
  number: string
  issuer: { name: string; addressLines: string[] }
  /** Label and value, in reading order. */
  facts: [string, string][]
  lines: { label: string; amount: string }[]
  total: string
  statement: string
}

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Accra',
})

export function receiptView(r: ReceiptRow): ReceiptView {
  const facts: [string, string][] = [
    ['Receipt number', r.number],
    ['Date issued', day.format(new Date(r.issuedAt))],
    ['Received from', r.payerName || r.payerEmail],
    ['E-mail', r.payerEmail],
    ['Payment reference', r.reference],
    ['Payment method', r.method],
  ]
  if (r.paidAt) facts.push(['Date paid', day.format(new Date(r.paidAt))])
  return {
    title: `Receipt ${r.number}`,
    number: r.number,
    issuer: { name: r.issuer.name, addressLines: r.issuer.address.split(/\r?\n/).filter(Boolean) },
    facts,
    lines: r.lines.map((line) => ({
      label: line.label,
      amount: formatMinor(line.amountMinor, r.currency),
    })),
    total: formatMinor(r.amountMinor, r.currency),
    statement: receiptStatement(r),
  }
}

/**
 * What the receipt says of the fee (docs/decisions/0095): "paid in full" only when nothing
 * remained owed once this payment counted; else what remains, or what is to be refunded.
 */
export function receiptStatement(
  r: Pick<ReceiptRow, 'amountMinor' | 'currency' | 'remainingMinor'>,
) {
  const received = formatMinor(r.amountMinor, r.currency)
  if (r.remainingMinor === 0) return `Paid in full: ${received}.`
  if (r.remainingMinor === null) return `Received: ${received}.`
  if (r.remainingMinor > 0)
    return `Part-payment received: ${received}. Still to pay: ${formatMinor(r.remainingMinor, r.currency)}.`
  return `Received: ${received}, which is ${formatMinor(-r.remainingMinor, r.currency)} more than the fee; the difference is to be refunded.`
}
