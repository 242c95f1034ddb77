import type { Db } from '../../db/db.ts'
import type { Role } from '../roles.ts'
import { createAccountManagement } from './account-management-store.ts'
import { createInvitationsStore } from './invitations-store.ts'

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

/** Who changes an account, from where (the audit entry's account and address). */
export interface Actor {
  accountId: number
  address: string | null
}

const toAccount = (r: Record<string, unknown>): AccountSecrets => ({
  id: Number(r.id),
  email: String(r.email),
  role: r.role as Role,
  passwordHash: (r.password_hash as string | null) ?? null,
  totpSecret: (r.totp_secret as string | null) ?? null,
  disabledAt: (r.disabled_at as string | null) ?? null,
})

/**
 * The desk's accounts (SQL only; the rules are in ../auth), with their guarded changes
 * (account-management-store.ts) and invitations (invitations-store.ts) in the one store.
 */
export function createAccountsStore(db: Db, clock: () => Date = () => new Date()) {
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
    ...createAccountManagement(db, clock),
    ...createInvitationsStore(db, clock),
  }
}

export type AccountsStore = ReturnType<typeof createAccountsStore>
