import type { SocietyConfig } from '../../config.ts'
import type { Db } from '../../db/db.ts'
import { enqueue } from '../../outbox/outbox-store.ts'
import { auditStatement } from '../audit/audit-store.ts'
import { deskOrigins } from '../auth/passkeys.ts'
import type { Role } from '../roles.ts'
import { createAccountsStore } from './accounts-store.ts'

export interface InvitationRequest {
  email: string
  role: Role
  /** The secretariat account that invites; null from the command line. */
  invitedBy: number | null
  address: string | null
}

/**
 * The desk's origin for links: the public origin, or on an IP address its `localhost` twin,
 * where passkeys work (see ../auth/passkey-origin.ts).
 */
export function deskBaseUrl(config: SocietyConfig): string {
  const origins = deskOrigins([config.publicUrl])
  return (
    origins.find((o) => new URL(o).hostname === config.desk.rpId) ?? origins[0] ?? config.publicUrl
  )
}

/**
 * Invites a person to the desk: an expiring, single-use link to set up a passkey or a password
 * with TOTP (`DESK_INVITATION_HOURS`). Returns the link; the audit log records who invited
 * whom to which role by identifiers only.
 * The link is mailed to the address through the outbox in the invitation's own write unit
 * (`desk-invitation`); the command line and the desk also show it, for local mode.
 */
export async function invite(
  db: Db,
  config: SocietyConfig,
  request: InvitationRequest,
  clock: () => Date = () => new Date(),
): Promise<{ link: string; expiresAt: string }> {
  const accounts = createAccountsStore(db, clock)
  const entry = auditStatement(
    {
      accountId: request.invitedBy,
      action: `invitation.created.${request.role}`,
      address: request.address,
    },
    clock(),
  )
  const expiresAt = new Date(clock().getTime() + config.desk.invitationMs).toISOString()
  const linkOf = (token: string) => `${deskBaseUrl(config)}/desk/invitation/${token}`
  const token = await accounts.invite(
    request.email,
    request.role,
    request.invitedBy,
    config.desk.invitationMs,
    entry,
    (t) =>
      enqueue({
        kind: 'desk-invitation',
        to: request.email,
        data: { link: linkOf(t), role: request.role, expiresAt },
      }),
  )
  return { link: linkOf(token), expiresAt }
}
