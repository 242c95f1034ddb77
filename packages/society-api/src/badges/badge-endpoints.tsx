/** @jsxImportSource hono/jsx */
import type { DeskContext } from '../desk/context.ts'
import type { DeskEndpoint } from '../desk/endpoints.ts'
import { DESK_STAFF } from '../desk/roles.ts'
import { badgeTokensOf } from './badge-tokens-of.ts'

/** GET /desk/badges/public-key: what the check-in page needs to check badges offline. */
export function showBadgePublicKey(c: DeskContext) {
  return c.json(badgeTokensOf(c.get('desk').deps).publicKey)
}

/** The desk's badge endpoints: staff and the secretariat (docs/decisions/0076, 0077). */
export const BADGE_ENDPOINTS: DeskEndpoint[] = [
  { method: 'GET', path: '/badges/public-key', access: DESK_STAFF, handle: showBadgePublicKey },
]
