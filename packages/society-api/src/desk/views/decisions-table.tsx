/** @jsxImportSource hono/jsx */
import {
  DECISION_LABELS,
  points,
  type ScoredRow,
  type tablesBySymposium,
} from '../../review/decision-table.ts'
import type { Recommendation } from '../../review/review-form.ts'
import { ScrollRegion } from './scroll-region.tsx'

const RECOMMENDED: Record<Recommendation, string> = {
  oral: 'Oral',
  poster: 'Poster',
  reject: 'Reject',
}
type Table = ReturnType<typeof tablesBySymposium>[number]

const anchor = (symposium: string) => `symposium-${symposium || 'none'}`

/** Each review's score and recommendation, and what is still missing. */
function Reviews({ row }: { row: ScoredRow }) {
  return (
    <>
      {row.reviews.length > 0 && (
        <ul class="plain">
          {row.reviews.map((r, i) => (
            <li>
              {points(row.percents[i])} · {RECOMMENDED[r.recommendation]}
            </li>
          ))}
        </ul>
      )}
      {row.reviews.length === 0 ? (
        <p class="outstanding">No reviews: it can still be decided.</p>
      ) : (
        row.outstanding > 0 && (
          <p class="outstanding">
            Reviews outstanding: {row.reviews.length} of {row.assigned} in
          </p>
        )
      )}
    </>
  )
}

function Row({ row }: { row: ScoredRow }) {
  const select = `decide-${row.id}`
  return (
    <tr>
      <td>{row.id}</td>
      <th scope="row">
        <a href={`/desk/reviews/${row.id}`}>{row.title ?? `Abstract No. ${row.id}`}</a>
      </th>
      <td>
        <Reviews row={row} />
      </td>
      <td>{points(row.mean)}</td>
      <td>{points(row.spread)}</td>
      <td>
        {row.decision ? DECISION_LABELS[row.decision] : 'None yet'}
        {row.decision && <span class="hint"> ({row.sentAt ? 'sent' : 'not sent yet'})</span>}
      </td>
      <td>
        <label class="visually-hidden" for={select}>
          Decision on No. {row.id}
        </label>
        <select id={select} name={`decision-${row.id}`}>
          <option value="">No change</option>
          <option value="oral">Accept: oral</option>
          <option value="poster">Accept: poster</option>
          <option value="reject">Reject</option>
        </select>
      </td>
    </tr>
  )
}

function SymposiumTable({ table }: { table: Table }) {
  const count = table.rows.length
  return (
    <section aria-labelledby={anchor(table.symposium)} class="decisions">
      <h2 id={anchor(table.symposium)}>{table.label}</h2>
      <ScrollRegion label={`Decisions: ${table.label}`}>
        <table>
          <caption>
            {table.label}: {count} {count === 1 ? 'abstract' : 'abstracts'}, best mean score first
          </caption>
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Title</th>
              <th scope="col">Reviews (score of 100 · recommendation)</th>
              <th scope="col">Mean</th>
              <th scope="col">Spread</th>
              <th scope="col">Decision</th>
              <th scope="col">Decide</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <Row row={row} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  )
}

/** GET /desk/decisions: one table per symposium, the decisions to choose, the way to send them. */
export function DecisionsPage({
  tables,
  unsent,
  status,
}: {
  tables: Table[]
  unsent: number
  status?: string
}) {
  return (
    <>
      {status && (
        <p role="status" class="done">
          {status}
        </p>
      )}
      <p>
        Scores are each review's points as a share of its rubric's maximum (0-100); the spread is
        the highest review score minus the lowest. Choose a decision in any rows of any table, then
        save: the one Save button saves every decision chosen on this page, in every table.
      </p>
      <p>
        <a href="/desk/decisions/send">Send decisions ({unsent} decided, not sent yet)</a>
      </p>
      {tables.length === 0 ? (
        <p>No abstracts yet.</p>
      ) : (
        <nav aria-label="Symposia">
          <ul class="plain">
            {tables.map((t) => (
              <li>
                <a href={`#${anchor(t.symposium)}`}>{t.label}</a> ({t.rows.length})
              </li>
            ))}
          </ul>
        </nav>
      )}
      {tables.length > 0 && (
        // One form for every table (docs/decisions/0097): a Save never leaves a choice behind.
        <form method="post" action="/desk/decisions" class="decisions-form" data-decisions>
          {tables.map((t) => (
            <SymposiumTable table={t} />
          ))}
          <div class="save-bar">
            <button type="submit">Save all decisions chosen</button>
            <span class="hint" data-unsaved aria-live="polite"></span>
          </div>
        </form>
      )}
    </>
  )
}
