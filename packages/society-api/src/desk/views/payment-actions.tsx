/** @jsxImportSource hono/jsx */
import type { Row } from '../../db/db.ts'
import { dueLabel } from '../../payments/balance.ts'
import { formatMinor, fromMinor } from '../../payments/money.ts'
import { MANUAL_METHODS } from '../payments/manual-payments.ts'

export interface PaymentActionsProps {
  id: number
  /** The registration's list facts: its balance (payments/balance.ts). */
  facts: Row
  payments: Row[]
  creditNotes: Row[]
}

/**
 * Record a manual payment (what is owed shown and offered; nothing once paid), or a refund of a
 * payment received (with its credit note): forms that post, each answered by a page that asks
 * before anything is recorded when it is not the balance (docs/decisions/0095).
 */
export function PaymentActions({ id, facts, payments, creditNotes }: PaymentActionsProps) {
  const received = payments.filter(
    (t) => t.state === 'success' || (t.state === 'mismatch' && t.paid_amount_minor !== null),
  )
  const currency = String(facts.money_currency ?? 'USD')
  const due =
    facts.due_minor === null || facts.due_minor === undefined ? null : Number(facts.due_minor)
  return (
    <>
      {creditNotes.length > 0 && (
        <section aria-labelledby="credit-heading">
          <h2 id="credit-heading">Credit notes</h2>
          <ul>
            {creditNotes.map((n) => (
              <li>
                <a href={`/desk/credit-notes/${String(n.number)}`}>{String(n.number)}</a>:{' '}
                {formatMinor(Number(n.amount_minor), String(n.currency))} for {String(n.reference)}{' '}
                ({String(n.reason)})
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="manual-heading">
        <h2 id="manual-heading">Record a payment received by bank transfer or cash</h2>
        {due === null ? (
          <p>
            No fee is recorded yet.{' '}
            <a href={`/desk/registrations/${id}/payments`}>
              Look up what is owed and record a payment
            </a>
          </p>
        ) : (
          <ManualPaymentForm id={id} due={due} currency={currency} />
        )}
      </section>
      {received.length > 0 && (
        <section aria-labelledby="refund-heading">
          <h2 id="refund-heading">Record a refund</h2>
          <form method="post" action={`/desk/registrations/${id}/refund`} class="stack">
            <label>
              Payment refunded
              <select name="reference">
                {received.map((t) => (
                  <option value={String(t.reference)}>
                    {String(t.reference)} (
                    {formatMinor(
                      Number(t.paid_amount_minor ?? t.amount_minor),
                      String(t.paid_currency ?? t.currency),
                    )}
                    {t.state === 'mismatch' ? ', mismatch' : ''})
                  </option>
                ))}
              </select>
            </label>
            <label>
              Amount refunded
              <input name="amount" inputmode="decimal" pattern="[0-9]+([.][0-9]{1,2})?" required />
            </label>
            <label>
              Reason
              <input name="reason" maxlength={300} required />
            </label>
            <button type="submit">Review the refund</button>
          </form>
        </section>
      )}
    </>
  )
}

/**
 * What is owed and the form that records a payment of it (bank transfer or cash), prefilled
 * with the balance in the fee's currency; nothing to fill once nothing is owed.
 */
export function ManualPaymentForm({
  id,
  due,
  currency,
}: {
  id: number
  due: number
  currency: string
}) {
  return (
    <>
      <p>Balance: {dueLabel(due, currency)}.</p>
      {due <= 0 ? (
        <p>Nothing is owed, so no further payment is recorded.</p>
      ) : (
        <form
          method="post"
          action={`/desk/registrations/${id}/payments`}
          enctype="multipart/form-data"
          class="stack"
        >
          <label>
            Method
            <select name="method">
              {MANUAL_METHODS.map((m) => (
                <option value={m}>{m === 'cash' ? 'Cash' : 'Bank transfer'}</option>
              ))}
            </select>
          </label>
          <label>
            Amount ({currency}, the fee’s currency)
            <input
              name="amount"
              inputmode="decimal"
              pattern="[0-9]+([.][0-9]{1,2})?"
              value={String(fromMinor(due, currency))}
              required
            />
          </label>
          <input type="hidden" name="currency" value={currency} />
          <label>
            Date received
            <input name="paid_on" type="date" required />
          </label>
          <label>
            Note (e.g. the bank's reference)
            <input name="note" maxlength={500} />
          </label>
          <label>
            Proof (PDF, JPEG or PNG; optional)
            <input name="proof" type="file" accept="application/pdf,image/jpeg,image/png" />
          </label>
          <button type="submit">Record payment and issue receipt</button>
        </form>
      )}
    </>
  )
}
