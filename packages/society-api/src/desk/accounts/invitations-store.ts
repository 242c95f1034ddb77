import type { Db, Statement } from '../../db/db.ts'
import { newToken, tokenHash } from '../auth/tokens.ts'
import type { Role } from '../roles.ts'
import type { Account } from './accounts-store.ts'
import type { StoredPasskey } from './passkeys-store.ts'

/** An invitation not yet used, revoked or expired, as the accounts page lists it. */
export interface PendingInvitation {
  id: number
  email: string
  role: Role
  createdAt: string
  expiresAt: string
}

export interface Invitation {
  email: string
  role: Role
  expiresAt: string
}

/** How an invited person signs in from now on: a password with its TOTP secret, or a passkey. */
export type Credential =
  | { kind: 'password'; passwordHash: string; totpSecret: string }
  | { kind: 'passkey'; passkey: Omit<StoredPasskey, 'accountId'> }

/**
 * The desk's invitations (SQL only; the rules are in ../auth): the pending ones, storing one, and
 * using one, which makes or renews the account with its credential.
 */
export function createInvitationsStore(db: Db, clock: () => Date) {
  const now = () => clock().toISOString()
  return {
    /** Invitations that can still be used, oldest first. */
    pendingInvitations(): PendingInvitation[] {
      return db
        .all(
          `SELECT rowid AS id, email, role, created_at, expires_at FROM desk_invitations
           WHERE used_at IS NULL AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at, rowid`,
          [now()],
        )
        .map((r) => ({
          id: Number(r.id),
          email: String(r.email),
          role: r.role as Role,
          createdAt: String(r.created_at),
          expiresAt: String(r.expires_at),
        }))
    },

    /** Stores an invitation (with the audit entry written in the same unit); its token. */
    async invite(
      email: string,
      role: Role,
      invitedBy: number | null,
      validMs: number,
      audit: Statement,
      /** Statements written in the same unit, given the new token (the invitation's e-mail). */
      alongside: (token: string) => Statement[] = () => [],
    ): Promise<string> {
      const token = newToken()
      const at = clock()
      await db.write([
        {
          sql: `INSERT INTO desk_invitations (token_hash, email, role, invited_by, created_at, expires_at)
                VALUES (?, ?, ?, ?, ?, ?)`,
          params: [
            tokenHash(token),
            email.trim().toLowerCase(),
            role,
            invitedBy,
            at.toISOString(),
            new Date(at.getTime() + validMs).toISOString(),
          ],
        },
        audit,
        ...alongside(token),
      ])
      return token
    },

    /** An invitation that can still be used (not used, not expired). */
    findInvitation(token: string): Invitation | undefined {
      const row = db.get(
        `SELECT email, role, expires_at FROM desk_invitations
         WHERE token_hash = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?`,
        [tokenHash(token), now()],
      )
      return row
        ? { email: String(row.email), role: row.role as Role, expiresAt: String(row.expires_at) }
        : undefined
    },

    /**
     * Uses an invitation once: in one unit, marks it used (only if still unused and unexpired),
     * creates the account (or gives an existing one the invited role and new credentials) and
     * stores its credential, and the audit entry. The account, or null when the link was used or expired meanwhile.
     */
    async accept(
      token: string,
      credential: Credential,
      address: string | null,
    ): Promise<Account | null> {
      const hash = tokenHash(token)
      const at = now()
      const used = `SELECT email FROM desk_invitations WHERE token_hash = ? AND used_at = ?`
      const password = credential.kind === 'password' ? credential : null
      const statements: Statement[] = [
        {
          sql: `UPDATE desk_invitations SET used_at = ?
                WHERE token_hash = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?`,
          params: [at, hash, at],
        },
        {
          sql: `INSERT INTO desk_accounts (email, role, password_hash, totp_secret, created_at)
                SELECT email, role, ?, ?, ? FROM desk_invitations WHERE token_hash = ? AND used_at = ?
                ON CONFLICT(email) DO UPDATE SET role = excluded.role,
                  password_hash = excluded.password_hash, totp_secret = excluded.totp_secret,
                  totp_last_step = NULL`,
          params: [password?.passwordHash ?? null, password?.totpSecret ?? null, at, hash, at],
        },
      ]
      if (credential.kind === 'passkey') {
        const p = credential.passkey
        statements.push({
          sql: `INSERT INTO desk_passkeys (credential_id, account_id, public_key, counter, transports, created_at)
                SELECT ?, id, ?, ?, ?, ? FROM desk_accounts WHERE email = (${used})`,
          params: [
            p.credentialId,
            p.publicKey,
            p.counter,
            JSON.stringify(p.transports),
            at,
            hash,
            at,
          ],
        })
      } else {
        // A new password replaces any passkeys (a lost device is why people are invited again).
        statements.push({
          sql: `DELETE FROM desk_passkeys WHERE account_id = (SELECT id FROM desk_accounts WHERE email = (${used}))`,
          params: [hash, at],
        })
      }
      // The audit entry in the same unit, naming the account by its id.
      statements.push({
        sql: `INSERT INTO audit_log (at, account_id, action, target, address)
              SELECT ?, id, ?, ?, ? FROM desk_accounts WHERE email = (${used})`,
        params: [at, `invitation.accepted.${credential.kind}`, null, address, hash, at],
      })
      statements.push({
        sql: `SELECT a.id, a.email, a.role FROM desk_accounts a WHERE a.email = (${used})`,
        params: [hash, at],
      })
      const results = await db.write(statements)
      const row = results.at(-1)?.rows[0]
      return row ? { id: Number(row.id), email: String(row.email), role: row.role as Role } : null
    },
  }
}
