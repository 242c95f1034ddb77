/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import { symposiumLabel } from '../../review/assignment-rows.ts'
import { RECOMMENDATION_LABELS } from '../../review/review-form.ts'
import type { BlindAbstract, ReviewLine } from '../review/review-store.ts'
import { ScrollRegion } from './scroll-region.tsx'

const MODES: Record<string, string> = {
  oral: 'Oral',
  poster: 'Poster',
  'in-attendance': 'In attendance (no presentation)',
}
export const modeLabel = (mode: string | null) => (mode ? (MODES[mode] ?? mode) : 'Not given')
export const titleOf = (a: BlindAbstract) => a.title ?? `Abstract No. ${a.id} (no title given)`

/** What anyone on the desk reads of an abstract on a review page (blind), and `children` rows. */
export function AbstractFacts({
  abstract,
  children,
}: {
  abstract: BlindAbstract
  children?: Child
}) {
  return (
    <dl class="fields">
      <dt>Title</dt>
      <dd>{titleOf(abstract)}</dd>
      <dt>Symposium</dt>
      <dd>{symposiumLabel(abstract.symposium ?? '')}</dd>
      <dt>Presentation</dt>
      <dd>{modeLabel(abstract.mode)}</dd>
      {children}
    </dl>
  )
}

/** GET /desk/reviews as a reviewer: the abstracts assigned to them, blind. */
export function MyReviewsList({ lines, status }: { lines: ReviewLine[]; status?: string }) {
  const done = lines.filter((l) => l.reviewedAt).length
  return (
    <div class="review-page">
      {status && (
        <p role="status" class="done">
          {status}
        </p>
      )}
      <p>
        {lines.length === 0
          ? 'No abstracts are assigned to you at the moment.'
          : `${lines.length} ${lines.length === 1 ? 'abstract is' : 'abstracts are'} assigned to you; you have reviewed ${done}.`}
      </p>
      <ul class="review-list">
        {lines.map((l) => (
          <li>
            <a href={`/desk/reviews/${l.id}`}>
              No. {l.id}: {titleOf(l)}
            </a>
            <span>
              {symposiumLabel(l.symposium ?? '')} · {modeLabel(l.mode)} ·{' '}
              {l.recommendation
                ? `Reviewed: ${RECOMMENDATION_LABELS[l.recommendation].toLowerCase()}`
                : 'Not reviewed yet'}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

export interface ProgressLine extends BlindAbstract {
  assigned: number
  reviews: number
}

/** GET /desk/reviews as the secretariat: each abstract with reviewers, and its reviews so far. */
export function ReviewProgress({ lines }: { lines: ProgressLine[] }) {
  return (
    <>
      <p>
        <a href="/desk/rubric">The rubric reviewers score against</a> ·{' '}
        <a href="/desk/assignment">Assignment</a>
      </p>
      {lines.length === 0 ? (
        <p>No abstract has a reviewer yet.</p>
      ) : (
        <ScrollRegion label="Abstracts and their reviews">
          <table>
            <thead>
              <tr>
                <th scope="col">Abstract</th>
                <th scope="col">Symposium</th>
                <th scope="col">Reviewers</th>
                <th scope="col">Reviews</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => (
                <tr>
                  <th scope="row">
                    <a href={`/desk/reviews/${l.id}`}>No. {l.id}</a>
                    {l.title ? `: ${l.title}` : ''}
                  </th>
                  <td>{symposiumLabel(l.symposium ?? '')}</td>
                  <td>{l.assigned}</td>
                  <td>{l.reviews}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </>
  )
}
