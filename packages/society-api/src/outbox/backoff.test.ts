import { describe, expect, it } from 'vitest'
import { retryDelayMs } from './backoff.ts'

const policy = { baseMs: 1000, capMs: 60_000, maxAttempts: 10 }

describe('retryDelayMs', () => {
  it('doubles with each failed attempt, between half and all of the exponential delay', () => {
    expect(retryDelayMs(1, policy, () => 0)).toBe(500)
    expect(retryDelayMs(1, policy, () => 1)).toBe(1000)
    expect(retryDelayMs(3, policy, () => 0)).toBe(2000)
    expect(retryDelayMs(3, policy, () => 1)).toBe(4000)
  })

  it('never waits longer than the cap, whatever the number of attempts', () => {
    expect(retryDelayMs(40, policy, () => 1)).toBe(60_000)
    expect(retryDelayMs(40, policy, () => 0)).toBe(30_000)
  })
})
