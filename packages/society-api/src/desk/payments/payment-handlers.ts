import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as z from 'zod/mini'
import { PRIVATE_FILE_MODE, privateDir } from '../../db/private-files.ts'
import {
  computeFee,
  FeeDataError,
  feeDataQuery,
  type FeeData,
  type FeeSelection,
} from '../../conference/fees.ts'
import type { Statement } from '../../db/db.ts'
import { receivedMessages } from '../../messages/payment-messages.ts'
import { dueLabel, moneyState, readBalance, type Balance } from '../../payments/balance.ts'
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
import { confirmPage, paymentFormPage } from '../views/payment-confirm.tsx'
import { creditNotePdf, type CreditNoteRow } from './credit-note-pdf.ts'
import {
  CURRENCIES,
  issueCreditNote,
  MANUAL_METHODS,
  manualReference,
  recordFee,
  recordManualPayment,
  REFUNDABLE_MINOR,
  REFUND_CURRENCY,
} from './manual-payments.ts'

const idOf = (c: DeskContext) =>
  /^\d{1,12}$/.test(c.req.param('id') ?? '') ? Number(c.req.param('id')) : 0
const registrationOf = (c: DeskContext) =>
  c
    .get('desk')
    .deps.db.get<{ id: number; email: string; first: string | null; last: string | null }>(
      `SELECT id, email, json_extract(data, '$.firstname') AS first, json_extract(data, '$.surname') AS last
       FROM conference_registrations WHERE id = ?`,
      [idOf(c)],
    )
/** "Ama Mensah (ama@example.com), No. 12": who a payment or refund concerns. */
const registrationName = (r: {
  id: number
  email: string
  first: string | null
  last: string | null
}) => `${[r.first, r.last].filter(Boolean).join(' ')} (${r.email}), No. ${r.id}`
const missing = (c: DeskContext) =>
  notice(c, 'Not found', 'There is no such registration.', { status: 404 })
const refused = (c: DeskContext, text: string, status: 400 | 409 = 400) =>
  notice(c, 'Not saved', text, { status })
/** A stored proof's name (a random UUID and its kind), as the confirming form carries it. */
const PROOF_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|png)$/

const manualForm = z.object({
  method: z.enum(MANUAL_METHODS),
  amount: z
    .pipe(z.string(), z.transform(Number))
    .check(z.refine((n) => Number.isFinite(n) && n > 0 && n < 1e7)),
  currency: z.enum(CURRENCIES),
  paid_on: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  note: z._default(z.string().check(z.maxLength(500)), ''),
  /** `part`: the desk confirmed a payment of less than the balance. */
  confirm: z.optional(z.string()),
  /** A proof stored by the first POST of a confirmed part-payment. */
  proof_key: z.optional(z.string().check(z.regex(PROOF_KEY))),
})

const PROOF_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
}

/**
 * The registration's balance for the desk; when no fee is recorded yet, the fee table's quote
 * for what the person registered for, with the statement that records it.
 */
async function balanceFor(
  c: DeskContext,
  id: number,
): Promise<{ balance: Balance; record: Statement[] } | string> {
  const { deps } = c.get('desk')
  const balance = readBalance(deps.db, id)
  if (!balance) return 'There is no such registration.'
  if (balance.owedMinor !== null) return { balance, record: [] }
  const stored = deps.db.get<{ data: string }>(
    'SELECT data FROM conference_registrations WHERE id = ?',
    [id],
  )
  try {
    const fees = await deps.content.query<FeeData>(feeDataQuery)
    const quote = computeFee(JSON.parse(String(stored?.data)) as FeeSelection, fees)
    const owedMinor = toMinor(quote.amount, quote.currency)
    const held = balance.currency === quote.currency ? balance.heldMinor : 0
    return {
      balance: {
        ...balance,
        currency: quote.currency,
        owedMinor,
        dueMinor: owedMinor - held,
        state: moneyState(owedMinor, held + balance.refundedMinor, balance.refundedMinor, false),
      },
      record: [recordFee(id, owedMinor, quote.currency)],
    }
  } catch (error) {
    if (error instanceof FeeDataError)
      return `The fee of this registration is not known (${error.message}), so no payment can be set against it. Complete the fee table in the studio first.`
    throw error
  }
}

/** GET /desk/registrations/:id/payments: what is owed (the fee table's, when none is recorded) and the form. */
export async function showPaymentForm(c: DeskContext): Promise<Response> {
  const registration = registrationOf(c)
  if (!registration) return missing(c)
  const owed = await balanceFor(c, registration.id)
  if (typeof owed === 'string') return refused(c, owed)
  return paymentFormPage(c, registrationName(registration), registration.id, owed.balance)
}

/**
 * POST /desk/registrations/:id/payments: a bank transfer or cash, marked manual, with its
 * receipt (docs/decisions/0095). Only the balance's currency; never more than is owed, nothing
 * once the fee is paid; less than the balance only once confirmed (a second POST).
 */
export async function recordPayment(c: DeskContext): Promise<Response> {
  const desk = c.get('desk')
  const registration = registrationOf(c)
  if (!registration) return missing(c)
  const body = await c.req.parseBody()
  const parsed = manualForm.safeParse({ ...body, proof: undefined })
  if (!parsed.success)
    return refused(c, 'Give the method, an amount above 0, the currency and the date it was paid.')
  const p = parsed.data
  const owed = await balanceFor(c, registration.id)
  if (typeof owed === 'string') return refused(c, owed)
  const { balance } = owed
  const cur = balance.currency
  if (p.currency !== cur)
    return refused(
      c,
      `This registration's fee is in ${cur}, so its payments are recorded in ${cur}: give the amount in ${cur} that the money settles, and what was received in ${p.currency} in the note.`,
    )
  const minor = toMinor(p.amount, cur)
  const due = balance.dueMinor ?? 0
  if (due <= 0)
    return refused(
      c,
      `Nothing is owed: the fee of ${formatMinor(balance.owedMinor ?? 0, cur)} is paid (${dueLabel(due, cur)}). A further payment is not recorded; if money did arrive, return it to the payer.`,
      409,
    )
  if (minor > due)
    return refused(
      c,
      `${formatMinor(minor, cur)} is more than the ${formatMinor(due, cur)} owed. Record at most what is owed.`,
    )
  let proofKey: string | null = p.proof_key ?? null
  const proof = body.proof
  const dir = path.join(desk.deps.config.dataDir, 'payment-proofs')
  if (proof instanceof File && proof.size > 0) {
    const kind = PROOF_TYPES[proof.type]
    if (!kind || proof.size > 2 * 1024 * 1024)
      return refused(c, 'The proof is a PDF, JPEG or PNG of 2 MB at most.')
    proofKey = `${randomUUID()}.${kind}`
    privateDir(dir)
    await writeFile(path.join(dir, proofKey), new Uint8Array(await proof.arrayBuffer()), {
      mode: PRIVATE_FILE_MODE,
    })
  } else if (proofKey && !existsSync(path.join(dir, proofKey))) proofKey = null
  const action = `/desk/registrations/${registration.id}/payments`
  if (minor < due && p.confirm !== 'part')
    return confirmPage(c, 'Record a part-payment?', {
      action,
      back: `/desk/registrations/${registration.id}`,
      fields: {
        method: p.method,
        amount: String(p.amount),
        currency: p.currency,
        paid_on: p.paid_on,
        note: p.note,
        ...(proofKey ? { proof_key: proofKey } : {}),
      },
      confirm: 'part',
      facts: [
        ['Received from', registrationName(registration)],
        ['Amount received', formatMinor(minor, cur)],
        ['Owed before', formatMinor(due, cur)],
        ['Still owed after', formatMinor(due - minor, cur)],
        ['State after', 'part-paid'],
      ],
      outcome: `This is less than the ${formatMinor(due, cur)} owed. The receipt will say it is a part-payment with ${formatMinor(due - minor, cur)} still to pay, and so will the e-mail to the delegate; the registration is not complete until the rest is paid.`,
      button: 'Record the part-payment and issue its receipt',
    })
  const site = await desk.deps.content
    .query<ReceiptIssuerContent | null>(receiptIssuerQuery)
    .catch(() => null)
  const reference = manualReference()
  await desk.deps.db.write([
    ...owed.record,
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
    // "Payment confirmed" (or "payment received", part still owed) with the receipt this unit issued.
    ...receivedMessages(
      {
        email: registration.email,
        firstName: registration.first ?? '',
        amount: formatMinor(minor, cur),
      },
      reference,
      { sql: 'SELECT remaining_minor FROM receipts WHERE reference = ?', params: [reference] },
    ),
  ])
  return seeOther(c, `/desk/registrations/${registration.id}?done=payment`)
}

const refundForm = z.object({
  reference: z.string().check(z.regex(/^IUMRS_ICAM25[A-Za-z0-9]+$/)),
  amount: z
    .pipe(z.string(), z.transform(Number))
    .check(z.refine((n) => Number.isFinite(n) && n > 0)),
  reason: z.string().check(z.minLength(1), z.maxLength(300)),
  /** `refund`: the desk saw what the refund does and confirmed it (the second POST). */
  confirm: z.optional(z.string()),
})

/**
 * POST /desk/registrations/:id/refund: a credit note for (part of) a payment received. The first
 * POST answers what will happen (amount, to whom, the state after); only the second, with
 * `confirm=refund`, records it (docs/decisions/0095).
 */
export async function recordRefund(c: DeskContext): Promise<Response> {
  const desk = c.get('desk')
  const registration = registrationOf(c)
  if (!registration) return missing(c)
  const parsed = refundForm.safeParse(await c.req.parseBody())
  if (!parsed.success) return refused(c, 'Choose the payment, the amount refunded and the reason.')
  const payment = desk.deps.db.get<{ currency: string; refundable: number; refunded: number }>(
    `SELECT ${REFUND_CURRENCY} AS currency, ${REFUNDABLE_MINOR} AS refundable,
       coalesce((SELECT sum(amount_minor) FROM credit_notes c WHERE c.reference = t.reference), 0) AS refunded
     FROM conference_transactions t
     WHERE t.reference = ? AND t.registration_id = ? AND t.state IN ('success', 'mismatch')`,
    [parsed.data.reference, registration.id],
  )
  if (!payment)
    return refused(c, 'That payment is not one of this registration’s payments received.')
  const minor = toMinor(parsed.data.amount, payment.currency)
  const left = Number(payment.refundable) - Number(payment.refunded)
  if (minor > left)
    return refused(
      c,
      `A refund is never more than was paid: at most ${formatMinor(left, payment.currency)} of this payment is left to refund.`,
    )
  if (parsed.data.confirm !== 'refund') {
    const before = readBalance(desk.deps.db, registration.id)!
    const counts = before.currency === payment.currency
    const refundedAfter = before.refundedMinor + (counts ? minor : 0)
    const after = moneyState(before.owedMinor, before.receivedMinor, refundedAfter, false)
    const dueAfter =
      before.owedMinor === null ? null : before.owedMinor - (before.receivedMinor - refundedAfter)
    return confirmPage(c, 'Record a refund?', {
      action: `/desk/registrations/${registration.id}/refund`,
      back: `/desk/registrations/${registration.id}`,
      fields: {
        reference: parsed.data.reference,
        amount: String(parsed.data.amount),
        reason: parsed.data.reason,
      },
      confirm: 'refund',
      facts: [
        ['Refund to', registrationName(registration)],
        ['Amount', formatMinor(minor, payment.currency)],
        ['Of payment', parsed.data.reference],
        ['Reason', parsed.data.reason],
        ['State now', before.state],
        ['State after', after],
        ['Balance after', dueLabel(dueAfter, before.currency)],
      ],
      outcome: `A credit note for ${formatMinor(minor, payment.currency)} will be issued in its own numbered series; the payment and its receipt stay as they are.`,
      button: 'Record the refund and issue the credit note',
    })
  }
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
    return refused(c, 'A refund is only of a payment received, and never more than was paid.')
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
