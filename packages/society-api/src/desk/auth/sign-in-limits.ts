import type { Db } from '../../db/db.ts'
import { tokenHash } from './tokens.ts'

/** `DESK_SIGN_IN_*`: failures counted per key in a window; slow after some, refuse after more. */
export interface SignInLimitRules {
  slowAfter: number
  refuseAfter: number
  windowMs: number
  delayMs: number
}

/** An attempt let through (after `delayMs`), with its reservation to give back on success. */
export interface SignInAllowed {
  refuse: false
  delayMs: number
  /** The attempt succeeded: it was no failure (the reservation is given back). */
  succeeded(): Promise<void>
}

export type SignInVerdict = SignInAllowed | { refuse: true; retryAfterS: number }

const INCREMENT = `INSERT INTO desk_sign_in_failures (key_hash, count, reset_at) VALUES (?, 1, ?)
  ON CONFLICT (key_hash) DO UPDATE SET count = count + 1 RETURNING count, reset_at`

/**
 * Failed sign-ins per client address and per account (docs/decisions/0061, 0069, 0098), in the
 * database (a restart or a second process keeps them; keys only as their SHA-256, the table
 * bounded).
 *
 * Each attempt is counted BEFORE its password is checked: one write unit increments the
 * address's count and, when the address is still under `refuseAfter`, the account's, and
 * returns both (the database's single writer runs units one after another, so 40 attempts sent
 * at once get 40 different counts and all but the first `refuseAfter` are refused unchecked).
 * A success gives its reservation back.
 *
 * Only the address is ever refused. The account is slowed, never locked (OWASP's Authentication
 * cheat sheet): after `slowAfter` failures each attempt on it waits `delayMs` longer than the one
 * before, up to `refuseAfter × delayMs`, so guesses from one address lock no one out from another.
 */
export class SignInLimits {
  constructor(
    readonly db: Db,
    readonly rules: SignInLimitRules,
    readonly now: () => number = Date.now,
    readonly maxKeys = 10_000,
  ) {}

  /** Counts an attempt from `address` (on `account`, an e-mail, for passwords); what to do with it. */
  async reserve(address: string, account?: string): Promise<SignInVerdict> {
    const now = this.now()
    const resetAt = now + this.rules.windowMs
    const addressKey = tokenHash(`address:${address}`)
    const accountKey = account === undefined ? null : tokenHash(`account:${account}`)
    const results = await this.db.write([
      { sql: 'DELETE FROM desk_sign_in_failures WHERE reset_at <= ?', params: [now] },
      { sql: INCREMENT, params: [addressKey, resetAt] },
      ...(accountKey
        ? [
            {
              // Counted only when the address is let through: refused attempts check nothing.
              sql: `INSERT INTO desk_sign_in_failures (key_hash, count, reset_at)
                    SELECT ?, 1, ? WHERE (SELECT count FROM desk_sign_in_failures WHERE key_hash = ?) <= ?
                    ON CONFLICT (key_hash) DO UPDATE SET count = count + 1 RETURNING count, reset_at`,
              params: [accountKey, resetAt, addressKey, this.rules.refuseAfter],
            },
          ]
        : []),
      {
        sql: `DELETE FROM desk_sign_in_failures WHERE key_hash NOT IN
                (SELECT key_hash FROM desk_sign_in_failures ORDER BY reset_at DESC LIMIT ?)`,
        params: [this.maxKeys],
      },
    ])
    const byAddress = results[1]!.rows[0]!
    if (Number(byAddress.count) > this.rules.refuseAfter)
      return {
        refuse: true,
        retryAfterS: Math.max(1, Math.ceil((Number(byAddress.reset_at) - now) / 1000)),
      }
    const byAccount = accountKey ? results[2]?.rows[0] : undefined
    // The failures before this attempt, on the account (or the address, for passkeys).
    const before = Number((byAccount ?? byAddress).count) - 1
    const over = before - this.rules.slowAfter + 1
    const delayMs = Math.min(
      over > 0 ? over * this.rules.delayMs : 0,
      this.rules.refuseAfter * this.rules.delayMs,
    )
    return {
      refuse: false,
      delayMs,
      succeeded: async () => {
        // A success clears the account's count; the address gives back this attempt only (one
        // good password opens no door for guesses elsewhere).
        await this.db.write([
          {
            sql: 'UPDATE desk_sign_in_failures SET count = count - 1 WHERE key_hash = ? AND count > 0',
            params: [addressKey],
          },
          ...(accountKey
            ? [
                {
                  sql: 'DELETE FROM desk_sign_in_failures WHERE key_hash = ?',
                  params: [accountKey],
                },
              ]
            : []),
        ])
      },
    }
  }
}
