import { describe, expect, it } from 'vitest'
import { assign, conflictOf, type AbstractToAssign, type Reviewer } from './assign.ts'

// Sample people only (never real ones).
const reviewers: Reviewer[] = [
  { id: 1, email: 'r1@ug.sample', affiliation: 'Sample University A', symposia: ['S1', 'S2'] },
  { id: 2, email: 'r2@knust.sample', affiliation: 'Sample Institute B', symposia: ['S1'] },
  {
    id: 3,
    email: 'r3@mit.sample',
    affiliation: 'Sample Lab C',
    symposia: ['S1'],
    coauthors: ['ama@other.sample'],
  },
  { id: 4, email: 'r4@csir.sample', affiliation: 'Sample Council D', symposia: ['S1', 'S2'] },
]

const abstract = (
  id: number,
  symposium: string,
  authors: AbstractToAssign['authors'],
): AbstractToAssign => ({ id, symposium, authors })

describe('conflictOf', () => {
  it.each([
    [
      'same affiliation (case and spaces ignored)',
      { name: 'X', affiliation: ' sample  university a' },
      1,
      'affiliation',
    ],
    ['same e-mail domain', { name: 'X', email: 'x@KNUST.sample' }, 2, 'email-domain'],
    ['the reviewer is an author', { name: 'X', email: 'r4@csir.sample' }, 4, 'co-authorship'],
    [
      'a declared co-author is an author',
      { name: 'Ama', email: 'ama@other.sample' },
      3,
      'co-authorship',
    ],
    [
      'no link at all',
      { name: 'Y', email: 'y@else.sample', affiliation: 'Elsewhere' },
      1,
      undefined,
    ],
  ] as const)('%s', (_, author, reviewerId, expected) => {
    const reviewer = reviewers.find((r) => r.id === reviewerId)!
    expect(conflictOf(abstract(9, 'S1', [author]), reviewer)).toBe(expected)
  })

  it('a declared conflict excludes only that abstract', () => {
    const r = { ...reviewers[0]!, declaredConflicts: [9] }
    expect(conflictOf(abstract(9, 'S1', []), r)).toBe('declared')
    expect(conflictOf(abstract(10, 'S1', []), r)).toBeUndefined()
  })
})

describe('assign', () => {
  it('gives every abstract n reviewers free of conflicts and covering its symposium', () => {
    const abstracts = [
      abstract(1, 'S1', [{ name: 'A', email: 'a@ug.sample', affiliation: 'Sample University A' }]),
      abstract(2, 'S1', [{ name: 'B', email: 'b@knust.sample' }]),
      abstract(3, 'S1', [{ name: 'Ama', email: 'ama@other.sample' }]),
      abstract(4, 'S2', [{ name: 'C', email: 'c@x.sample' }]),
    ]
    const { assignments, impossibles } = assign(abstracts, reviewers, 2)
    expect(impossibles).toEqual([])
    const byAbstract = (id: number): number[] =>
      assignments
        .filter((a) => a.abstractId === id)
        .map((a) => a.reviewerId)
        .sort()
    expect(byAbstract(1)).not.toContain(1) // affiliation
    expect(byAbstract(2)).not.toContain(2) // domain
    expect(byAbstract(3)).not.toContain(3) // co-authorship
    expect(byAbstract(4)).toEqual([1, 4]) // only they cover S2
    for (const id of [1, 2, 3, 4]) expect(byAbstract(id)).toHaveLength(2)
  })

  it('reports an abstract that cannot get n reviewers, with why', () => {
    const abstracts = [abstract(5, 'S2', [{ name: 'D', email: 'd@csir.sample' }])]
    const { assignments, impossibles } = assign(abstracts, reviewers, 2)
    expect(assignments).toEqual([{ abstractId: 5, reviewerId: 1 }])
    expect(impossibles).toEqual([
      { abstractId: 5, missing: 1, eligible: 1, excluded: { symposium: 2, 'email-domain': 1 } },
    ])
  })

  it('keeps existing assignments and tops up to n', () => {
    const abstracts = [abstract(6, 'S1', [{ name: 'E', email: 'e@else.sample' }])]
    const { assignments } = assign(abstracts, reviewers, 3, [{ abstractId: 6, reviewerId: 2 }])
    expect(assignments).toHaveLength(2)
    expect(assignments.map((a) => a.reviewerId)).not.toContain(2)
  })

  it('balances the load within a symposium to within one', () => {
    const abstracts = Array.from({ length: 11 }, (_, i) =>
      abstract(100 + i, 'S1', [{ name: `Author ${i}`, email: `a${i}@free.sample` }]),
    )
    const { assignments, impossibles } = assign(abstracts, reviewers, 2)
    expect(impossibles).toEqual([])
    expect(assignments).toHaveLength(22)
    const loads = [1, 2, 3, 4].map((id) => assignments.filter((a) => a.reviewerId === id).length)
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1)
  })

  it('never gives one abstract the same reviewer twice', () => {
    const abstracts = [abstract(7, 'S1', [{ name: 'F', email: 'f@free.sample' }])]
    const { assignments, impossibles } = assign(abstracts, reviewers, 6)
    expect(new Set(assignments.map((a) => a.reviewerId)).size).toBe(assignments.length)
    expect(impossibles[0]).toMatchObject({ abstractId: 7, missing: 2, eligible: 4 })
  })
})

describe('assign at conference scale', () => {
  it('800 abstracts over 60 reviewers: all get 2, loads within one per symposium, quickly', () => {
    const symposia = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6']
    const many: Reviewer[] = Array.from({ length: 60 }, (_, i) => ({
      id: i + 1,
      email: `reviewer${i}@inst${i % 20}.sample`,
      affiliation: `Sample Institute ${i % 20}`,
      symposia: [symposia[i % 6]!, symposia[(i + 1) % 6]!],
    }))
    const abstracts = Array.from({ length: 800 }, (_, i) =>
      abstract(i + 1, symposia[i % 6]!, [
        {
          name: `Author ${i}`,
          email: `author${i}@uni${i % 37}.sample`,
          affiliation: `Uni ${i % 37}`,
        },
      ]),
    )
    const started = performance.now()
    const { assignments, impossibles } = assign(abstracts, many, 2)
    const ms = performance.now() - started
    expect(impossibles).toEqual([])
    expect(assignments).toHaveLength(1600)
    for (const s of symposia) {
      const ids = new Set(abstracts.filter((a) => a.symposium === s).map((a) => a.id))
      const covering = many.filter((r) => r.symposia.includes(s))
      const loads = covering.map(
        (r) => assignments.filter((a) => a.reviewerId === r.id && ids.has(a.abstractId)).length,
      )
      expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1)
    }
    expect(ms).toBeLessThan(2000) // 30-70 ms alone here; room for a loaded CI
  })
})
