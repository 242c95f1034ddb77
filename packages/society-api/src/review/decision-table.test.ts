import { describe, expect, it } from 'vitest'
import {
  points,
  readDecisionForm,
  reviewPercent,
  scoreRow,
  tablesBySymposium,
  type DecisionRow,
} from './decision-table.ts'
import type { Score } from './review-form.ts'

const scores = (...values: number[]): Score[] =>
  values.map((score, i) => ({ criterion: `C${i}`, scale: 5, score }))
const row = (id: number, symposium: string, ...reviews: Score[][]): DecisionRow => ({
  id,
  title: `Sample abstract ${id}`,
  symposium,
  assigned: 2,
  reviews: reviews.map((s) => ({ scores: s, recommendation: 'poster' })),
  decision: null,
  sentAt: null,
})

describe('the decisions table’s numbers', () => {
  it('a review scores its points over its rubric’s maximum; mean and spread over reviews', () => {
    // 4+5+3 = 12 of 15 = 80; 2+3+4 = 9 of 15 = 60.
    const scored = scoreRow(row(1, 'x', scores(4, 5, 3), scores(2, 3, 4)))
    expect(scored.percents).toEqual([80, 60])
    expect(scored.mean).toBe(70)
    expect(scored.spread).toBe(20)
    expect(scored.outstanding).toBe(0)
  })

  it('reviews scored on different rubrics still compare (a share of each one’s maximum)', () => {
    const onTen: Score[] = [{ criterion: 'Overall', scale: 10, score: 5 }]
    expect(reviewPercent(onTen)).toBe(50)
    const scored = scoreRow(row(1, 'x', scores(5, 5, 5), onTen))
    expect([scored.mean, scored.spread]).toEqual([75, 50])
  })

  it('one review: a mean, no spread, one outstanding; none: neither', () => {
    const one = scoreRow(row(1, 'x', scores(3, 3, 3)))
    expect([one.mean, one.spread, one.outstanding]).toEqual([60, undefined, 1])
    const none = scoreRow(row(2, 'x'))
    expect([none.mean, none.spread, none.outstanding]).toEqual([undefined, undefined, 2])
    expect([points(none.mean), points(66.6667)]).toEqual(['–', '67'])
  })

  it('one table per symposium, best mean first, unreviewed last, no symposium at the end', () => {
    const tables = tablesBySymposium(
      [
        row(1, 'b_materials', scores(2, 2, 2)),
        row(2, 'b_materials'),
        row(3, 'b_materials', scores(5, 5, 5), scores(4, 4, 4)),
        row(4, '', scores(1, 1, 1)),
        row(5, 'a_materials', scores(3, 3, 3)),
      ],
      (s) => s || '(none)',
    )
    expect(tables.map((t) => [t.symposium, t.rows.map((r) => r.id)])).toEqual([
      ['a_materials', [5]],
      ['b_materials', [3, 1, 2]],
      ['', [4]],
    ])
  })

  it('reads the chosen decisions; empty means no change; anything else refuses the form', () => {
    expect(
      readDecisionForm({ 'decision-3': 'oral', 'decision-4': '', 'decision-5': 'reject', x: 'y' }),
    ).toEqual([
      { id: 3, decision: 'oral' },
      { id: 5, decision: 'reject' },
    ])
    expect(readDecisionForm({ 'decision-3': 'accept' })).toBeUndefined()
  })
})
