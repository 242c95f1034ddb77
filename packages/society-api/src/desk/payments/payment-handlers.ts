import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as z from 'zod/mini'
import { PRIVATE_FILE_MODE, privateDir } from '../../db/private-files.ts'
import { receivedMessages } from '../../messages/payment-messages.ts'
import { dueLabel } from '../../payments/balance.ts'
import { formatMinor, toMinor } from '../../payments/money.ts'
import {
  receiptIssuer,
  receiptIssuerQuery,
  type ReceiptIssuerContent,
} from '../../receipts/receipt-issuer.ts'
import { accountOf, auditEntry, type DeskContext } from '../context.ts'
import { seeOther } from '../render.tsx'
import { confirmPage, paymentFormPage } from '../views/payment-confirm.tsx'
import { balanceFor } from './balance-quote.ts'
import {
  CURRENCIES,
  MANUAL_METHODS,
  manualReference,
  recordManualPayment,
} from './manual-payments.ts'
import { missing, refused, registrationName, registrationOf } from './payment-request.ts'

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
