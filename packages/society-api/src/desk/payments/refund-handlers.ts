import * as z from 'zod/mini'
import { refundedMessage } from '../../messages/registration-change-messages.ts'
import { dueLabel, moneyState, readBalance } from '../../payments/balance.ts'
import { formatMinor, toMinor } from '../../payments/money.ts'
import { accountOf, audit, type DeskContext } from '../context.ts'
import { seeOther } from '../render.tsx'
import { confirmPage } from '../views/payment-confirm.tsx'
import { issueCreditNote, REFUNDABLE_MINOR, REFUND_CURRENCY } from './manual-payments.ts'
import { missing, refused, registrationName, registrationOf } from './payment-request.ts'

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
