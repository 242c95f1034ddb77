/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import { CORRECTABLE_LABELS } from '../desk/registrations/correction-form.ts'
import { CORRECTABLE, type Correctable } from '../desk/registrations/registrations-store.ts'
import { AbstractSection, type AbstractTyped } from './abstract-section.tsx'
import { DECISION_TEXT, type AbstractDecision } from './abstract-decision.ts'

import { MY_PATH } from './paths.ts'

export { MY_PATH }

const PAYMENT_TEXT: Record<string, string> = {
  paid: 'Paid',
  manual: 'Paid (recorded by the secretariat)',
  pending: 'Payment started, not confirmed yet',
  mismatch: 'Payment under review by the secretariat',
  abandoned: 'Not paid (the last attempt did not complete)',
  none: 'Not paid yet',
}

/** Every My registration page: noindex, the service's stylesheet, a main landmark. */
export function Shell({ title, children }: { title: string; children: Child }) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | IUMRS-ICAM 2025`}</title>
        <link rel="stylesheet" href="/desk/assets/desk.css" />
      </head>
      <body>
        <main id="main" class="stack">
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  )
}

export const SignInForm = ({ status }: { status?: string }) => (
  <>
    {status && <p role="status">{status}</p>}
    <p>Enter the e-mail address you registered with. We send a sign-in link to it.</p>
    <form method="post" action={`${MY_PATH}/link`} class="stack">
      <label>
        E-mail address
        <input type="email" name="email" required autocomplete="email" maxlength={254} />
      </label>
      <button type="submit">Send me a sign-in link</button>
    </form>
  </>
)

export const ConfirmSignIn = ({ token }: { token: string }) => (
  <form method="post" action={`${MY_PATH}/sign-in`} class="stack">
    <input type="hidden" name="token" value={token} />
    <button type="submit">Sign in to my registration</button>
  </form>
)

/** What a refused form brings back to the page: what was typed, and why it was refused. */
export interface PageForm {
  status?: string
  /** Why the corrections were not saved (shown above their form, which keeps `typed`). */
  problem?: string
  typed?: Partial<Record<Correctable, string>>
  /** Why the abstract was not saved (shown above its form, which keeps `abstractTyped`). */
  abstractProblem?: string
  abstractTyped?: AbstractTyped
}

/** The correctable fields of a posted form, as typed (kept when the form is refused). */
export function typedCorrections(
  form: Record<string, unknown>,
): Partial<Record<Correctable, string>> {
  const typed: Partial<Record<Correctable, string>> = {}
  for (const field of CORRECTABLE) {
    const value = form[field]
    if (typeof value === 'string') typed[field] = value.slice(0, 400)
  }
  return typed
}

export interface MyRegistrationView extends PageForm {
  data: Record<string, unknown>
  category: string
  payment: string
  receipts: { number: string; link: string }[]
  /** The stored file, if any. */
  abstract: { kind: string; size: number } | null
  decision: AbstractDecision
  canCorrect: boolean
  /** Open, and no decision on the abstract yet: its author may still change it. */
  canChangeAbstract: boolean
  /** The Documents section's content (the visa letter's part). */
  documents?: Child
}

const show = (value: unknown) => (value === null || value === undefined ? '' : String(value))

export function MyRegistrationPage(v: MyRegistrationView) {
  const typed = (field: Correctable) => v.typed?.[field] ?? show(v.data[field])
  return (
    <>
      {v.status && <p role="status">{v.status}</p>}
      <section aria-labelledby="details-heading">
        <h2 id="details-heading">Your registration</h2>
        <dl>
          <dt>Name</dt>
          <dd>{`${show(v.data.firstname)} ${show(v.data.surname)}`}</dd>
          <dt>E-mail</dt>
          <dd>{show(v.data.email)}</dd>
          <dt>Category</dt>
          <dd>{v.category.replaceAll('_', ' ')}</dd>
          <dt>Affiliation</dt>
          <dd>{show(v.data.affiliation)}</dd>
          <dt>Payment</dt>
          <dd>{PAYMENT_TEXT[v.payment] ?? v.payment}</dd>
          <dt>Abstract</dt>
          <dd>{v.abstract ? DECISION_TEXT[v.decision] : 'No abstract submitted'}</dd>
        </dl>
      </section>
      <section aria-labelledby="receipts-heading">
        <h2 id="receipts-heading">Receipts</h2>
        {v.receipts.length ? (
          <ul>
            {v.receipts.map((r) => (
              <li>
                <a href={r.link}>{`Receipt ${r.number} (PDF)`}</a>
                {' · '}
                <a href={`${r.link}&format=html`}>{`Receipt ${r.number} (web page)`}</a>
              </li>
            ))}
          </ul>
        ) : (
          <p>No receipts yet.</p>
        )}
      </section>
      <section aria-labelledby="documents-heading">
        <h2 id="documents-heading">Documents</h2>
        {v.documents ?? <p>No documents yet.</p>}
      </section>
      <AbstractSection {...v} />
      <section aria-labelledby="correct-heading">
        <h2 id="correct-heading">Correct your details</h2>
        {v.problem && <p role="alert" id="correct-problem">{`Not saved: ${v.problem}`}</p>}
        {v.canCorrect ? (
          <form
            method="post"
            action={`${MY_PATH}/correct`}
            class="stack"
            aria-describedby={v.problem ? 'correct-problem' : undefined}
          >
            {CORRECTABLE.map((field) => (
              <label>
                {CORRECTABLE_LABELS[field]}
                <input name={field} value={typed(field)} required maxlength={200} />
              </label>
            ))}
            <button type="submit">Save corrections</button>
          </form>
        ) : (
          <p>The registration deadline has passed: please ask the secretariat to correct them.</p>
        )}
      </section>
      <form method="post" action={`${MY_PATH}/sign-out`}>
        <button type="submit">Sign out</button>
      </form>
    </>
  )
}
