import type { Db, Statement } from '../../db/db.ts'
import { auditStatement, type AuditEntry } from '../audit/audit-store.ts'
import type { Role } from '../roles.ts'
import type { Actor } from './accounts-store.ts'

/**
 * The audit entry of a guarded change, written only when the statement just before it changed a
 * row (SQLite's `changes()`): a refused change leaves no entry.
 */
const auditIfChanged = (entry: AuditEntry, at: string): Statement =>
  auditStatement(entry, new Date(at), { sql: 'changes() > 0' })

/**
 * True when, without account `?`, an enabled secretariat account is left (the guard that keeps
 * the desk from losing its last one; in the statement itself, so two at once cannot both pass).
 */
const ANOTHER_SECRETARIAT = `(SELECT count(*) FROM desk_accounts
  WHERE role = 'secretariat' AND disabled_at IS NULL AND id <> ?) > 0`

/**
 * The accounts page's guarded changes (disable, enable, role, second-factor reset, revoking an
 * invitation): each refused in its own statement when it may not happen, and audited only when
 * it did.
 */
export function createAccountManagement(db: Db, clock: () => Date) {
  const now = () => clock().toISOString()
  return {
    /** Revokes a pending invitation (its link answers 410 from now on); false when it was not pending. */
    async revokeInvitation(id: number, by: Actor): Promise<boolean> {
      const at = now()
      const [result] = await db.write([
        {
          sql: `UPDATE desk_invitations SET revoked_at = ?
                WHERE rowid = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?`,
          params: [at, id, at],
        },
        auditIfChanged({ ...by, action: 'invitation.revoked', target: id }, at),
      ])
      return result?.changes === 1
    },

    /**
     * Disables an account: in one unit, its sessions end, its open invitations are revoked and
     * it signs in no more. Refused (false)
     * for one's own account, one already disabled, and the last enabled secretariat account.
     */
    async disable(id: number, by: Actor): Promise<boolean> {
      const at = now()
      const [result] = await db.write([
        {
          sql: `UPDATE desk_accounts SET disabled_at = ?
                WHERE id = ? AND id <> ? AND disabled_at IS NULL
                  AND (role <> 'secretariat' OR ${ANOTHER_SECRETARIAT})`,
          params: [at, id, by.accountId, id],
        },
        auditIfChanged({ ...by, action: 'account.disabled', target: id }, at),
        {
          sql: `UPDATE desk_sessions SET ended_at = ? WHERE account_id = ? AND ended_at IS NULL
                AND (SELECT disabled_at FROM desk_accounts WHERE id = ?) IS NOT NULL`,
          params: [at, id, id],
        },
        // An invitation still open for its address would give it new credentials: revoked.
        {
          sql: `UPDATE desk_invitations SET revoked_at = ?
                WHERE used_at IS NULL AND revoked_at IS NULL
                  AND email = (SELECT email FROM desk_accounts WHERE id = ? AND disabled_at IS NOT NULL)`,
          params: [at, id],
        },
      ])
      return result?.changes === 1
    },

    /** Enables a disabled account again (it signs in with what it had); false when it was not disabled. */
    async enable(id: number, by: Actor): Promise<boolean> {
      const at = now()
      const [result] = await db.write([
        {
          sql: 'UPDATE desk_accounts SET disabled_at = NULL WHERE id = ? AND disabled_at IS NOT NULL',
          params: [id],
        },
        auditIfChanged({ ...by, action: 'account.enabled', target: id }, at),
      ])
      return result?.changes === 1
    },

    /**
     * Gives an account another role (its next request already has it). Refused (false) for one's
     * own account, the same role, and demoting the last enabled secretariat account.
     */
    async changeRole(id: number, role: Role, by: Actor): Promise<boolean> {
      const at = now()
      const [result] = await db.write([
        {
          sql: `UPDATE desk_accounts SET role = ?
                WHERE id = ? AND id <> ? AND role <> ?
                  AND (role <> 'secretariat' OR disabled_at IS NOT NULL OR ${ANOTHER_SECRETARIAT})`,
          params: [role, id, by.accountId, role, id],
        },
        auditIfChanged({ ...by, action: `account.role.${role}`, target: id }, at),
      ])
      return result?.changes === 1
    },

    /**
     * Resets an account's second factor (a lost phone or key): in one unit its password, TOTP
     * secret and passkeys go and its sessions end; the person sets new ones through a new
     * invitation (the caller makes it). Refused (false) for one's own account and a disabled one.
     */
    async resetSecondFactor(id: number, by: Actor): Promise<boolean> {
      const at = now()
      const [result] = await db.write([
        {
          sql: `UPDATE desk_accounts SET password_hash = NULL, totp_secret = NULL, totp_last_step = NULL
                WHERE id = ? AND id <> ? AND disabled_at IS NULL`,
          params: [id, by.accountId],
        },
        auditIfChanged({ ...by, action: 'account.second-factor-reset', target: id }, at),
        // The same guard as the update's (neither changes it): nothing more goes when it refused.
        {
          sql: `DELETE FROM desk_passkeys WHERE account_id = ? AND account_id <> ?
                AND EXISTS (SELECT 1 FROM desk_accounts WHERE id = ? AND disabled_at IS NULL)`,
          params: [id, by.accountId, id],
        },
        {
          sql: `UPDATE desk_sessions SET ended_at = ?
                WHERE account_id = ? AND account_id <> ? AND ended_at IS NULL
                  AND EXISTS (SELECT 1 FROM desk_accounts WHERE id = ? AND disabled_at IS NULL)`,
          params: [at, id, by.accountId, id],
        },
      ])
      return result?.changes === 1
    },
  }
}
