import { ABSTRACT_AUTHORS_MAX, type AbstractAuthor } from '../contract/conference'

/**
 * The abstract's author rows (docs/decisions/0066) as pure rules the form and the server share: the form
 * shows AUTHOR_ROWS rows to start with; "Add another author", "Move up" and "Remove" are submit
 * buttons named `author_action`, so they work without scripts (the server answers with the form
 * re-rendered) and scripts run the same rule in place.
 */
export const AUTHOR_ROWS = 3
export const AUTHOR_ACTION = 'author_action'

export const blankAuthors = (n: number): AbstractAuthor[] =>
  Array.from({ length: n }, () => ({ name: '', affiliation: '' }))

export const authorField = (part: keyof AbstractAuthor, i: number) => `author_${part}_${i}`

/** The rows posted (`author_name_0`, `author_affiliation_0`, …; `author_rows` says how many). */
export function authorsFromPost(fields: Record<string, string>): AbstractAuthor[] {
  const posted = Number(fields.author_rows ?? AUTHOR_ROWS)
  const rows = Number.isInteger(posted) ? Math.min(Math.max(posted, 1), ABSTRACT_AUTHORS_MAX) : 1
  return Array.from({ length: rows }, (_, i) => ({
    name: fields[authorField('name', i)] ?? '',
    affiliation: fields[authorField('affiliation', i)] ?? '',
  }))
}

export function postedAuthorFields(authors: AbstractAuthor[]): Record<string, string> {
  const fields: Record<string, string> = { author_rows: String(authors.length) }
  authors.forEach((author, i) => {
    fields[authorField('name', i)] = author.name
    fields[authorField('affiliation', i)] = author.affiliation
  })
  return fields
}
