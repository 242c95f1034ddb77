/**
 * The accepted abstracts the book holds (docs/decisions/0087): registrations with a file, not
 * cancelled or erased, whose decision (`abstract_decisions`, docs/decisions/0083) is oral or poster. Rejected
 * and undecided abstracts are never read.
 */
import type { Db, Row } from '../db/db.ts'
import { authorsOf, symposiumLabel } from '../review/assignment-rows.ts'
import type { BookAbstract } from './book-plan.ts'

const ACCEPTED = `FROM conference_registrations r
  JOIN abstract_decisions d ON d.registration_id = r.id AND d.decision IN ('oral', 'poster')
  WHERE r.abstract_key IS NOT NULL
    AND json_extract(r.data, '$.cancelled_at') IS NULL
    AND json_extract(r.data, '$.erased_at') IS NULL`

export interface AcceptedRow extends Row {
  id: number
  decision: 'oral' | 'poster'
  title: string | null
  authors: string | null
  presenter: number | null
  symposium: string | null
  firstname: string | null
  surname: string | null
  affiliation: string | null
  abstract_key: string
  abstract_kind: string
}

/** How many abstracts the book would hold now. */
export const acceptedCount = (db: Db): number =>
  Number(db.get(`SELECT count(*) AS n ${ACCEPTED}`)?.n ?? 0)

export function acceptedRows(db: Db): AcceptedRow[] {
  return db.all<AcceptedRow>(
    `SELECT r.id, d.decision,
       json_extract(r.data, '$.abstract_title') AS title,
       json_extract(r.data, '$.abstract_authors') AS authors,
       json_extract(r.data, '$.abstract_presenter') AS presenter,
       json_extract(r.data, '$.symposium_type') AS symposium,
       json_extract(r.data, '$.firstname') AS firstname,
       json_extract(r.data, '$.surname') AS surname,
       json_extract(r.data, '$.affiliation') AS affiliation,
       r.abstract_key, r.abstract_kind
     ${ACCEPTED} ORDER BY r.id`,
  )
}

/**
 * What the book prints of a row: the authors as listed (JSON text as stored); a registration from
 * before authors were asked for has its submitter as the one author, presenting.
 */
export function bookAbstractOf(row: AcceptedRow): BookAbstract {
  const listed = typeof row.authors === 'string' ? authorsOf(row.authors) : []
  const submitter = [row.firstname, row.surname].filter((p) => p?.trim()).join(' ')
  const authors = listed.some((a) => a.name)
    ? listed.filter((a) => a.name)
    : [
        {
          name: submitter || 'Author not given',
          ...(row.affiliation ? { affiliation: row.affiliation } : {}),
        },
      ]
  const presenter =
    listed.length === 0
      ? 0
      : Number.isInteger(row.presenter) && authors[row.presenter!]
        ? row.presenter
        : null
  return {
    id: row.id,
    title: row.title?.trim() || 'Untitled abstract',
    authors,
    presenter,
    symposium: symposiumLabel(row.symposium ?? ''),
    mode: row.decision,
  }
}
