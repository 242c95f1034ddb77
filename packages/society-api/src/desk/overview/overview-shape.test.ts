import { describe, expect, it } from 'vitest'
import { everyDay, moneyLines } from './overview-shape.ts'

describe('moneyLines', () => {
  it('joins received and refunded by currency and method, nets them, and totals each currency', () => {
    const lines = moneyLines(
      [
        { currency: 'USD', method: 'card', minor: 90_000 },
        { currency: 'USD', method: 'bank_transfer', minor: 45_000 },
        { currency: 'GHS', method: 'cash', minor: 120_000 },
      ],
      [{ currency: 'USD', method: 'card', minor: 10_000 }],
    )
    expect(lines).toEqual([
      { currency: 'GHS', method: 'cash', received: 120_000, refunded: 0, net: 120_000 },
      { currency: 'USD', method: 'bank_transfer', received: 45_000, refunded: 0, net: 45_000 },
      { currency: 'USD', method: 'card', received: 90_000, refunded: 10_000, net: 80_000 },
      { currency: 'USD', method: 'total', received: 135_000, refunded: 10_000, net: 125_000 },
    ])
  })

  it('is empty when nothing was received', () => {
    expect(moneyLines([], [])).toEqual([])
  })
})

describe('everyDay', () => {
  it('fills the days between the first and the last with zero', () => {
    expect(
      everyDay([
        { key: '2025-06-30', count: 2 },
        { key: '2025-07-02', count: 5 },
      ]),
    ).toEqual([
      { key: '2025-06-30', count: 2 },
      { key: '2025-07-01', count: 0 },
      { key: '2025-07-02', count: 5 },
    ])
  })
})
