import type { Db, Statement } from '../../db/db.ts'
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
})

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
    list(): (Account & { created_at: string; passkeys: number; password: number })[] {
      return db
        .all(
          `SELECT a.id, a.email, a.role, a.created_at, a.password_hash IS NOT NULL AS password,
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
         WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
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
          sql: `UPDATE desk_invitations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
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
