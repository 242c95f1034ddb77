import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as z from 'zod/mini'
import { PRIVATE_FILE_MODE, privateDir } from '../../db/private-files.ts'
import { enqueue } from '../../outbox/outbox-store.ts'
import { formatMinor, toMinor } from '../../payments/money.ts'
import { refundedMessage } from '../../messages/registration-change-messages.ts'
import {
  receiptIssuer,
  receiptIssuerQuery,
  type ReceiptIssuerContent,
} from '../../receipts/receipt-issuer.ts'
import { receiptPdf } from '../../receipts/receipt-pdf.ts'
import { receiptView } from '../../receipts/receipt-view.ts'
import { createReceiptsStore } from '../../receipts/receipts-store.ts'
import { accountOf, audit, auditEntry, type DeskContext } from '../context.ts'
import { notice, seeOther } from '../render.tsx'
import { creditNotePdf, type CreditNoteRow } from './credit-note-pdf.ts'
import {
  CURRENCIES,
  issueCreditNote,
  MANUAL_METHODS,
  manualReference,
  recordManualPayment,
} from './manual-payments.ts'

const idOf = (c: DeskContext) =>
  /^\d{1,12}$/.test(c.req.param('id') ?? '') ? Number(c.req.param('id')) : 0
const registrationOf = (c: DeskContext) =>
  c
    .get('desk')
    .deps.db.get<{ id: number; email: string; first: string | null }>(
      "SELECT id, email, json_extract(data, '$.firstname') AS first FROM conference_registrations WHERE id = ?",
      [idOf(c)],
    )
const missing = (c: DeskContext) =>
  notice(c, 'Not found', 'There is no such registration.', { status: 404 })
const refused = (c: DeskContext, text: string) => notice(c, 'Not saved', text, { status: 400 })

const manualForm = z.object({
  method: z.enum(MANUAL_METHODS),
  amount: z
    .pipe(z.string(), z.transform(Number))
    .check(z.refine((n) => Number.isFinite(n) && n > 0 && n < 1e7)),
  currency: z.enum(CURRENCIES),
  paid_on: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  note: z._default(z.string().check(z.maxLength(500)), ''),
})

const PROOF_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
}

/** POST /desk/registrations/:id/payments: a bank transfer or cash, marked manual, with its receipt. */
export async function recordPayment(c: DeskContext): Promise<Response> {
  const desk = c.get('desk')
  const registration = registrationOf(c)
  if (!registration) return missing(c)
  const body = await c.req.parseBody()
  const parsed = manualForm.safeParse({ ...body, proof: undefined })
  if (!parsed.success)
    return refused(c, 'Give the method, an amount above 0, the currency and the date it was paid.')
  let proofKey: string | null = null
  const proof = body.proof
  if (proof instanceof File && proof.size > 0) {
    const kind = PROOF_TYPES[proof.type]
    if (!kind || proof.size > 2 * 1024 * 1024)
      return refused(c, 'The proof is a PDF, JPEG or PNG of 2 MB at most.')
    proofKey = `${randomUUID()}.${kind}`
    const dir = path.join(desk.deps.config.dataDir, 'payment-proofs')
    privateDir(dir)
    await writeFile(path.join(dir, proofKey), new Uint8Array(await proof.arrayBuffer()), {
      mode: PRIVATE_FILE_MODE,
    })
  }
  const site = await desk.deps.content
    .query<ReceiptIssuerContent | null>(receiptIssuerQuery)
    .catch(() => null)
  const reference = manualReference()
  const p = parsed.data
  await desk.deps.db.write([
    ...recordManualPayment(
      {
        registrationId: registration.id,
        email: registration.email,
        method: p.method,
        amount: p.amount,
        currency: p.currency,
        paidOn: p.paid_on,
        note: p.note,
        proofKey,
        recordedBy: accountOf(c).id,
        issuer: receiptIssuer(site),
      },
      reference,
      desk.clock(),
    ),
    auditEntry(c, 'payment.manual.recorded', reference),
    // "Payment confirmed" with the receipt this unit issued, as for a card payment.
    ...enqueue({
      kind: 'payment-confirmed',
      to: registration.email,
      data: {
        reference,
        firstName: registration.first ?? '',
        amount: formatMinor(toMinor(p.amount, p.currency), p.currency),
      },
    }),
  ])
  return seeOther(c, `/desk/registrations/${registration.id}?done=payment`)
}

const refundForm = z.object({
  reference: z.string().check(z.regex(/^IUMRS_ICAM25[A-Za-z0-9]+$/)),
  amount: z
    .pipe(z.string(), z.transform(Number))
    .check(z.refine((n) => Number.isFinite(n) && n > 0)),
  reason: z.string().check(z.minLength(1), z.maxLength(300)),
})

/** POST /desk/registrations/:id/refund: a credit note for (part of) a paid payment. */
export async function recordRefund(c: DeskContext): Promise<Response> {
  const desk = c.get('desk')
  const registration = registrationOf(c)
  if (!registration) return missing(c)
  const parsed = refundForm.safeParse(await c.req.parseBody())
  if (!parsed.success) return refused(c, 'Choose the payment, the amount refunded and the reason.')
  const payment = desk.deps.db.get<{ currency: string }>(
    'SELECT currency FROM conference_transactions WHERE reference = ? AND registration_id = ?',
    [parsed.data.reference, registration.id],
  )
  if (!payment) return refused(c, 'That payment is not one of this registration.')
  const minor = toMinor(parsed.data.amount, payment.currency)
  const at = desk.clock()
  const [issued] = await desk.deps.db.write([
    issueCreditNote(parsed.data.reference, minor, parsed.data.reason, accountOf(c).id, at),
    // The delegate is told, in the credit note's unit (docs/decisions/0096).
    ...refundedMessage(registration.email, {
      firstName: registration.first ?? '',
      amount: formatMinor(minor, payment.currency),
      reference: parsed.data.reference,
      issuedAt: at.toISOString(),
    }),
  ])
  if (!issued?.changes)
    return refused(c, 'A refund is only of a paid payment, and never more than was paid.')
  await audit(c, 'payment.refunded', parsed.data.reference)
  return seeOther(c, `/desk/registrations/${registration.id}?done=refund`)
}

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
