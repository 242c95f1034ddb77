import { Hono } from 'hono'
import type { ApiDeps } from '../../deps.ts'

/** POST /user, POST /user/create_profile/, POST /newsletter (society issue). */
export function createMembershipApi(_deps: ApiDeps): Hono {
  return new Hono()
}
