/** @jsxImportSource hono/jsx */
import type { Row } from '../../db/db.ts'
import { BadgeSection } from '../../badges/badge-section.tsx'
import {
  fieldLabel,
  NO_LABELS,
  valueLabel,
  type RegistrationLabels,
} from '../registrations/registration-labels.ts'
import { CorrectionFields } from './correction-fields.tsx'
import type { SentMessage } from '../messages/sent-messages.ts'
import { CancellationSection } from './cancellation.tsx'
import { ErasedNotice, PersonalDataSection } from './erasure.tsx'
import { MessagesSent } from './messages-sent.tsx'
import { BalanceFacts } from './balance-facts.tsx'
import { PaymentActions } from './payment-actions.tsx'
import { ABSTRACT_DETAIL_FIELDS, AbstractDetails } from './abstract-details.tsx'
import { ScrollRegion } from './scroll-region.tsx'

export interface RegistrationPageProps {
  id: number
  data: Record<string, unknown>
  facts: Row
  abstract: { kind: string; size: number } | null
  payments: Row[]
  creditNotes: Row[]
  history: {
    at: string
    account_id: number | null
    account_email: string | null
    field: string
    before: string | null
    after: string | null
  }[]
  canCorrect: boolean
  /** The secretariat's: the person's data as JSON (ADR 0070). */
  canExport: boolean
  messages: SentMessage[]
  saved?: string
  /** The studio's titles of symposia and workshops (docs/decisions/0097); none: the values' words. */
  labels?: RegistrationLabels
}

const show = (value: unknown) =>
  Array.isArray(value)
    ? value.join(', ')
    : typeof value === 'boolean'
      ? value
        ? 'yes'
        : 'no'
      : String(value ?? '')

/** One registration: every field, the abstract, payments and receipts, corrections and their history. */
export function RegistrationPage(p: RegistrationPageProps) {
  const fields = Object.entries(p.data).filter(
    ([key]) => !key.startsWith('abstract_object') && !ABSTRACT_DETAIL_FIELDS.includes(key),
  )
  const erased = typeof p.data.erased_at === 'string'
  return (
    <>
      {p.saved && (
        <p role="status" class="done">
          {p.saved}
        </p>
      )}
      {erased && <ErasedNotice at={String(p.data.erased_at)} />}
      <section aria-labelledby="fields-heading">
        <h2 id="fields-heading">Details</h2>
        <dl class="fields">
          {fields.map(([key, value]) => (
            <>
              <dt>{fieldLabel(key)}</dt>
              <dd>{valueLabel(key, value, p.labels ?? NO_LABELS)}</dd>
            </>
          ))}
          <BalanceFacts facts={p.facts} />
          <dt>Abstract</dt>
          <dd>
            {p.abstract ? (
              <>
                <a href={`/desk/registrations/${p.id}/abstract`} download>
                  Download the abstract ({p.abstract.kind.toUpperCase()},{' '}
                  {Math.ceil(p.abstract.size / 1024)} KB)
                </a>
                {p.canCorrect && !erased && (
                  <>
                    {' · '}
                    <a href={`/desk/registrations/${p.id}/abstract/edit`}>Change the abstract</a>
                  </>
                )}
              </>
            ) : (
              'none'
            )}
          </dd>
          <AbstractDetails data={p.data} />
        </dl>
        {p.canCorrect && !erased && typeof p.data.cancelled_at !== 'string' && (
          <p>
            <a href={`/desk/registrations/${p.id}/options`}>Change category and extras</a>
          </p>
        )}
      </section>
      <section aria-labelledby="payments-heading">
        <h2 id="payments-heading">Payments and receipts</h2>
        {p.payments.length ? (
          <ScrollRegion label="Payments and receipts">
            <table>
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Amount</th>
                  <th scope="col">State</th>
                  <th scope="col">Method</th>
                  <th scope="col">Paid</th>
                  <th scope="col">Receipt</th>
                </tr>
              </thead>
              <tbody>
                {p.payments.map((t) => (
                  <tr>
                    <td>{show(t.reference)}</td>
                    <td>
                      {show(t.amount)} {show(t.currency)}
                    </td>
                    <td>{show(t.state)}</td>
                    <td>
                      {show(
                        t.provider === 'manual'
                          ? `manual (${show(t.channel)})`
                          : (t.channel ?? t.provider),
                      )}
                    </td>
                    <td>{show(t.paid_at).slice(0, 10)}</td>
                    <td>
                      {t.receipt ? (
                        <a href={`/desk/receipts/${show(t.receipt)}`}>{show(t.receipt)}</a>
                      ) : (
                        ''
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <p>No payments.</p>
        )}
      </section>
      <MessagesSent id={p.id} messages={p.messages} erased={erased} />
      {p.canCorrect && (
        <PaymentActions
          id={p.id}
          facts={p.facts}
          payments={p.payments}
          creditNotes={p.creditNotes}
        />
      )}
      {p.canCorrect && !erased && (
        <CancellationSection
          id={p.id}
          cancelledAt={typeof p.data.cancelled_at === 'string' ? p.data.cancelled_at : null}
          creditNotes={p.creditNotes.map((n) => String(n.number))}
        />
      )}
      {!erased && (
        <BadgeSection
          id={p.id}
          payment={p.facts.payment}
          cancelled={!!p.data.cancelled_at}
          setByDesk={p.data.badge_category}
        />
      )}
      {p.canCorrect && !erased && (
        <section aria-labelledby="correct-heading">
          <h2 id="correct-heading">Correct details</h2>
          <form method="post" action={`/desk/registrations/${p.id}/correct`} class="stack">
            <CorrectionFields value={(field) => show(p.data[field])} />
            <button type="submit">Save corrections</button>
          </form>
        </section>
      )}
      {p.canExport && <PersonalDataSection id={p.id} erased={erased} />}
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        {p.history.length ? (
          <ScrollRegion label="History">
            <table>
              <thead>
                <tr>
                  <th scope="col">When (UTC)</th>
                  <th scope="col">By</th>
                  <th scope="col">Field</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {p.history.map((h) => (
                  <tr>
                    <td>{h.at.replace('T', ' ').slice(0, 19)}</td>
                    <td>
                      {h.account_id === null
                        ? 'the delegate'
                        : (h.account_email ?? `account ${h.account_id}`)}
                    </td>
                    <td>{fieldLabel(h.field)}</td>
                    <td>{h.before ?? ''}</td>
                    <td>{h.after ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <p>No corrections yet.</p>
        )}
      </section>
    </>
  )
}
