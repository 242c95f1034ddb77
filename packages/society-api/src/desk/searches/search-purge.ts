import type { PurgeRule } from '../../privacy/purge-rules.ts'
import { deadSearches } from './search-store.ts'

/**
 * Desk searches are kept until the desk session that made them ends (docs/decisions/0093):
 * sign-out deletes them at once; a session that merely expired leaves them to the next search,
 * the next sign-in, or this daily rule.
 */
export const deskSearchesRule: PurgeRule = {
  name: 'desk-searches',
  async run(deps, now) {
    const [result] = await deps.db.write([deadSearches(deps.config.desk, now)])
    return result?.changes ?? 0
  },
}
