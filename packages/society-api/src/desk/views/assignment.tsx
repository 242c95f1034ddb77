/** @jsxImportSource hono/jsx */
import { symposiumLabel } from '../../review/assignment-rows.ts'
import { AbstractsOfSymposium, type SymposiumDetail } from './assignment-abstracts.tsx'
import { ScrollRegion } from './scroll-region.tsx'

export interface SymposiumSummary {
  symposium: string
  abstracts: number
  /** Abstracts with no reviewer yet. */
  unassigned: number
  /** Abstracts a reviewer handed back, with no one assigned since. */
  handedBack: number
  assignments: number
  reviewers: number
}

export interface AssignmentPageProps {
  summaries: SymposiumSummary[]
  symposia: readonly string[]
  /** The symposium shown in full, when one is chosen. */
  detail?: SymposiumDetail
  /** What the last form did. */
  status?: string
}

const link = (symposium: string) => `/desk/assignment?symposium=${encodeURIComponent(symposium)}`

/** The automatic assignment's form: it shows a preview, nothing is saved yet. */
export function AutoAssignForm({
  symposia,
  chosen,
}: {
  symposia: readonly string[]
  chosen?: string
}) {
  return (
    <form method="get" action="/desk/assignment/preview" class="filters">
      <label>
        Reviewers per abstract
        <input name="n" type="number" min={1} max={10} value="2" required />
      </label>
      <label>
        Symposium
        <select name="symposium">
          <option value="">All symposia</option>
          {symposia.map((s) => (
            <option value={s} selected={s === chosen}>
              {symposiumLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">Assign automatically</button>
    </form>
  )
}

/** GET /desk/assignment: per symposium, its abstracts, reviewers and assignments. */
export function AssignmentPage({ summaries, symposia, detail, status }: AssignmentPageProps) {
  return (
    <>
      {status && (
        <p role="status" class="done">
          {status}
        </p>
      )}
      <section aria-labelledby="auto-heading">
        <h2 id="auto-heading">Assign automatically</h2>
        <p class="hint">
          Each abstract gets this many reviewers who cover its symposium and have no conflict of
          interest, the load spread evenly. You see the proposal before anything is saved.
        </p>
        <AutoAssignForm symposia={symposia} chosen={detail?.symposium} />
      </section>
      <section aria-labelledby="symposia-heading">
        <h2 id="symposia-heading">Symposia</h2>
        <ScrollRegion label="Symposia">
          <table>
            <thead>
              <tr>
                <th scope="col">Symposium</th>
                <th scope="col">Abstracts</th>
                <th scope="col">Without a reviewer</th>
                <th scope="col">Handed back</th>
                <th scope="col">Assignments</th>
                <th scope="col">Reviewers</th>
              </tr>
            </thead>
            <tbody>
              {summaries.map((s) => (
                <tr>
                  <th scope="row">
                    <a
                      href={link(s.symposium)}
                      aria-current={s.symposium === detail?.symposium ? 'page' : undefined}
                    >
                      {symposiumLabel(s.symposium)}
                    </a>
                  </th>
                  <td>{s.abstracts}</td>
                  <td>{s.unassigned}</td>
                  <td>{s.handedBack}</td>
                  <td>{s.assignments}</td>
                  <td>{s.reviewers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {summaries.length === 0 && <p>No abstracts and no reviewers yet.</p>}
      </section>
      {detail && <AbstractsOfSymposium {...detail} />}
    </>
  )
}
