import { describe, expect, it } from 'vitest'
import { formatMoney } from './money'

const intl = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: amount % 1 === 0 ? 0 : 2,
  }).format(amount)

describe('formatMoney', () => {
  it.each([
    [200, 'USD', '$200'],
    [50000, 'USD', '$50,000'],
    [12.5, undefined, '$12.50'],
    [null, 'USD', ''],
    [1200, 'GHS', 'GHS\u00a01,200'],
  ])('%s %s -> %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected)
  })

  it.each(['USD', 'EUR', 'GBP', 'GHS'])('writes %s amounts exactly as Intl does', (currency) => {
    const amounts = [0, 5, 12.5, 99.99, 150, 999, 1000, 1234.5, 50000, 1_000_000, -40, 0.25]
    for (const amount of amounts) expect(formatMoney(amount, currency)).toBe(intl(amount, currency))
  })
})
