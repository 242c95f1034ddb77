import { formatMinor, fromMinor } from '../../payments/money.ts'
import type { Row } from '../../db/db.ts'
import type { ExportColumn } from './send-export.ts'

/** An amount of the row's balance (payments/balance.ts) in major units, or '' when not known. */
const amount = (key: string) => (r: Row) =>
  r[key] === null || r[key] === undefined
    ? ''
    : fromMinor(Number(r[key]), String(r.money_currency ?? 'USD'))

/** The credit notes (refunds) of a row: "AMRS-CN-2025-0001 (USD 200.00); …". */
const creditNotes = (r: Row) =>
  (
    JSON.parse(String(r.credit_notes ?? '[]')) as {
      number: string
      minor: number
      currency: string
    }[]
  )
    .map((n) => `${n.number} (${formatMinor(n.minor, n.currency)})`)
    .join('; ')

/**
 * The export's columns: what a badge printer and a caterer need, then the money (the balance in
 * the fee's currency, receipts and refunds: docs/decisions/0095), then contact and abstract.
 */
export const EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'Id', value: (r) => Number(r.id) },
  { header: 'Surname', value: (r) => String(r.surname ?? '') },
  { header: 'First name', value: (r) => String(r.firstname ?? '') },
  { header: 'Affiliation', value: (r) => String(r.affiliation ?? '') },
  { header: 'Country', value: (r) => String(r.country ?? '') },
  { header: 'Category', value: (r) => String(r.category ?? '') },
  { header: 'Presentation', value: (r) => String(r.presentation ?? '') },
  { header: 'Symposium', value: (r) => String(r.symposium ?? '').replaceAll('_', ' ') },
  {
    header: 'Workshops',
    value: (r) =>
      (JSON.parse(String(r.workshops ?? '[]')) as string[]).join('; ').replaceAll('_', ' '),
  },
  { header: 'Banquet', value: (r) => (Number(r.banquet) ? 'yes' : 'no') },
  { header: 'Excursion', value: (r) => (Number(r.excursion) ? 'yes' : 'no') },
  { header: 'State', value: (r) => String(r.state ?? r.payment ?? '') },
  { header: 'Cancelled', value: (r) => (r.cancelled_at ? 'yes' : 'no') },
  { header: 'E-mail', value: (r) => String(r.email ?? '') },
  { header: 'Phone', value: (r) => String(r.phone ?? '') },
  { header: 'Currency', value: (r) => String(r.money_currency ?? '') },
  { header: 'Fee owed', value: amount('owed_minor') },
  { header: 'Received', value: amount('received_minor') },
  { header: 'Refunded', value: amount('refunded_minor') },
  { header: 'Balance due', value: amount('due_minor') },
  { header: 'Receipts', value: (r) => String(r.receipts ?? '') },
  { header: 'Refunds (credit notes)', value: creditNotes },
  { header: 'Abstract title', value: (r) => String(r.abstract_title ?? '') },
  { header: 'Decision', value: (r) => String(r.decision ?? '') },
]
