import type { Db } from '../../db/db.ts'
import { tokenHash } from './tokens.ts'

/** `DESK_SIGN_IN_*`: failures counted per key in a window; slow after some, refuse after more. */
export interface SignInLimitRules {
  slowAfter: number
  refuseAfter: number
  windowMs: number
  delayMs: number
}

export type SignInVerdict =
  { refuse: false; delayMs: number } | { refuse: true; retryAfterS: number }

/**
 * Failed sign-ins per account and per address (docs/decisions/0061, 0069): after `slowAfter`
 * failures in the window every attempt waits `delayMs` longer than the one before, after
 * `refuseAfter` sign-in is refused until the window ends. Kept in the database, so a restart
 * clears no count; keys are stored as their SHA-256 (no e-mail or address in the table), and
 * the table stays bounded (expired windows go, a flood of addresses evicts the oldest).
 */
export class SignInLimits {
  constructor(
    readonly db: Db,
    readonly rules: SignInLimitRules,
    readonly now: () => number = Date.now,
    readonly maxKeys = 10_000,
  ) {}

  #count(key: string): { count: number; resetAt: number } | undefined {
    const row = this.db.get<{ count: number; reset_at: number }>(
      'SELECT count, reset_at FROM desk_sign_in_failures WHERE key_hash = ? AND reset_at > ?',
      [tokenHash(key), this.now()],
    )
    return row && { count: Number(row.count), resetAt: Number(row.reset_at) }
  }

  /** What to do with an attempt on these keys (e.g. `account:ama@…`, `address:192.0.2.1`). */
  verdict(keys: string[]): SignInVerdict {
    const entries = keys.map((key) => this.#count(key)).filter((e) => e !== undefined)
    const worst = entries.reduce((max, e) => Math.max(max, e.count), 0)
    if (worst >= this.rules.refuseAfter) {
      const resetAt = Math.max(
        ...entries.filter((e) => e.count >= this.rules.refuseAfter).map((e) => e.resetAt),
      )
      return { refuse: true, retryAfterS: Math.max(1, Math.ceil((resetAt - this.now()) / 1000)) }
    }
    const over = worst - this.rules.slowAfter + 1
    return { refuse: false, delayMs: over > 0 ? over * this.rules.delayMs : 0 }
  }

  /** One more failure on each key (a new window for a key whose window has ended). */
  async failed(keys: string[]): Promise<void> {
    const now = this.now()
    await this.db.write([
      { sql: 'DELETE FROM desk_sign_in_failures WHERE reset_at <= ?', params: [now] },
      ...keys.map((key) => ({
        sql: `INSERT INTO desk_sign_in_failures (key_hash, count, reset_at) VALUES (?, 1, ?)
              ON CONFLICT (key_hash) DO UPDATE SET count = count + 1`,
        params: [tokenHash(key), now + this.rules.windowMs],
      })),
      {
        sql: `DELETE FROM desk_sign_in_failures WHERE key_hash NOT IN
                (SELECT key_hash FROM desk_sign_in_failures ORDER BY reset_at DESC LIMIT ?)`,
        params: [this.maxKeys],
      },
    ])
  }

  /** A success clears the account's count (not the address's: one good password opens no door for guesses elsewhere). */
  async succeeded(accountKey: string): Promise<void> {
    await this.db.write([
      {
        sql: 'DELETE FROM desk_sign_in_failures WHERE key_hash = ?',
        params: [tokenHash(accountKey)],
      },
    ])
  }
}
