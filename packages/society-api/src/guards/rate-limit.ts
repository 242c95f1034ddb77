import type { Context, MiddlewareHandler } from 'hono'
import { jsonResponse } from '../http/json-response.ts'

export interface RateLimitOptions {
  max: number
  windowMs: number
  /** Clients remembered at most (memory stays bounded under address floods). */
  maxClients?: number
  now?: () => number
}

/**
 * Fixed-window counters per client, in memory, bounded: when full, expired windows go first,
 * then the oldest. (An evicted client starts a fresh window: the price of bounded memory.)
 */
export class RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>()
  readonly #max: number
  readonly #windowMs: number
  readonly #maxClients: number
  readonly #now: () => number

  constructor({ max, windowMs, maxClients = 10_000, now = Date.now }: RateLimitOptions) {
    this.#max = max
    this.#windowMs = windowMs
    this.#maxClients = maxClients
    this.#now = now
  }

  get size(): number {
    return this.#windows.size
  }

  /** Counts one request; null when allowed, else the seconds until the window resets. */
  take(client: string): number | null {
    const now = this.#now()
    let window = this.#windows.get(client)
    if (!window || window.resetAt <= now) {
      this.#windows.delete(client)
      this.#makeRoom(now)
      window = { count: 0, resetAt: now + this.#windowMs }
      this.#windows.set(client, window)
    }
    window.count++
    return window.count > this.#max ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : null
  }

  #makeRoom(now: number): void {
    if (this.#windows.size < this.#maxClients) return
    for (const [client, window] of this.#windows)
      if (window.resetAt <= now) this.#windows.delete(client)
    for (const client of this.#windows.keys()) {
      if (this.#windows.size < this.#maxClients) break
      this.#windows.delete(client)
    }
  }
}

/** 429 with Retry-After once a client used up its requests in the current window. */
export function rateLimit(limiter: RateLimiter, client: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    const retryAfter = limiter.take(client(c))
    if (retryAfter === null) return next()
    return jsonResponse(
      { detail: `Too many requests. Please try again in ${retryAfter} seconds.` },
      429,
      { 'Retry-After': String(retryAfter) },
    )
  }
}
