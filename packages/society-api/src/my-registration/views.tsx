/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import { myRegistrationText as T } from '@amrs/shared/messages'
import { CorrectionFields } from '../desk/views/correction-fields.tsx'
import { CORRECTABLE, type Correctable } from '../desk/registrations/registrations-store.ts'
import { SitePage } from '../site-look/site-shell.tsx'
import { CATEGORY_LABELS } from '@amrs/shared/form-rules/registration.labels'
import type { RegistrationOptions } from '../conference/option-changes.ts'
import { OptionsSection } from './options-section.tsx'
import { AbstractSection, type AbstractTyped } from './abstract-section.tsx'
import { DECISION_TEXT, type AbstractDecision } from './abstract-decision.ts'

import { MY_PATH } from './paths.ts'

export { MY_PATH }

/** The registration's money state (payments/balance.ts), in words; older states kept. */
const PAYMENT_TEXT: Record<string, string> = {
  paid: 'Paid',
  overpaid: 'Paid (more than the fee was received: the secretariat will contact you)',
  'part-paid': 'Partly paid: part of the fee is still to pay',
  refunded: 'Refunded',
  unpaid: 'Not paid yet',
  manual: 'Paid (recorded by the secretariat)',
  pending: 'Payment started, not confirmed yet',
  mismatch: 'Payment under review by the secretariat',
  abandoned: 'Not paid (the last attempt did not complete)',
  none: 'Not paid yet',
}

/** Every My registration page: the site's look (docs/decisions/0104), noindex, no script. */
export function Shell({ title, children }: { title: string; children: Child }) {
  return <SitePage title={title}>{children}</SitePage>
}

/** The sign-in page: what a delegate can do here, then the form that sends the link. */
export const SignInForm = ({ status }: { status?: string }) => (
  <>
    {status && <p role="status">{status}</p>}
    <p>{T.signIn.intro}</p>
    <ul class="can">
      {T.signIn.can.map((item) => (
        <li>{item}</li>
      ))}
    </ul>
    <p>{T.signIn.how}</p>
    <form method="post" action={`${MY_PATH}/link`} class="stack">
      <label>
        {T.signIn.emailLabel}
        <input type="email" name="email" required autocomplete="email" maxlength={254} />
      </label>
      <button type="submit">{T.signIn.send}</button>
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
  /** Why the category and extras were not saved, and what was chosen. */
  optionsProblem?: string
  optionsTyped?: RegistrationOptions
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
  /** Open, and no money received yet: the delegate may change category and extras. */
  canChangeOptions: boolean
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
          <dd>
            {CATEGORY_LABELS[v.category as keyof typeof CATEGORY_LABELS] ??
              v.category.replaceAll('_', ' ')}
          </dd>
          <dt>Affiliation</dt>
          <dd>{show(v.data.affiliation)}</dd>
          <dt>Payment</dt>
          <dd>{PAYMENT_TEXT[v.payment] ?? v.payment}</dd>
          <dt>Abstract</dt>
          <dd>{v.abstract ? DECISION_TEXT[v.decision] : 'No abstract submitted'}</dd>
        </dl>
      </section>
      <OptionsSection {...v} />
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
            <CorrectionFields value={(field) => typed(field as Correctable)} />
            <button type="submit">Save corrections</button>
          </form>
        ) : (
          <p>The registration deadline has passed: please ask the secretariat to correct them.</p>
        )}
      </section>
      <form method="post" action={`${MY_PATH}/sign-out`} class="sign-out">
        <button type="submit">Sign out</button>
      </form>
    </>
  )
}
