import type { ServiceDeps } from '../deps.ts'
import type { Statement } from '../db/db.ts'
import { enqueue } from '../outbox/outbox-store.ts'
import { createDelegateAuth } from './delegate-auth.ts'
import { MY_PATH } from './paths.ts'

/** The address of My registration's sign-in page for a link's token (on the site's origin). */
export function signInAddress(siteUrl: string, token: string): string {
  const link = new URL(`${MY_PATH}/sign-in`, siteUrl)
  link.searchParams.set('token', token)
  return link.href
}

/**
 * The statements that make a new sign-in link for a registration and send it to `to` as the
 * message `kind` (its only fact is the link): one unit, so a link is never stored unsent.
 */
export function sendSignInLink(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'clock'>,
  registrationId: number,
  to: string,
  kind: 'my-registration-link' | 'registration-exists',
): Statement[] {
  const auth = createDelegateAuth(deps.db, deps.clock ?? (() => new Date()))
  const { token, statement } = auth.newLink(registrationId)
  return [
    statement,
    ...enqueue({ kind, to, data: { link: signInAddress(deps.config.siteUrl, token) } }),
  ]
}
