import type { AbstractAuthor } from '../contract/conference'

export interface AuthorRows {
  abstract_authors: AbstractAuthor[]
  abstract_presenter: number
}

/**
 * An author button's action (`add`, `remove:<i>`, `up:<i>`) applied to the rows; the presenter
 * follows their row. Unknown actions change nothing; at least one row always stays, and `add`
 * stops at `maxRows` (the contract's ABSTRACT_AUTHORS_MAX: passed in, so that this module
 * imports no code and loads with the form's author rows, apart from the route's).
 */
export function applyAuthorAction<V extends AuthorRows>(
  values: V,
  action: string,
  maxRows: number,
): V {
  const rows = [...values.abstract_authors]
  let presenter = values.abstract_presenter
  const [verb, at] = action.split(':')
  const i = Number(at)
  if (verb === 'add' && rows.length < maxRows) rows.push({ name: '', affiliation: '' })
  else if (verb === 'remove' && rows.length > 1 && i >= 0 && i < rows.length) {
    rows.splice(i, 1)
    if (presenter === i) presenter = 0
    else if (presenter > i) presenter -= 1
  } else if (verb === 'up' && i > 0 && i < rows.length) {
    ;[rows[i - 1], rows[i]] = [rows[i]!, rows[i - 1]!]
    if (presenter === i) presenter = i - 1
    else if (presenter === i - 1) presenter = i
  } else return values
  return { ...values, abstract_authors: rows, abstract_presenter: presenter }
}
