/** @jsxImportSource hono/jsx */
import { formatMinor } from '../../payments/money.ts'
import { METHOD_LABELS, type MoneyLine } from '../overview/overview-shape.ts'
import type { KeyCount, OverviewFacts } from '../overview/overview-store.ts'
import { ScrollRegion } from './scroll-region.tsx'

export interface OverviewProps {
  facts: OverviewFacts
  money: MoneyLine[]
  days: KeyCount[]
}

const list = (params: Record<string, string>) =>
  `/desk/registrations?${new URLSearchParams(params).toString()}`

/** A table of counts under one heading; each key links to the list filtered by it. */
function Counts({ title, rows, filter }: { title: string; rows: KeyCount[]; filter: string }) {
  return (
    <section class="count-table">
      <h2>{title}</h2>
      {rows.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{title.replace(/^By /, '')}</th>
              <th scope="col">Registrations</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr>
                <th scope="row">
                  <a href={list({ [filter]: r.key })}>{r.key.replaceAll('_', ' ') || 'none'}</a>
                </th>
                <td>{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>None yet.</p>
      )}
    </section>
  )
}

const QUESTIONS = [
  { key: 'mismatch', label: 'Payments with a mismatched amount', params: { payment: 'mismatch' } },
  {
    key: 'pending-over-a-day',
    label: 'Payments pending longer than a day',
    params: { flag: 'pending-over-a-day' },
  },
  {
    key: 'abstract-without-symposium',
    label: 'Abstracts without a symposium',
    params: { flag: 'abstract-without-symposium' },
  },
] as const

/** The overview: open questions, counts, money net of refunds, registrations per day. */
export function Overview({ facts, money, days }: OverviewProps) {
  const most = Math.max(1, ...days.map((d) => d.count))
  return (
    <>
      <p>
        {facts.total} registrations, of which{' '}
        <a href={list({ flag: 'cancelled' })}>{facts.cancelled} cancelled</a>. The counts below
        include cancelled registrations.
      </p>
      <h2>Open questions</h2>
      <ul class="questions">
        {QUESTIONS.map((q) => (
          <li>
            <a href={list(q.params)}>
              {q.label}: <strong>{facts.questions[q.key]}</strong>
            </a>
          </li>
        ))}
      </ul>
      <div class="count-tables">
        <Counts title="By category" rows={facts.byCategory} filter="category" />
        <Counts title="By payment" rows={facts.byPayment} filter="payment" />
        <Counts title="By workshop" rows={facts.byWorkshop} filter="workshop" />
        <Counts title="By country" rows={facts.byCountry} filter="country" />
      </div>
      <h2>Money received</h2>
      <p>Successful payments by currency and method, net of refunds (credit notes issued).</p>
      {money.length ? (
        <ScrollRegion label="Money received">
          <table>
            <thead>
              <tr>
                <th scope="col">Currency</th>
                <th scope="col">Method</th>
                <th scope="col">Received</th>
                <th scope="col">Refunded</th>
                <th scope="col">Net</th>
              </tr>
            </thead>
            <tbody>
              {money.map((m) => (
                <tr>
                  <th scope="row">{m.currency}</th>
                  <td>
                    {m.method === 'total' ? 'All methods' : (METHOD_LABELS[m.method] ?? m.method)}
                  </td>
                  <td>{formatMinor(m.received, m.currency)}</td>
                  <td>{formatMinor(m.refunded, m.currency)}</td>
                  <td>{formatMinor(m.net, m.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p>Nothing received yet.</p>
      )}
      <h2>Registrations per day</h2>
      {days.length ? (
        <ScrollRegion label="Registrations per day">
          <table class="per-day">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Registrations</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr>
                  <th scope="row">{d.key}</th>
                  <td>
                    {d.count}{' '}
                    <progress max={most} value={d.count} aria-hidden="true" tabindex={-1} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p>No registrations yet.</p>
      )}
    </>
  )
}
