/** @jsxImportSource hono/jsx */
import { RUBRIC_LIMITS, type RubricRow } from '../../review/rubric.ts'

export interface RubricPageProps {
  rows: RubricRow[]
  error?: string
  /** The row (0-based) and field the error is about. */
  row?: number
  field?: 'name' | 'scale'
  saved?: boolean
}

/** Empty rows under the criteria, to add new ones without scripts. */
const BLANK_ROWS = 2

/** GET /desk/rubric: the criteria reviewers score, each with its scale. */
export function RubricPage({ rows, error, row, field, saved }: RubricPageProps) {
  const shown = [...rows, ...Array.from({ length: BLANK_ROWS }, () => ({ name: '', scale: '5' }))]
  const invalid = (i: number, f: 'name' | 'scale') =>
    error && row === i && field === f ? 'true' : undefined
  return (
    <div class="review-page">
      {saved && (
        <p role="status" class="done">
          Saved. Reviews saved from now on use this rubric.
        </p>
      )}
      {error && (
        <p class="error" role="alert" id="rubric-error">
          {error}
        </p>
      )}
      <p class="hint">
        Reviewers score each criterion from 1 to its scale ({RUBRIC_LIMITS.minScale} to{' '}
        {RUBRIC_LIMITS.maxScale}). Clear a name to remove that criterion; fill an empty row to add
        one. Reviews already saved keep the criteria they were scored on.
      </p>
      <form method="post" action="/desk/rubric" class="stack">
        {shown.map((r, i) => (
          <fieldset>
            <legend>Criterion {i + 1}</legend>
            <label>
              Name
              <input
                name="name"
                value={r.name}
                maxlength={RUBRIC_LIMITS.nameLength}
                aria-invalid={invalid(i, 'name')}
                aria-describedby={invalid(i, 'name') ? 'rubric-error' : undefined}
              />
            </label>
            <label>
              Scale (highest score)
              <input
                name="scale"
                value={r.scale}
                inputmode="numeric"
                aria-invalid={invalid(i, 'scale')}
                aria-describedby={invalid(i, 'scale') ? 'rubric-error' : undefined}
              />
            </label>
          </fieldset>
        ))}
        <button type="submit">Save rubric</button>
      </form>
    </div>
  )
}
