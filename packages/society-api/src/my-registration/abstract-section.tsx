/** @jsxImportSource hono/jsx */
import { ABSTRACT_AUTHORS_MAX, type AbstractAuthor } from '@amrs/shared/contract/conference'
import { DECISION_TEXT, type AbstractDecision } from './abstract-decision.ts'
import { MY_PATH } from './paths.ts'

/** The abstract form's fields as typed: title, author rows, the presenter's row. */
export interface AbstractTyped {
  title: string
  authors: AbstractAuthor[]
  presenter: number | null
}

export interface AbstractSectionView {
  data: Record<string, unknown>
  abstract: { kind: string; size: number } | null
  decision: AbstractDecision
  canChangeAbstract: boolean
  abstractProblem?: string
  abstractTyped?: AbstractTyped
}

/** Empty author rows the form offers beyond those filled in (without scripts, rows are fixed). */
const SPARE_ROWS = 2

const storedAbstract = (data: Record<string, unknown>): AbstractTyped => ({
  title: typeof data.abstract_title === 'string' ? data.abstract_title : '',
  authors: Array.isArray(data.abstract_authors) ? (data.abstract_authors as AbstractAuthor[]) : [],
  presenter: typeof data.abstract_presenter === 'number' ? data.abstract_presenter : null,
})

const size = (bytes: number) =>
  bytes < 1024 ? `${bytes} bytes` : `${Math.round((bytes / 1024) * 10) / 10} KB`

/**
 * My registration's abstract: what is stored, and while no decision is recorded (and the
 * registration is open) a form to change its title, authors and file. Once decided, it is
 * frozen here: the secretariat changes it (docs/decisions/0094).
 */
export function AbstractSection(v: AbstractSectionView) {
  const stored = storedAbstract(v.data)
  const shown = v.abstractTyped ?? stored
  const rows = Math.min(ABSTRACT_AUTHORS_MAX, Math.max(shown.authors.length + SPARE_ROWS, 1))
  const authorAt = (i: number) => shown.authors[i] ?? { name: '', affiliation: '' }
  return (
    <section aria-labelledby="abstract-heading">
      <h2 id="abstract-heading">Your abstract</h2>
      {v.abstract ? (
        <dl>
          <dt>Title</dt>
          <dd>{stored.title || 'No title given'}</dd>
          <dt>Authors</dt>
          <dd>
            {stored.authors.length ? (
              <ol>
                {stored.authors.map((a, i) => (
                  <li>{`${a.name}, ${a.affiliation}${i === stored.presenter ? ' (presents)' : ''}`}</li>
                ))}
              </ol>
            ) : (
              'No authors given'
            )}
          </dd>
          <dt>File</dt>
          <dd>{`${v.abstract.kind.toUpperCase()}, ${size(v.abstract.size)}`}</dd>
          <dt>Decision</dt>
          <dd>{DECISION_TEXT[v.decision]}</dd>
        </dl>
      ) : (
        <p>No abstract submitted.</p>
      )}
      {v.abstractProblem && (
        <p role="alert" id="abstract-problem">{`Not saved: ${v.abstractProblem}`}</p>
      )}
      {v.canChangeAbstract && v.abstract ? (
        <form
          method="post"
          action={`${MY_PATH}/abstract`}
          enctype="multipart/form-data"
          class="stack"
          aria-describedby={v.abstractProblem ? 'abstract-problem' : undefined}
        >
          <label>
            Abstract title
            <input name="abstract_title" value={shown.title} required maxlength={300} />
          </label>
          <fieldset class="stack">
            <legend>Authors, in order (leave a row empty to drop it)</legend>
            {Array.from({ length: rows }, (_, i) => (
              <fieldset class="author-row">
                <legend>{`Author ${i + 1}`}</legend>
                <label>
                  Name
                  <input name={`author_name_${i}`} value={authorAt(i).name} maxlength={200} />
                </label>
                <label>
                  Affiliation
                  <input
                    name={`author_affiliation_${i}`}
                    value={authorAt(i).affiliation}
                    maxlength={200}
                  />
                </label>
                <label>
                  <input
                    type="radio"
                    name="abstract_presenter"
                    value={String(i)}
                    checked={shown.presenter === i}
                  />
                  Presents
                </label>
              </fieldset>
            ))}
          </fieldset>
          <label>
            Replace the file (optional: leave empty to keep it)
            <input
              type="file"
              name="abstract"
              accept=".pdf,.doc,.docx"
              aria-describedby="abstract-file-hint"
            />
          </label>
          <p id="abstract-file-hint">PDF, DOC or DOCX, at most 1 MB.</p>
          <button type="submit">Save abstract</button>
        </form>
      ) : (
        v.abstract && (
          <p>
            {v.decision === 'no-decision'
              ? 'The registration deadline has passed: please ask the secretariat to change your abstract.'
              : 'A decision was made on your abstract: its title, authors and file can now be changed only by the secretariat.'}
          </p>
        )
      )}
    </section>
  )
}
