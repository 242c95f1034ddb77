/** @jsxImportSource hono/jsx */
import { ABSTRACT_AUTHORS_MAX } from '@amrs/shared/contract/conference'
import type { AbstractTyped } from './abstract-form.ts'

/** Empty author rows the form offers beyond those filled in (without scripts, rows are fixed). */
const SPARE_ROWS = 2

/** The abstract as stored in a registration's data, in the form's shape. */
export const storedAbstract = (data: Record<string, unknown>): AbstractTyped => ({
  title: typeof data.abstract_title === 'string' ? data.abstract_title : '',
  authors: Array.isArray(data.abstract_authors)
    ? (data.abstract_authors as AbstractTyped['authors'])
    : [],
  presenter: typeof data.abstract_presenter === 'number' ? data.abstract_presenter : null,
})

/**
 * The abstract form's fields (My registration's and the desk's; parsed by `typedAbstract`):
 * title, the authors in order with who presents, and an optional new file.
 */
export function AbstractFormFields({ shown }: { shown: AbstractTyped }) {
  const rows = Math.min(ABSTRACT_AUTHORS_MAX, Math.max(shown.authors.length + SPARE_ROWS, 1))
  const authorAt = (i: number) => shown.authors[i] ?? { name: '', affiliation: '' }
  return (
    <>
      <label>
        Abstract title
        <input type="text" name="abstract_title" value={shown.title} required maxlength={300} />
      </label>
      <fieldset class="stack">
        <legend>Authors, in order (leave a row empty to drop it)</legend>
        {Array.from({ length: rows }, (_, i) => (
          <fieldset class="author-row stack">
            <legend>{`Author ${i + 1}`}</legend>
            <label>
              Name
              <input
                type="text"
                name={`author_name_${i}`}
                value={authorAt(i).name}
                maxlength={200}
              />
            </label>
            <label>
              Affiliation
              <input
                type="text"
                name={`author_affiliation_${i}`}
                value={authorAt(i).affiliation}
                maxlength={200}
              />
            </label>
            <label class="check">
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
    </>
  )
}
