/** @jsxImportSource hono/jsx */
import { symposiumLabel } from '../../review/assignment-rows.ts'

export interface ReviewerSettingsProps {
  id: number
  email: string
  affiliation: string
  symposia: readonly string[]
  /** The conference's symposia (the registration contract's list). */
  choices: readonly string[]
  /** Declared conflicts, as typed: registration numbers. */
  conflicts: string
  saved?: boolean
  error?: string
}

/** A reviewer's symposia, affiliation and declared conflicts, set by the secretariat. */
export function ReviewerSettingsPage(props: ReviewerSettingsProps) {
  const { id, email, affiliation, symposia, choices, conflicts, saved, error } = props
  return (
    <>
      <p>
        Reviewer <strong>{email}</strong>. <a href="/desk/accounts">All accounts</a> ·{' '}
        <a href="/desk/assignment">Assignment</a>
      </p>
      {saved && (
        <p role="status" class="done">
          Saved.
        </p>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <form method="post" action={`/desk/accounts/${id}/reviewing`} class="stack">
        <fieldset>
          <legend>Symposia this reviewer covers</legend>
          {choices.map((value) => (
            <label class="check">
              <input
                type="checkbox"
                name="symposium"
                value={value}
                checked={symposia.includes(value)}
              />{' '}
              {symposiumLabel(value)}
            </label>
          ))}
        </fieldset>
        <label>
          Affiliation
          <input
            name="affiliation"
            value={affiliation}
            maxlength={200}
            aria-describedby="aff-hint"
          />
        </label>
        <p id="aff-hint" class="hint">
          Abstracts with an author of the same affiliation are never given to this reviewer.
        </p>
        <label>
          Declared conflicts
          <input
            name="conflicts"
            value={conflicts}
            inputmode="numeric"
            aria-describedby="conflicts-hint"
          />
        </label>
        <p id="conflicts-hint" class="hint">
          Registration numbers of abstracts this reviewer must not review, separated by spaces or
          commas.
        </p>
        <button type="submit">Save reviewer</button>
      </form>
    </>
  )
}
