import {
  abstractIssues,
  ABSTRACT_AUTHORS_MAX,
  type AbstractAuthor,
} from '@amrs/shared/contract/conference'

/** The abstract form's fields as typed: title, author rows, the presenter's row. */
export interface AbstractTyped {
  title: string
  authors: AbstractAuthor[]
  presenter: number | null
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.trim().slice(0, max) : ''

/** The abstract form as posted (My registration's and the desk's): the filled author rows in order. */
export function typedAbstract(form: Record<string, unknown>): AbstractTyped {
  const authors: AbstractTyped['authors'] = []
  let presenter: number | null = null
  const chosen = Number(form.abstract_presenter)
  for (let row = 0; row < ABSTRACT_AUTHORS_MAX; row++) {
    const name = text(form[`author_name_${row}`], 200)
    const affiliation = text(form[`author_affiliation_${row}`], 200)
    if (!name && !affiliation) continue
    if (row === chosen) presenter = authors.length
    authors.push({ name, affiliation })
  }
  return { title: text(form.abstract_title, 300), authors, presenter }
}

/** Why the abstract as typed cannot be saved (the registration form's rules), or null. */
export function abstractProblems(typed: AbstractTyped): string | null {
  const issues = abstractIssues({
    abstract_required: true,
    abstract_title: typed.title,
    abstract_authors: typed.authors,
    abstract_presenter: typed.presenter ?? undefined,
  })
  return issues.length ? `${issues.map((i) => i.message).join('. ')}.` : null
}
