import type { AbstractAuthor } from '@amrs/shared/contract/conference'
import type { AbstractKit } from './abstract-kit'
import type { RegistrationForm } from './use-registration-form'
import styles from './abstract-details.module.css'

/**
 * The authors in order, each with an affiliation, and who presents. The buttons are submit
 * buttons (`author_action`): without scripts the server answers with the rows changed; with
 * scripts the form's submit handler runs the same rule and nothing is sent (so a press before
 * hydration, held and replayed with its submitter, works too).
 */
export function AbstractAuthors({ form, kit }: { form: RegistrationForm; kit: AbstractKit }) {
  const { authorAction: AUTHOR_ACTION, authorField } = kit
  const { abstract_authors: rows, abstract_presenter: presenter } = form.values
  const edit = (i: number, part: keyof AbstractAuthor, value: string) =>
    form.update(
      (v) => ({
        ...v,
        abstract_authors: v.abstract_authors.map((row, at) =>
          at === i ? { ...row, [part]: value } : row,
        ),
      }),
      'abstract_authors',
    )
  const error = form.errors.abstract_authors ?? form.errors.abstract_presenter
  const allBlank = rows.every((row) => !row.name.trim() && !row.affiliation.trim())
  // A blank half of a row that is started (or the first row when none is) is what to fix.
  const invalid = (row: AbstractAuthor, part: keyof AbstractAuthor, i: number) => {
    const other = part === 'name' ? row.affiliation : row.name
    const missing = !row[part].trim() && (other.trim() !== '' || (allBlank && i === 0))
    return form.errors.abstract_authors && missing ? true : undefined
  }
  return (
    <fieldset className={styles.authors} aria-describedby="abstract-authors-hint">
      <legend className={styles.legend}>Authors</legend>
      <p id="abstract-authors-hint" className={styles.hint}>
        In the order they appear on the abstract, each with an affiliation; choose who presents.
        Blank rows are left out.
      </p>
      <input type="hidden" name="author_rows" value={rows.length} />
      <ol className={styles.authorList}>
        {rows.map((row, i) => (
          <li key={i} className={styles.author}>
            <label>
              Author {i + 1} name
              <input
                name={authorField('name', i)}
                value={row.name}
                maxLength={200}
                autoComplete="off"
                aria-invalid={invalid(row, 'name', i)}
                onChange={(event) => edit(i, 'name', event.currentTarget.value)}
              />
            </label>
            <label>
              Author {i + 1} affiliation
              <input
                name={authorField('affiliation', i)}
                value={row.affiliation}
                maxLength={200}
                autoComplete="off"
                aria-invalid={invalid(row, 'affiliation', i)}
                onChange={(event) => edit(i, 'affiliation', event.currentTarget.value)}
              />
            </label>
            <label className={styles.presents}>
              <input
                type="radio"
                name="abstract_presenter"
                value={i}
                checked={presenter === i}
                onChange={() =>
                  form.update((v) => ({ ...v, abstract_presenter: i }), 'abstract_presenter')
                }
              />
              Author {i + 1} presents
            </label>
            <span className={styles.authorActions}>
              {i > 0 ? (
                <button
                  type="submit"
                  name={AUTHOR_ACTION}
                  value={`up:${i}`}
                  className="button button--secondary"
                  formNoValidate
                >
                  Move author {i + 1} up
                </button>
              ) : null}
              {rows.length > 1 ? (
                <button
                  type="submit"
                  name={AUTHOR_ACTION}
                  value={`remove:${i}`}
                  className="button button--secondary"
                  formNoValidate
                >
                  Remove author {i + 1}
                </button>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      {error ? <p className={styles.error}>{error}</p> : null}
      {rows.length < kit.authorsMax ? (
        <button
          type="submit"
          name={AUTHOR_ACTION}
          value="add"
          className="button button--secondary"
          formNoValidate
        >
          Add another author
        </button>
      ) : null}
    </fieldset>
  )
}
