import type { Db, Row, Statement } from '../db/db.ts'
import { PAID_STATES } from '../payments/balance.ts'
import { REGISTRATION_FACTS, whereOf, type ListQuery } from '../desk/registrations/list-query.ts'

/**
 * A registration gets a badge when its fee is paid (the balance rule's paid states, by card or
 * recorded by hand: payments/balance.ts) and it is not cancelled.
 */
const BADGE_WORTHY = `payment IN (${PAID_STATES.map((s) => `'${s}'`).join(', ')}) AND cancelled_at IS NULL`

/** What a badge is printed from: the registration's name, affiliation, country and category. */
export interface BadgeRecord {
  id: number
  firstname: string | null
  surname: string | null
  affiliation: string | null
  country: string | null
  /** The category the desk chose (`data.badge_category`), if any. */
  badgeCategory: string | null
}

interface BadgeRow extends Row {
  id: number
  firstname: string | null
  surname: string | null
  affiliation: string | null
  country: string | null
  badge_category: string | null
}

const SELECT = `SELECT f.id, f.firstname, f.surname, f.affiliation, f.country,
    (SELECT json_extract(r.data, '$.badge_category') FROM conference_registrations r WHERE r.id = f.id) AS badge_category
  FROM (${REGISTRATION_FACTS}) f`

const toRecord = (r: BadgeRow): BadgeRecord => ({
  id: r.id,
  firstname: r.firstname,
  surname: r.surname,
  affiliation: r.affiliation,
  country: r.country,
  badgeCategory: r.badge_category,
})

/** The paid registrations a list query matches, by name (the order badges are handed out in). */
export function paidBadgeRows(db: Db, query: ListQuery, now: Date): BadgeRecord[] {
  const where = whereOf(query, now)
  return db
    .all<BadgeRow>(
      `${SELECT} ${where.sql ? `${where.sql} AND` : 'WHERE'} ${BADGE_WORTHY}
     ORDER BY lower(surname), lower(firstname), id`,
      where.params,
    )
    .map(toRecord)
}

/** One registration's record if it may have a badge (paid, not cancelled); undefined otherwise. */
export function paidBadgeRow(db: Db, id: number): BadgeRecord | undefined {
  const row = db.get<BadgeRow>(`${SELECT} WHERE id = ? AND ${BADGE_WORTHY}`, [id])
  return row && toRecord(row)
}

/**
 * The badge category the desk set on a registration ('' when none), or undefined when there is
 * no such registration.
 */
export function badgeCategoryOf(db: Db, id: number): string | undefined {
  const row = db.get<{ category: string | null }>(
    `SELECT json_extract(data, '$.badge_category') AS category FROM conference_registrations WHERE id = ?`,
    [id],
  )
  return row ? (row.category ?? '') : undefined
}

export interface BadgeCategoryChange {
  registrationId: number
  accountId: number
  /** The category before and after ('' is none: the key is removed). */
  before: string
  after: string
  at: string
}

/** The statements that set (or clear) a registration's badge category and keep its history row. */
export function setBadgeCategoryStatements(change: BadgeCategoryChange): Statement[] {
  const { registrationId: id, after, at } = change
  return [
    {
      sql: after
        ? `UPDATE conference_registrations SET data = json_set(data, '$.badge_category', ?), updated_at = ? WHERE id = ?`
        : `UPDATE conference_registrations SET data = json_remove(data, '$.badge_category'), updated_at = ? WHERE id = ?`,
      params: after ? [after, at, id] : [at, id],
    },
    {
      sql: `INSERT INTO registration_changes (registration_id, account_id, at, field, before, after) VALUES (?, ?, ?, 'badge_category', ?, ?)`,
      params: [id, change.accountId, at, change.before, after],
    },
  ]
}
