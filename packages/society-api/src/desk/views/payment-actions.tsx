/** @jsxImportSource hono/jsx */
import type { Row } from '../../db/db.ts'
import { formatMinor } from '../../payments/money.ts'
import { CURRENCIES, MANUAL_METHODS } from '../payments/manual-payments.ts'

export interface PaymentActionsProps {
  id: number
  payments: Row[]
  creditNotes: Row[]
}

/** Record a manual payment, or a refund (with its credit note): forms that post. */
export function PaymentActions({ id, payments, creditNotes }: PaymentActionsProps) {
  const paid = payments.filter((t) => t.state === 'success')
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
            Amount
            <input name="amount" inputmode="decimal" pattern="[0-9]+([.][0-9]{1,2})?" required />
          </label>
          <label>
            Currency
            <select name="currency">
              {CURRENCIES.map((cur) => (
                <option value={cur}>{cur}</option>
              ))}
            </select>
          </label>
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
      </section>
      {paid.length > 0 && (
        <section aria-labelledby="refund-heading">
          <h2 id="refund-heading">Record a refund</h2>
          <form method="post" action={`/desk/registrations/${id}/refund`} class="stack">
            <label>
              Payment refunded
              <select name="reference">
                {paid.map((t) => (
                  <option value={String(t.reference)}>
                    {String(t.reference)} ({String(t.amount)} {String(t.currency)})
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
            <button type="submit">Record refund and issue credit note</button>
          </form>
        </section>
      )}
    </>
  )
}
