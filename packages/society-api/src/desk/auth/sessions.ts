import type { Db, Statement } from '../../db/db.ts'
import type { Account } from '../accounts/accounts-store.ts'
import type { Role } from '../roles.ts'
import { newToken, tokenHash } from './tokens.ts'

/** The session cookie: `__Host-` (Secure, Path=/, no Domain), HttpOnly, SameSite=Strict. */
export const SESSION_COOKIE = '__Host-desk'

export interface Session {
  hash: string
  account: Account
  createdAt: string
  lastSeenAt: string
}

export interface SessionTimes {
  idleMs: number
  absoluteMs: number
}

/** How often a session's last use is written (not on every request). */
const TOUCH_EVERY_MS = 60_000

/**
 * Desk sessions (docs/decisions/0061): a random token in the cookie, only its SHA-256 in the
 * database; refused once idle for `idleMs`, or `absoluteMs` after sign-in, or ended, or when its
 * account is disabled (docs/decisions/0098).
 */
export function createSessions(db: Db, times: SessionTimes, clock: () => Date = () => new Date()) {
  return {
    /** A new session (sign-in renews: always a new token); the token, and the statement to write. */
    start(accountId: number): { token: string; statement: Statement } {
      const token = newToken()
      const at = clock().toISOString()
      return {
        token,
        statement: {
          sql: 'INSERT INTO desk_sessions (token_hash, account_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
          params: [tokenHash(token), accountId, at, at],
        },
      }
    },

    /** The live session of a cookie's token, else null (unknown, ended, idle or too old). */
    find(token: string): Session | null {
      const now = clock().getTime()
      const row = db.get(
        `SELECT s.token_hash, s.created_at, s.last_seen_at, a.id, a.email, a.role
         FROM desk_sessions s JOIN desk_accounts a ON a.id = s.account_id
         WHERE s.token_hash = ? AND s.ended_at IS NULL AND a.disabled_at IS NULL AND s.created_at > ? AND s.last_seen_at > ?`,
        [
          tokenHash(token),
          new Date(now - times.absoluteMs).toISOString(),
          new Date(now - times.idleMs).toISOString(),
        ],
      )
      if (!row) return null
      return {
        hash: String(row.token_hash),
        createdAt: String(row.created_at),
        account: { id: Number(row.id), email: String(row.email), role: row.role as Role },
        lastSeenAt: String(row.last_seen_at),
      }
    },

    /** Records the session's use (at most once a minute). */
    async touch(session: Session): Promise<void> {
      const now = clock()
      if (now.getTime() - Date.parse(session.lastSeenAt) < TOUCH_EVERY_MS) return
      await db.write([
        {
          sql: 'UPDATE desk_sessions SET last_seen_at = ? WHERE token_hash = ? AND ended_at IS NULL',
          params: [now.toISOString(), session.hash],
        },
      ])
    },

    end: (hash: string): Statement => ({
      sql: 'UPDATE desk_sessions SET ended_at = ? WHERE token_hash = ? AND ended_at IS NULL',
      params: [clock().toISOString(), hash],
    }),

    /** Every session of the account ends (sign-out everywhere). */
    endAll: (accountId: number): Statement => ({
      sql: 'UPDATE desk_sessions SET ended_at = ? WHERE account_id = ? AND ended_at IS NULL',
      params: [clock().toISOString(), accountId],
    }),
  }
}

export type Sessions = ReturnType<typeof createSessions>
