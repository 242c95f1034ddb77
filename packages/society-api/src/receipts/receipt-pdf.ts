import { PdfBuilder } from '../pdf/pdf-document.ts'
import type { ReceiptView } from './receipt-view.ts'

/** The receipt as a tagged PDF (A4): issuer, facts, the fee lines and the total. */
export async function receiptPdf(view: ReceiptView): Promise<Uint8Array> {
  const pdf = new PdfBuilder({
    title: view.title,
    author: view.issuer.name,
    subject: 'Payment receipt',
  })
  pdf.paragraph(view.issuer.name, { size: 12, gap: 0.1 })
  for (const line of view.issuer.addressLines) pdf.paragraph(line, { size: 9.5, gap: 0 })
  pdf.doc.moveDown(1)
  pdf.heading(view.title)
  pdf.table({ rows: view.facts, rowHeaders: true, widths: [0.35, 0.65] })
  pdf.heading('Paid for', 2)
  pdf.table({
    headers: ['Item', 'Amount'],
    rows: view.lines.map((line) => [line.label, line.amount]),
    footer: [['Total paid', view.total]],
    widths: [0.7, 0.3],
    right: [1],
  })
  pdf.paragraph(view.statement)
  return pdf.finish()
}
