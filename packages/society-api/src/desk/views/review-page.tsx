/** @jsxImportSource hono/jsx */
import {
  COMMENT_LENGTH,
  HANDBACK_REASON_LENGTH,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  scoreField,
  type ReviewField,
  type ReviewTyped,
} from '../../review/review-form.ts'
import type { Criterion } from '../../review/rubric.ts'
import type { BlindAbstract } from '../review/review-store.ts'
import { AbstractFacts } from './review-lists.tsx'

export interface ReviewPageProps {
  abstract: BlindAbstract
  rubric: readonly Criterion[]
  /** The file can be served stripped of its author metadata (PDF, DOCX). */
  servable: boolean
  typed: ReviewTyped
  errors?: Partial<Record<ReviewField, string>>
  /** When the review was last saved. */
  savedAt?: string
  /** Decisions are made: the review is shown, no longer editable. */
  locked: boolean
  status?: string
}

/** An error line under a field, with the id its control points at. */
const Problem = ({ id, text }: { id: string; text?: string }) =>
  text ? (
    <p class="error" id={id}>
      {text}
    </p>
  ) : null

function Choices(props: {
  name: string
  legend: string
  values: readonly { value: string; label: string }[]
  checked: string
  error?: string
  locked: boolean
}) {
  const errorId = `${props.name}-error`
  return (
    <fieldset aria-describedby={props.error ? errorId : undefined}>
      <legend>{props.legend}</legend>
      <Problem id={errorId} text={props.error} />
      <div class="scale">
        {props.values.map((v) => (
          <label>
            <input
              type="radio"
              name={props.name}
              value={v.value}
              checked={props.checked === v.value}
              disabled={props.locked}
              aria-invalid={props.error ? 'true' : undefined}
            />
            <span>{v.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function Comment(props: {
  name: ReviewField
  label: string
  hint: string
  value: string
  error?: string
  locked: boolean
}) {
  const errorId = `${props.name}-error`
  const hintId = `${props.name}-hint`
  return (
    <label>
      {props.label}
      <span class="hint" id={hintId}>
        {props.hint}
      </span>
      <Problem id={errorId} text={props.error} />
      <textarea
        name={props.name}
        rows={6}
        maxlength={COMMENT_LENGTH}
        readonly={props.locked}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={props.error ? `${hintId} ${errorId}` : hintId}
      >
        {props.value}
      </textarea>
    </label>
  )
}

/** GET /desk/reviews/:id as the assigned reviewer: the abstract, blind, its file and the review. */
export function ReviewPage(props: ReviewPageProps) {
  const { abstract, rubric, servable, typed, errors = {}, savedAt, locked, status } = props
  const count = Object.keys(errors).length
  return (
    <div class="review-page">
      <p>
        <a href="/desk/reviews">All your abstracts</a>
      </p>
      {status && (
        <p role="status" class="done">
          {status}
        </p>
      )}
      {count > 0 && (
        <p role="alert" class="error">
          The review is not saved: {count === 1 ? 'one field needs' : `${count} fields need`}{' '}
          attention (below).
        </p>
      )}
      <AbstractFacts abstract={abstract}>
        <dt>File</dt>
        <dd>
          {servable ? (
            <a href={`/desk/reviews/${abstract.id}/file`} class="button-link" download>
              Download the abstract ({abstract.kind?.toUpperCase()}, author details removed)
            </a>
          ) : (
            <span>
              This abstract is a {abstract.kind?.toUpperCase() ?? 'file'} file. Its author details
              cannot be removed from this format safely, so the desk does not give it to reviewers.
              Ask the secretariat for a copy without the authors' names.
            </span>
          )}
        </dd>
      </AbstractFacts>
      <h2>Your review</h2>
      {locked ? (
        <p>
          Decisions on the abstracts are made: your review is kept as it is and can no longer be
          changed.
        </p>
      ) : (
        <p class="hint">
          {savedAt ? `Saved ${savedAt.slice(0, 16).replace('T', ' ')} UTC. ` : ''}You can change it
          until the decisions are made.
        </p>
      )}
      <form method="post" action={`/desk/reviews/${abstract.id}`} class="stack">
        {rubric.map((c, i) => (
          <Choices
            name={scoreField(i)}
            legend={`${c.name} (1 low to ${c.scale} high)`}
            values={Array.from({ length: c.scale }, (_, k) => ({
              value: String(k + 1),
              label: String(k + 1),
            }))}
            checked={typed[scoreField(i)] ?? ''}
            error={errors[scoreField(i)]}
            locked={locked}
          />
        ))}
        <Choices
          name="recommendation"
          legend="Recommendation"
          values={RECOMMENDATIONS.map((r) => ({ value: r, label: RECOMMENDATION_LABELS[r] }))}
          checked={typed.recommendation ?? ''}
          error={errors.recommendation}
          locked={locked}
        />
        <Comment
          name="comment_to_authors"
          label="Comment to the authors"
          hint="Sent to the authors with the decision, without your name."
          value={typed.comment_to_authors ?? ''}
          error={errors.comment_to_authors}
          locked={locked}
        />
        <Comment
          name="comment_to_committee"
          label="Comment to the committee (optional)"
          hint="Only the secretariat and the committee read it."
          value={typed.comment_to_committee ?? ''}
          error={errors.comment_to_committee}
          locked={locked}
        />
        {!locked && <button type="submit">Save review</button>}
      </form>
      {!locked && <GiveBack id={abstract.id} />}
    </div>
  )
}

/** Declaring a conflict, or handing the abstract back: both take it off the reviewer's list. */
function GiveBack({ id }: { id: number }) {
  return (
    <section aria-labelledby="give-back-heading">
      <h2 id="give-back-heading">Cannot review it?</h2>
      <form method="post" action={`/desk/reviews/${id}/conflict`} class="stack">
        <p class="hint">
          You know an author, work with them, or have another conflict of interest: the abstract
          leaves your list, any review of yours is deleted, and it is never assigned to you again.
        </p>
        <button type="submit">Declare a conflict of interest</button>
      </form>
      <form method="post" action={`/desk/reviews/${id}/hand-back`} class="stack">
        <label>
          Reason for handing it back (optional)
          <textarea name="reason" rows={3} maxlength={HANDBACK_REASON_LENGTH}></textarea>
        </label>
        <p class="hint">The secretariat reads the reason and finds another reviewer.</p>
        <button type="submit">Hand the abstract back</button>
      </form>
    </section>
  )
}
