/** @jsxImportSource hono/jsx */
import { RECOMMENDATION_LABELS } from '../../review/review-form.ts'
import type { BlindAbstract, SavedReview } from '../review/review-store.ts'
import { AbstractFacts } from './review-lists.tsx'

/** GET /desk/reviews/:id as the secretariat: every review of the abstract, read only. */
export function ReviewsOfAbstract({
  abstract,
  reviews,
}: {
  abstract: BlindAbstract
  reviews: (SavedReview & { reviewer: string })[]
}) {
  return (
    <>
      <p>
        <a href="/desk/reviews">All reviews</a> ·{' '}
        <a href={`/desk/registrations/${abstract.id}`}>The registration</a>
      </p>
      <AbstractFacts abstract={abstract} />
      {reviews.length === 0 && <p>No review yet.</p>}
      {reviews.map((r) => (
        <section aria-label={`Review by ${r.reviewer}`}>
          <h2>{r.reviewer}</h2>
          <p class="hint">Saved {r.updatedAt.slice(0, 16).replace('T', ' ')} UTC</p>
          <dl class="fields">
            {r.scores.map((s) => (
              <>
                <dt>{s.criterion}</dt>
                <dd>
                  {s.score} of {s.scale}
                </dd>
              </>
            ))}
            <dt>Recommendation</dt>
            <dd>{RECOMMENDATION_LABELS[r.recommendation]}</dd>
            <dt>To the authors</dt>
            <dd class="prose">{r.commentToAuthors}</dd>
            <dt>To the committee</dt>
            <dd class="prose">{r.commentToCommittee || '(none)'}</dd>
          </dl>
        </section>
      ))}
    </>
  )
}
