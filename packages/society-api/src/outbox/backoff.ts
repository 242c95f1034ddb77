/**
 * When a failed send is tried again: exponential from `baseMs`, capped at `capMs`, with "equal
 * jitter" (half the delay fixed, half random) so many messages failing at once do not all come
 * back at the same instant (docs/decisions/0058-durable-outbox.md).
 */
export interface BackoffPolicy {
  baseMs: number
  capMs: number
  /** After this many attempts the message is given up (state 'failed'). */
  maxAttempts: number
}

export const DEFAULT_BACKOFF: BackoffPolicy = {
  baseMs: 30_000,
  capMs: 6 * 60 * 60_000,
  maxAttempts: 12,
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones (1 = the first failed). */
export function retryDelayMs(
  attempts: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(exponential / 2 + (exponential / 2) * random())
}
