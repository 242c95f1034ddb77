/** @jsxImportSource hono/jsx */
import type { Balance } from '../../payments/balance.ts'
import type { DeskContext } from '../context.ts'
import { page } from '../render.tsx'
import { ManualPaymentForm } from './payment-actions.tsx'

/**
 * The pages that ask before money is recorded (docs/decisions/0095): what will happen, to whom,
 * and what the registration's state becomes. Plain forms: the first POST answers this page, its
 * button posts the same fields again with `confirm`, and only that second POST records anything.
 */

export interface ConfirmProps {
  /** Where the confirming form posts (the same endpoint as the first POST). */
  action: string
  /** The registration's page (going back records nothing). */
  back: string
  /** The fields posted first, carried as they were. */
  fields: Record<string, string>
  /** The value `confirm` is posted with. */
  confirm: string
  /** What will happen, as label and value, in reading order. */
  facts: [string, string][]
  /** One sentence on the outcome. */
  outcome: string
  button: string
}

/** "Check, then confirm": the facts, the outcome, and the button that records it. */
export function ConfirmStep(p: ConfirmProps) {
  return (
    <section aria-labelledby="confirm-heading">
      <h2 id="confirm-heading">Check before it is recorded</h2>
      <p role="status">Nothing is recorded yet.</p>
      <dl class="fields">
        {p.facts.map(([label, value]) => (
          <>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </>
        ))}
      </dl>
      <p>{p.outcome}</p>
      <form method="post" action={p.action} class="stack">
        {Object.entries(p.fields).map(([name, value]) => (
          <input type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="confirm" value={p.confirm} />
        <button type="submit">{p.button}</button>
      </form>
      <p>
        <a href={p.back}>Go back without recording anything</a>
      </p>
    </section>
  )
}

/** The confirmation page (200): nothing is recorded until its form is posted. */
export const confirmPage = (c: DeskContext, title: string, props: ConfirmProps) =>
  page(c, title, <ConfirmStep {...props} />)

/** The page that records a payment: whose, what is owed, and the form (prefilled with it). */
export const paymentFormPage = (c: DeskContext, name: string, id: number, balance: Balance) =>
  page(
    c,
    'Record a payment',
    <section aria-labelledby="manual-heading">
      <h2 id="manual-heading">Payment by bank transfer or cash from {name}</h2>
      <ManualPaymentForm id={id} due={balance.dueMinor ?? 0} currency={balance.currency} />
      <p>
        <a href={`/desk/registrations/${id}`}>Back to the registration</a>
      </p>
    </section>,
  )
