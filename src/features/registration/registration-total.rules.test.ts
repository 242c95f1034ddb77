import { describe, expect, it } from 'vitest'
import {
  amountInWords,
  dollarsInWords,
  runningTotal,
  type TotalChoices,
} from './registration-total.rules'

const fees = {
  timeframes: [
    { formTimeframe: 'regular', student: 250, academia: 450, industry: 500 },
    { formTimeframe: 'late-onsite', student: 300, academia: 500, industry: 600 },
  ],
  extraFees: [
    { key: 'banquet', title: 'Conference banquet', amount: 50 },
    { key: 'excursion', title: 'Excursion', amount: 100 },
  ],
  workshops: [
    { apiValue: 'winter_school', title: 'Winter school', extraFee: null },
    { apiValue: 'metrohm', title: 'Electrochemistry', extraFee: 75 },
    // A fee of 0 is "Included", like no fee, never "$0".
    { apiValue: 'poster_clinic', title: 'Poster clinic', extraFee: 0 },
  ],
}

const base: TotalChoices = {
  registration_category: 'student',
  registration_timeframe: 'regular',
  banquet: false,
  excursion: false,
  is_workshop: false,
}

describe('runningTotal', () => {
  it.each<[string, Partial<TotalChoices>, number, Array<[string, number | null]>]>([
    ['student, regular, nothing else', {}, 250, [['Registration, Student, Regular', 250]]],
    [
      'academia, late, banquet and excursion',
      {
        registration_category: 'academia',
        registration_timeframe: 'late-onsite',
        banquet: true,
        excursion: true,
      },
      650,
      [
        ['Registration, Academia, Late / on-site', 500],
        ['Conference banquet', 50],
        ['Excursion', 100],
      ],
    ],
    [
      'industry, regular, two included workshops (no fee, a fee of 0) and a paid one',
      {
        registration_category: 'industry',
        is_workshop: true,
        workshop_category: ['winter_school', 'poster_clinic', 'metrohm'],
      },
      575,
      [
        ['Registration, Industry, Regular', 500],
        ['Winter school', null],
        ['Poster clinic', null],
        ['Electrochemistry', 75],
      ],
    ],
    [
      'workshops chosen, then the option unticked: not counted',
      { is_workshop: false, workshop_category: ['metrohm'] },
      250,
      [['Registration, Student, Regular', 250]],
    ],
  ])('%s', (_name, choices, total, lines) => {
    const result = runningTotal({ ...base, ...choices }, fees)
    expect(result.total).toBe(total)
    expect(result.complete).toBe(true)
    expect(result.lines.map((l) => [l.label, l.amount])).toEqual(lines)
  })

  it('no timeframe chosen yet: the registration line asks for one, incomplete', () => {
    const result = runningTotal({ ...base, registration_timeframe: '', banquet: true }, fees)
    expect(result).toMatchObject({ total: 50, complete: false })
    expect(result.lines[0]).toEqual({ label: 'Registration, Student', amount: null, pending: true })
  })

  it('a fee missing from the CMS: incomplete, counted as nothing', () => {
    const result = runningTotal(base, { ...fees, timeframes: [] })
    expect(result).toMatchObject({ total: 0, complete: false })
  })
})

describe('amountInWords', () => {
  it.each([
    [0, 'zero'],
    [1, 'one'],
    [50, 'fifty'],
    [75, 'seventy-five'],
    [300, 'three hundred'],
    [650, 'six hundred and fifty'],
    [1000, 'one thousand'],
    [1050, 'one thousand and fifty'],
    [1250, 'one thousand two hundred and fifty'],
    [21_415, 'twenty-one thousand four hundred and fifteen'],
  ])('%d → %s', (n, words) => expect(amountInWords(n)).toBe(words))
  it('dollars', () => {
    expect(dollarsInWords(1)).toBe('one US dollar')
    expect(dollarsInWords(650)).toBe('six hundred and fifty US dollars')
  })
})
