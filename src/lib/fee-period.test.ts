import { describe, expect, it } from 'vitest'
import { currentFeePeriod, feePeriodStatus } from './fee-period'

const ACCRA = 'Africa/Accra'
const periods = [
  { key: 'early', startDate: '2025-03-01', endDate: '2025-07-31' },
  { key: 'regular', startDate: '2025-08-01', endDate: '2025-10-31' },
  { key: 'late', startDate: '2025-11-01', endDate: '2025-11-15' },
]
const statuses = (now: string) =>
  periods.map((p) => feePeriodStatus(p, new Date(now), ACCRA)).join(' ')

describe('feePeriodStatus over the seed periods', () => {
  it.each([
    ['2025-02-28T23:59:00Z', 'upcoming upcoming upcoming', null],
    ['2025-03-01T00:00:00Z', 'current upcoming upcoming', 'early'],
    ['2025-07-31T23:59:00Z', 'current upcoming upcoming', 'early'],
    ['2025-08-01T00:00:00Z', 'past current upcoming', 'regular'],
    ['2025-10-31T23:59:00Z', 'past current upcoming', 'regular'],
    // 8 pm on 31 October in New York is 1 November in Accra: the late fee applies
    ['2025-10-31T20:00:00-04:00', 'past past current', 'late'],
    ['2025-11-15T23:59:00Z', 'past past current', 'late'],
    ['2025-11-16T00:00:00Z', 'past past past', null],
    ['2026-11-23T10:00:00Z', 'past past past', null],
  ])('at %s: %s', (now, expected, current) => {
    expect(statuses(now)).toBe(expected)
    expect(currentFeePeriod(periods, new Date(now), ACCRA)?.key ?? null).toBe(current)
  })

  it('gives no status to a period without valid dates', () => {
    expect(feePeriodStatus({ startDate: null, endDate: '2025-07-31' }, new Date(), ACCRA)).toBe(
      null,
    )
  })
})
