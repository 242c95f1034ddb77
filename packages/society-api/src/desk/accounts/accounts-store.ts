import type { Db, Statement } from '../../db/db.ts'
import { auditStatement, type AuditEntry } from '../audit/audit-store.ts'
import type { Role } from '../roles.ts'
import { newToken, tokenHash } from '../auth/tokens.ts'

export interface Account {
  id: number
  email: string
  role: Role
}

export interface AccountSecrets extends Account {
  passwordHash: string | null
  totpSecret: string | null
  /** When the account was disabled (it signs in no more); null while enabled. */
  disabledAt: string | null
}

/** An invitation not yet used, revoked or expired, as the accounts page lists it. */
export interface PendingInvitation {
  id: number
  email: string
  role: Role
  createdAt: string
  expiresAt: string
}

/** Who changes an account, from where (the audit entry's account and address). */
export interface Actor {
  accountId: number
  address: string | null
}

export interface Invitation {
  email: string
  role: Role
  expiresAt: string
}

export interface StoredPasskey {
  credentialId: string
  accountId: number
  publicKey: Uint8Array
  counter: number
  transports: string[]
}

/** How an invited person signs in from now on: a password with its TOTP secret, or a passkey. */
export type Credential =
  | { kind: 'password'; passwordHash: string; totpSecret: string }
  | { kind: 'passkey'; passkey: Omit<StoredPasskey, 'accountId'> }

const toAccount = (r: Record<string, unknown>): AccountSecrets => ({
  id: Number(r.id),
  email: String(r.email),
  role: r.role as Role,
  passwordHash: (r.password_hash as string | null) ?? null,
  totpSecret: (r.totp_secret as string | null) ?? null,
  disabledAt: (r.disabled_at as string | null) ?? null,
})

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

/** The desk's accounts, invitations and passkeys (SQL only; the rules are in ../auth). */
export function createAccountsStore(db: Db, clock: () => Date = () => new Date()) {
  const now = () => clock().toISOString()
  return {
    findById(id: number): AccountSecrets | undefined {
      const row = db.get('SELECT * FROM desk_accounts WHERE id = ?', [id])
      return row && toAccount(row)
    },
    findByEmail(email: string): AccountSecrets | undefined {
      const row = db.get('SELECT * FROM desk_accounts WHERE email = ?', [email.trim()])
      return row && toAccount(row)
    },
    list(): (Account & {
      created_at: string
      passkeys: number
      password: number
      disabled_at: string | null
    })[] {
      return db
        .all(
          `SELECT a.id, a.email, a.role, a.created_at, a.disabled_at,
             a.password_hash IS NOT NULL AS password,
             (SELECT count(*) FROM desk_passkeys p WHERE p.account_id = a.id) AS passkeys
           FROM desk_accounts a ORDER BY a.id`,
        )
        .map((r) => ({
          id: Number(r.id),
          email: String(r.email),
          role: r.role as Role,
          created_at: String(r.created_at),
          passkeys: Number(r.passkeys),
          password: Number(r.password),
          disabled_at: (r.disabled_at as string | null) ?? null,
        }))
    },

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

    /**
     * Records a TOTP step as used by the account, only if it comes after the last one used (one
     * atomic update): true when it does, false for a code already used (or an older one).
     */
    async useTotpStep(accountId: number, step: number): Promise<boolean> {
      const [result] = await db.write([
        {
          sql: `UPDATE desk_accounts SET totp_last_step = ?
                WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)`,
          params: [step, accountId, step],
        },
      ])
      return result?.changes === 1
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

export type AccountsStore = ReturnType<typeof createAccountsStore>
