/** @jsxImportSource hono/jsx */
import { symposiumLabel } from '../../review/assignment-rows.ts'
import { ScrollRegion } from './scroll-region.tsx'

export interface ReviewerChoice {
  id: number
  email: string
  load: number
  /** Why this reviewer may not take the abstract (shown, and refused by the server). */
  conflict?: string
}

export interface AbstractLine {
  id: number
  title: string | null
  reviewers: { id: number; email: string }[]
  /** Reviewers who handed it back (no one assigned since): it needs a reviewer again. */
  handedBack: { email: string; reason: string }[]
  choices: ReviewerChoice[]
}

export interface SymposiumDetail {
  symposium: string
  reviewers: { id: number; email: string; load: number }[]
  abstracts: AbstractLine[]
}

function AssignByHand({ line }: { line: AbstractLine }) {
  if (!line.choices.length)
    return <span class="hint">No other reviewer covers this symposium.</span>
  const label = `Reviewer for abstract ${line.id}`
  return (
    <form method="post" action="/desk/assignment/assign" class="inline">
      <input type="hidden" name="registration" value={String(line.id)} />
      <label>
        <span class="visually-hidden">{label}</span>
        <select name="reviewer" aria-label={label}>
          {line.choices.map((r) => (
            <option value={String(r.id)} disabled={Boolean(r.conflict)}>
              {`${r.email} (${r.load})${r.conflict ? `: conflict, ${r.conflict}` : ''}`}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="submit">Assign</button>
    </form>
  )
}

/** One symposium in full: its reviewers with their load, and each abstract with its reviewers. */
export function AbstractsOfSymposium({ symposium, reviewers, abstracts }: SymposiumDetail) {
  const name = symposiumLabel(symposium)
  return (
    <section aria-labelledby="symposium-heading">
      <h2 id="symposium-heading">{name}</h2>
      <h3>Reviewers and their load</h3>
      {reviewers.length ? (
        <ul>
          {reviewers.map((r) => (
            <li>
              <a href={`/desk/accounts/${r.id}/reviewing`}>{r.email}</a>: {r.load}{' '}
              {r.load === 1 ? 'abstract' : 'abstracts'}
            </li>
          ))}
        </ul>
      ) : (
        <p>No reviewer covers this symposium yet: set reviewers' symposia on the accounts page.</p>
      )}
      <h3>Abstracts</h3>
      <ScrollRegion label={`Abstracts of ${name}`}>
        <table>
          <thead>
            <tr>
              <th scope="col">Abstract</th>
              <th scope="col">Reviewers</th>
              <th scope="col">Assign by hand</th>
            </tr>
          </thead>
          <tbody>
            {abstracts.map((a) => (
              <tr id={`abstract-${a.id}`}>
                <th scope="row">
                  <a href={`/desk/registrations/${a.id}`}>No. {a.id}</a>
                  {a.title ? `: ${a.title}` : ''}
                </th>
                <td>
                  {a.reviewers.length === 0 && <span class="hint">None yet</span>}
                  {a.handedBack.map((h) => (
                    <p class="error">
                      Needs a reviewer again: handed back by {h.email}
                      {h.reason ? ` (“${h.reason}”)` : ''}.
                    </p>
                  ))}
                  <ul class="plain">
                    {a.reviewers.map((r) => (
                      <li>
                        <form method="post" action="/desk/assignment/unassign" class="inline">
                          {r.email} <input type="hidden" name="registration" value={String(a.id)} />
                          <input type="hidden" name="reviewer" value={String(r.id)} />
                          <button
                            type="submit"
                            class="small"
                            aria-label={`Unassign ${r.email} from abstract ${a.id}`}
                          >
                            Unassign
                          </button>
                        </form>
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  <AssignByHand line={a} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {abstracts.length === 0 && <p>No abstracts in this symposium.</p>}
    </section>
  )
}
