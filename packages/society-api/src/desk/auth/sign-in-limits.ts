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
 * Failed sign-ins per account and per address (docs/decisions/0061): after `slowAfter` failures
 * in the window every attempt waits `delayMs` longer than the one before, after `refuseAfter`
 * sign-in is refused until the window ends. In memory and bounded (a flood of addresses evicts
 * the oldest windows); one process holds the desk.
 */
export class SignInLimits {
  readonly #failures = new Map<string, { count: number; resetAt: number }>()
  constructor(
    readonly rules: SignInLimitRules,
    readonly now: () => number = Date.now,
    readonly maxKeys = 10_000,
  ) {}

  #count(key: string): { count: number; resetAt: number } | undefined {
    const entry = this.#failures.get(key)
    if (entry && entry.resetAt <= this.now()) {
      this.#failures.delete(key)
      return undefined
    }
    return entry
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

  failed(keys: string[]): void {
    for (const key of keys) {
      const entry = this.#count(key)
      if (entry) entry.count++
      else {
        if (this.#failures.size >= this.maxKeys) {
          const oldest = this.#failures.keys().next().value
          if (oldest !== undefined) this.#failures.delete(oldest)
        }
        this.#failures.set(key, { count: 1, resetAt: this.now() + this.rules.windowMs })
      }
    }
  }

  /** A success clears the account's count (not the address's: one good password opens no door for guesses elsewhere). */
  succeeded(accountKey: string): void {
    this.#failures.delete(accountKey)
  }
}
