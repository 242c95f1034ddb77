import type { Db, Statement } from '../db/db.ts'
import { newToken, tokenHash } from '../desk/auth/tokens.ts'

/** How long a sign-in link works (once), and how long the session it opens lasts. */
export const LINK_MINUTES = 30
export const SESSION_HOURS = 12

const MINUTE_MS = 60_000

/**
 * The delegate's sign-in (docs/decisions/0064-my-registration.md): a link by e-mail carrying a
 * random token (256 bits), stored only as its SHA-256, used once before it expires; using it
 * opens a session whose token lives only in an HttpOnly cookie.
 */
export function createDelegateAuth(db: Db, clock: () => Date = () => new Date()) {
  return {
    /** A new link's token for a registration, and the statement that stores it. */
    newLink(registrationId: number): { token: string; statement: Statement } {
      const token = newToken()
      const now = clock()
      return {
        token,
        statement: {
          sql: `INSERT INTO delegate_sign_in_links (token_hash, registration_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
          params: [
            tokenHash(token),
            registrationId,
            now.toISOString(),
            new Date(now.getTime() + LINK_MINUTES * MINUTE_MS).toISOString(),
          ],
        },
      }
    },

    /**
     * Uses a link: in one unit, marks it used (only if unused and unexpired) and opens a session.
     * The session's token, or null when the link is unknown, used or expired.
     */
    async useLink(token: string): Promise<string | null> {
      const now = clock()
      const at = now.toISOString()
      const session = newToken()
      const [used, opened] = await db.write([
        {
          sql: `UPDATE delegate_sign_in_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
          params: [at, tokenHash(token), at],
        },
        {
          sql: `INSERT INTO delegate_sessions (token_hash, registration_id, created_at, expires_at)
                SELECT ?, registration_id, ?, ? FROM delegate_sign_in_links
                WHERE token_hash = ? AND used_at = ? AND changes() = 1`,
          params: [
            tokenHash(session),
            at,
            new Date(now.getTime() + SESSION_HOURS * 60 * MINUTE_MS).toISOString(),
            tokenHash(token),
            at,
          ],
        },
      ])
      return used?.changes === 1 && opened?.changes === 1 ? session : null
    },

    /** The registration a live session belongs to, else null. */
    registrationOf(sessionToken: string): number | null {
      const row = db.get(
        `SELECT registration_id FROM delegate_sessions WHERE token_hash = ? AND ended_at IS NULL AND expires_at > ?`,
        [tokenHash(sessionToken), clock().toISOString()],
      )
      return row ? Number(row.registration_id) : null
    },

    end: (sessionToken: string): Statement => ({
      sql: 'UPDATE delegate_sessions SET ended_at = ? WHERE token_hash = ? AND ended_at IS NULL',
      params: [clock().toISOString(), tokenHash(sessionToken)],
    }),
  }
}

export type DelegateAuth = ReturnType<typeof createDelegateAuth>
