import { formatMinor } from '../../payments/money.ts'
import { PdfBuilder } from '../../pdf/pdf-document.ts'

export interface CreditNoteRow {
  [key: string]: string | number | null
  number: string
  reference: string
  receipt_number: string | null
  issued_at: string
  payer_name: string
  payer_email: string
  amount_minor: number
  currency: string
  reason: string
  issuer_name: string
  issuer_address: string
}

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Accra',
})

/** A credit note as a tagged PDF (A4), laid out like the receipt it refunds. */
export async function creditNotePdf(n: CreditNoteRow): Promise<Uint8Array> {
  const title = `Credit note ${n.number}`
  const pdf = new PdfBuilder({ title, author: n.issuer_name, subject: 'Credit note (refund)' })
  pdf.paragraph(n.issuer_name, { size: 12, gap: 0.1 })
  for (const line of n.issuer_address.split(/\r?\n/).filter(Boolean))
    pdf.paragraph(line, { size: 9.5, gap: 0 })
  pdf.doc.moveDown(1)
  pdf.heading(title)
  pdf.table({
    rows: [
      ['Credit note number', n.number],
      ['Date issued', day.format(new Date(n.issued_at))],
      ['Refunded to', n.payer_name || n.payer_email],
      ['E-mail', n.payer_email],
      ['Payment reference', n.reference],
      ['Receipt refunded', n.receipt_number ?? '—'],
      ['Reason', n.reason],
    ],
    rowHeaders: true,
    widths: [0.35, 0.65],
  })
  pdf.paragraph(`Refunded: ${formatMinor(n.amount_minor, n.currency)}.`)
  return pdf.finish()
}
