import { receiptPdf } from '../../receipts/receipt-pdf.ts'
import { receiptView } from '../../receipts/receipt-view.ts'
import { createReceiptsStore } from '../../receipts/receipts-store.ts'
import { audit, type DeskContext } from '../context.ts'
import { notice } from '../render.tsx'
import { creditNotePdf, type CreditNoteRow } from './credit-note-pdf.ts'

/** GET /desk/receipts/:number: a receipt's PDF (for the desk, without a signed link). */
export async function downloadReceipt(c: DeskContext): Promise<Response> {
  const receipt = createReceiptsStore(c.get('desk').deps.db).find(c.req.param('number') ?? '')
  if (!receipt) return notice(c, 'Not found', 'There is no such receipt.', { status: 404 })
  await audit(c, 'receipt.downloaded', receipt.number)
  return c.body(new Uint8Array(await receiptPdf(receiptView(receipt))), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${receipt.number}.pdf"`,
  })
}

/** GET /desk/credit-notes/:number: a credit note's PDF. */
export async function downloadCreditNote(c: DeskContext): Promise<Response> {
  const note = c
    .get('desk')
    .deps.db.get<CreditNoteRow>('SELECT * FROM credit_notes WHERE number = ?', [
      c.req.param('number') ?? '',
    ])
  if (!note) return notice(c, 'Not found', 'There is no such credit note.', { status: 404 })
  await audit(c, 'credit-note.downloaded', note.number)
  return c.body(new Uint8Array(await creditNotePdf(note)), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${note.number}.pdf"`,
  })
}
