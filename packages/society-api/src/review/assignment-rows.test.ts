import { describe, expect, it } from 'vitest'
import {
  abstractToAssign,
  authorsOf,
  impossibleReasons,
  loads,
  pairValue,
  parseN,
  parsePairs,
  refusalOf,
  reviewerOf,
  symposiumLabel,
  type AbstractRow,
} from './assignment-rows.ts'

const row = (over: Partial<AbstractRow> = {}): AbstractRow => ({
  id: 7,
  symposium: 'advanced_energy_materials',
  email: 'submitter@uni-a.example',
  affiliation: 'University A',
  authors: null,
  title: 'A title',
  ...over,
})

const reviewer = (over: Partial<Parameters<typeof reviewerOf>[0]> = {}) =>
  reviewerOf({
    id: 3,
    email: 'reviewer@inst-b.example',
    affiliation: 'Institute B',
    symposia: ['advanced_energy_materials'],
    conflicts: [],
    ...over,
  })

describe('an abstract from its registration row', () => {
  it('is the submitter and the listed authors, in order', () => {
    const authors = JSON.stringify([
      { name: 'First Author', affiliation: 'Lab C' },
      { name: 'Second Author', affiliation: ' ' },
    ])
    expect(abstractToAssign(row({ authors }))).toEqual({
      id: 7,
      symposium: 'advanced_energy_materials',
      authors: [
        { name: '', email: 'submitter@uni-a.example', affiliation: 'University A' },
        { name: 'First Author', affiliation: 'Lab C' },
        { name: 'Second Author' },
      ],
    })
  })

  it('without authors (before the abstract form landed, or unreadable) is the submitter alone', () => {
    for (const authors of [null, 'not json', '{"name":"x"}', '[null, 3]'])
      expect(abstractToAssign(row({ authors })).authors).toHaveLength(1)
    expect(authorsOf('[{"name":"A"},"x"]')).toEqual([{ name: 'A' }])
  })
})

describe('whether a reviewer may be given an abstract', () => {
  const abstract = abstractToAssign(
    row({ authors: JSON.stringify([{ name: 'Co Author', affiliation: 'Lab C' }]) }),
  )
  it.each([
    ['free', reviewer(), undefined],
    [
      'another symposium',
      reviewer({ symposia: ['advanced_biomaterials_for_healthcare'] }),
      'symposium',
    ],
    [
      'same affiliation as the submitter',
      reviewer({ affiliation: 'university  a' }),
      'affiliation',
    ],
    ['same affiliation as a listed author', reviewer({ affiliation: 'LAB C' }), 'affiliation'],
    ['same e-mail domain', reviewer({ email: 'other@UNI-A.example' }), 'email-domain'],
    ['the submitter', reviewer({ email: 'submitter@uni-a.example' }), 'co-authorship'],
    ['declared', reviewer({ conflicts: [7] }), 'declared'],
  ] as const)('%s: %s', (_, r, expected) => {
    expect(refusalOf(abstract, r, [])).toBe(expected)
  })

  it('not twice, and not without an abstract or a reviewer', () => {
    expect(refusalOf(abstract, reviewer(), [{ abstractId: 7, reviewerId: 3 }])).toBe('already')
    expect(refusalOf(undefined, reviewer(), [])).toBe('no-abstract')
    expect(refusalOf(abstract, undefined, [])).toBe('not-a-reviewer')
  })
})

describe('the form values', () => {
  it('pairs round-trip, and one bad value refuses the lot', () => {
    const pairs = [
      { abstractId: 12, reviewerId: 34 },
      { abstractId: 1, reviewerId: 2 },
    ]
    expect(parsePairs(pairs.map(pairValue))).toEqual(pairs)
    expect(parsePairs(['12:34', '12:x'])).toBeUndefined()
    expect(parsePairs([{}])).toBeUndefined()
  })

  it('N is 1 to 10, 2 when left empty', () => {
    expect([undefined, '', '1', '3', '10'].map(parseN)).toEqual([2, 2, 1, 3, 10])
    expect(['0', '11', '-1', '2.5', 'two', ['2']].map(parseN)).toEqual(Array(6).fill(undefined))
  })
})

it('loads are counted per symposium, per reviewer', () => {
  const a = abstractToAssign(row({ id: 1 }))
  const b = abstractToAssign(row({ id: 2, symposium: 'advanced_biomaterials_for_healthcare' }))
  const counted = loads(
    [a, b],
    [
      { abstractId: 1, reviewerId: 3 },
      { abstractId: 2, reviewerId: 3 },
      { abstractId: 1, reviewerId: 4 },
      { abstractId: 99, reviewerId: 4 },
    ],
  )
  expect(Object.fromEntries(counted.get('advanced_energy_materials')!)).toEqual({ 3: 1, 4: 1 })
  expect(Object.fromEntries(counted.get('advanced_biomaterials_for_healthcare')!)).toEqual({ 3: 1 })
})

it('a symposium reads as words', () => {
  expect(symposiumLabel('Advanced_materials_for_water_and_environmental_remediation')).toBe(
    'Advanced materials for water and environmental remediation',
  )
  expect(symposiumLabel('')).toBe('(none)')
})

it('an impossible abstract says how many could and why the others could not', () => {
  expect(
    impossibleReasons({
      abstractId: 1,
      missing: 1,
      eligible: 1,
      excluded: { symposium: 3, affiliation: 1, declared: 2 },
    }),
  ).toBe(
    '1 eligible reviewer; excluded: 3 not covering its symposium, 1 same affiliation, 2 declared a conflict',
  )
  expect(impossibleReasons({ abstractId: 1, missing: 2, eligible: 0, excluded: {} })).toBe(
    '0 eligible reviewers',
  )
})
