/** @jsxImportSource hono/jsx */
import { symposiumLabel } from '../../review/assignment-rows.ts'
import { ScrollRegion } from './scroll-region.tsx'

export interface ProposedLine {
  abstractId: number
  title: string | null
  symposium: string
  reviewers: string[]
}

export interface ImpossibleLine {
  abstractId: number
  title: string | null
  symposium: string
  missing: number
  /** Why the others could not: "3 do not cover its symposium, 1 same affiliation". */
  reasons: string
}

export interface AssignmentPreviewProps {
  n: number
  symposium: string
  proposed: ProposedLine[]
  /** The proposed pairs (`registration:account`), carried by the save form as they are shown. */
  pairs: string[]
  impossibles: ImpossibleLine[]
}

const abstractName = (id: number, title: string | null) => `No. ${id}${title ? `: ${title}` : ''}`

/** GET /desk/assignment/preview: what an automatic run would add; nothing is saved yet. */
export function AssignmentPreview({
  n,
  symposium,
  proposed,
  pairs,
  impossibles,
}: AssignmentPreviewProps) {
  const where = symposium ? symposiumLabel(symposium) : 'all symposia'
  return (
    <>
      <p role="status">
        {`${n} reviewer${n === 1 ? '' : 's'} per abstract, ${where}: ${pairs.length} new assignment${pairs.length === 1 ? '' : 's'} for ${proposed.length} abstract${proposed.length === 1 ? '' : 's'}; ${impossibles.length} cannot get ${n}. Nothing is saved yet.`}
      </p>
      {pairs.length > 0 && (
        <form method="post" action="/desk/assignment/save">
          <input type="hidden" name="symposium" value={symposium} />
          {pairs.map((p) => (
            <input type="hidden" name="pair" value={p} />
          ))}
          <button type="submit">Save these assignments</button>{' '}
          <a href="/desk/assignment">Back without saving</a>
        </form>
      )}
      {pairs.length === 0 && (
        <p>
          <a href="/desk/assignment">Back to the assignment</a>
        </p>
      )}
      {impossibles.length > 0 && (
        <section aria-labelledby="impossible-heading">
          <h2 id="impossible-heading">Cannot get {n} reviewers</h2>
          <ScrollRegion label="Abstracts that cannot get enough reviewers">
            <table>
              <thead>
                <tr>
                  <th scope="col">Abstract</th>
                  <th scope="col">Symposium</th>
                  <th scope="col">Missing</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {impossibles.map((i) => (
                  <tr>
                    <th scope="row">{abstractName(i.abstractId, i.title)}</th>
                    <td>{symposiumLabel(i.symposium)}</td>
                    <td>{i.missing}</td>
                    <td>{i.reasons}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      )}
      {proposed.length > 0 && (
        <section aria-labelledby="proposed-heading">
          <h2 id="proposed-heading">Proposed assignments</h2>
          <ScrollRegion label="Proposed assignments">
            <table>
              <thead>
                <tr>
                  <th scope="col">Abstract</th>
                  <th scope="col">Symposium</th>
                  <th scope="col">New reviewers</th>
                </tr>
              </thead>
              <tbody>
                {proposed.map((p) => (
                  <tr>
                    <th scope="row">{abstractName(p.abstractId, p.title)}</th>
                    <td>{symposiumLabel(p.symposium)}</td>
                    <td>{p.reviewers.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      )}
    </>
  )
}
