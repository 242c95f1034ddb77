import type { Db, Row } from '../db/db.ts'
import { REGISTRATION_FACTS, whereOf, type ListQuery } from '../desk/registrations/list-query.ts'
import type { AbstractDecisionSource } from '../my-registration/abstract-decision.ts'
import { badgeCategory } from './badge-category.ts'
import { countryName } from './badge-content.ts'
import type { BadgeTokens } from './badge-token.ts'
import type { BadgeView } from './badge-pdf.ts'

/** A registration gets a badge when it is paid (by card or recorded by hand) and not cancelled. */
const BADGE_WORTHY = `payment IN ('paid', 'manual') AND cancelled_at IS NULL`

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

/** The paid registrations a list query matches, by name (the order badges are handed out in). */
export function paidBadgeRows(db: Db, query: ListQuery, now: Date): BadgeRow[] {
  const where = whereOf(query, now)
  return db.all<BadgeRow>(
    `${SELECT} ${where.sql ? `${where.sql} AND` : 'WHERE'} ${BADGE_WORTHY}
     ORDER BY lower(surname), lower(firstname), id`,
    where.params,
  )
}

/** One registration's row if it may have a badge (paid, not cancelled); undefined otherwise. */
export function paidBadgeRow(db: Db, id: number): BadgeRow | undefined {
  return db.get<BadgeRow>(`${SELECT} WHERE id = ? AND ${BADGE_WORTHY}`, [id])
}

/** What a badge prints for a row: its token, the name, affiliation, country and category. */
export function badgeView(
  row: BadgeRow,
  tokens: BadgeTokens,
  decisions: AbstractDecisionSource,
): BadgeView {
  return {
    token: tokens.sign(row.id),
    name: [row.firstname, row.surname].filter(Boolean).join(' '),
    affiliation: row.affiliation ?? '',
    country: countryName(row.country),
    category: badgeCategory(row.badge_category, decisions(row.id)),
  }
}
