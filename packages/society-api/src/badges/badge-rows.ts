import type { AbstractDecisionSource } from '../my-registration/abstract-decision.ts'
import { badgeCategory } from './badge-category.ts'
import { countryName } from './badge-content.ts'
import type { BadgeTokens } from './badge-token.ts'
import type { BadgeView } from './badge-pdf.ts'
import type { BadgeRecord } from './badges-store.ts'

/** What a badge prints for a record: its token, the name, affiliation, country and category. */
export function badgeView(
  row: BadgeRecord,
  tokens: BadgeTokens,
  decisions: AbstractDecisionSource,
): BadgeView {
  return {
    token: tokens.sign(row.id),
    name: [row.firstname, row.surname].filter(Boolean).join(' '),
    affiliation: row.affiliation ?? '',
    country: countryName(row.country),
    category: badgeCategory(row.badgeCategory, decisions(row.id)),
  }
}
