import { describe, expect, it } from 'vitest'
import { computeFee, FeeDataError, type FeeData } from './fees.ts'

const data: FeeData = {
  periods: [
    { formTimeframe: 'regular', student: 250, academia: 450, industry: 500 },
    { formTimeframe: 'late-onsite', student: 300, academia: 500, industry: 600 },
  ],
  extraFees: [
    { key: 'banquet', amount: 50 },
    { key: 'excursion', amount: 100 },
  ],
}
const base = { banquet: false, excursion: false } as const

describe('computeFee', () => {
  it.each([
    ['student', 'regular', 250],
    ['academia', 'regular', 450],
    ['industry', 'regular', 500],
    ['student', 'late-onsite', 300],
    ['academia', 'late-onsite', 500],
    ['industry', 'late-onsite', 600],
  ] as const)('%s %s = %i', (registration_category, registration_timeframe, amount) => {
    expect(
      computeFee({ ...base, registration_category, registration_timeframe }, data).amount,
    ).toBe(amount)
  })
  it('adds banquet ($50) and excursion ($100)', () => {
    const quote = computeFee(
      {
        registration_category: 'student',
        registration_timeframe: 'regular',
        banquet: true,
        excursion: true,
      },
      data,
    )
    expect(quote.amount).toBe(400)
    expect(quote.lines.map((l) => l.amount)).toEqual([250, 50, 100])
  })
  it('takes a fee of 0 from the CMS as free, not as missing', () => {
    const free: FeeData = {
      periods: [{ formTimeframe: 'regular', student: 0, academia: 450, industry: 500 }],
      extraFees: [
        { key: 'banquet', amount: 0 },
        { key: 'excursion', amount: 100 },
      ],
    }
    const quote = computeFee(
      {
        registration_category: 'student',
        registration_timeframe: 'regular',
        banquet: true,
        excursion: false,
      },
      free,
    )
    expect(quote.amount).toBe(0)
    expect(quote.lines.map((l) => l.amount)).toEqual([0, 0])
  })
  it('refuses to guess when fee data is missing', () => {
    expect(() =>
      computeFee(
        { ...base, registration_category: 'student', registration_timeframe: 'regular' },
        { periods: [], extraFees: [] },
      ),
    ).toThrow(FeeDataError)
    expect(() =>
      computeFee(
        {
          registration_category: 'student',
          registration_timeframe: 'regular',
          banquet: true,
          excursion: false,
        },
        { ...data, extraFees: [] },
      ),
    ).toThrow(FeeDataError)
  })
})
