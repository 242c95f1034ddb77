import { describe, expect, it } from 'vitest'
import { formatMoney } from './money'

describe('formatMoney', () => {
  it.each([
    [200, 'USD', '$200'],
    [50000, 'USD', '$50,000'],
    [12.5, undefined, '$12.50'],
    [null, 'USD', ''],
  ])('%s %s -> %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected)
  })
})
