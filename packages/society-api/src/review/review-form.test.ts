import { describe, expect, it } from 'vitest'
import { readReviewForm, typedOf } from './review-form.ts'
import { DEFAULT_RUBRIC, readRubricForm } from './rubric.ts'

const valid = {
  'score-0': '1',
  'score-1': '5',
  'score-2': '3',
  recommendation: 'reject',
  comment_to_authors: ' Thank you. ',
  comment_to_committee: '',
}

describe('readReviewForm', () => {
  it('reads a score per criterion, both comments (trimmed) and the recommendation', () => {
    expect(readReviewForm(valid, DEFAULT_RUBRIC)).toEqual({
      review: {
        scores: [
          { criterion: 'Originality', scale: 5, score: 1 },
          { criterion: 'Relevance to the symposium', scale: 5, score: 5 },
          { criterion: 'Clarity', scale: 5, score: 3 },
        ],
        commentToAuthors: 'Thank you.',
        commentToCommittee: '',
        recommendation: 'reject',
      },
    })
  })

  it.each([
    [{ 'score-0': '0' }, 'score-0', 'Score Originality from 1 to 5.'],
    [{ 'score-1': '2.5' }, 'score-1', 'Score Relevance to the symposium from 1 to 5.'],
    [{ 'score-2': '' }, 'score-2', 'Give a score for Clarity.'],
    [
      { recommendation: 'accept' },
      'recommendation',
      'Choose a recommendation: oral, poster or reject.',
    ],
    [
      { comment_to_authors: ' ' },
      'comment_to_authors',
      'Write a comment to the authors: they receive it with the decision.',
    ],
    [
      { comment_to_committee: 'x'.repeat(5001) },
      'comment_to_committee',
      'The comment to the committee has at most 5000 characters.',
    ],
  ])('refuses %j with the field’s message', (change, field, message) => {
    const read = readReviewForm({ ...valid, ...change }, DEFAULT_RUBRIC)
    expect(read).toMatchObject({ errors: { [field]: message } })
    if ('errors' in read) expect(Object.keys(read.errors)).toEqual([field])
  })

  it('shows a saved review again against the current rubric (a changed scale leaves it unscored)', () => {
    const read = readReviewForm(valid, DEFAULT_RUBRIC)
    if (!('review' in read)) throw new Error('expected a review')
    const rubric = [
      { name: 'Originality', scale: 5 },
      { name: 'Relevance to the symposium', scale: 3 },
    ]
    expect(typedOf(read.review, rubric)).toMatchObject({ 'score-0': '1', 'score-1': '' })
  })
})

describe('readRubricForm', () => {
  const form = (rows: [string, string][]) => ({
    name: rows.map((r) => r[0]),
    scale: rows.map((r) => r[1]),
  })
  it('keeps named rows in order and drops empty ones', () => {
    expect(
      readRubricForm(
        form([
          [' Novelty ', '4'],
          ['', '5'],
          ['Clarity', '10'],
        ]),
      ),
    ).toEqual({
      rubric: [
        { name: 'Novelty', scale: 4 },
        { name: 'Clarity', scale: 10 },
      ],
    })
  })
  it.each<[[string, string][], string]>([
    [[['A', '1']], 'The scale is a whole number from 2 to 10.'],
    [[['A', 'five']], 'The scale is a whole number from 2 to 10.'],
    [
      [
        ['A', '5'],
        ['a', '5'],
      ],
      '"a" is in the rubric twice: give each criterion its own name.',
    ],
    [[['', '5']], 'The rubric needs at least one criterion.'],
    [[['x'.repeat(81), '5']], "A criterion's name has at most 80 characters."],
  ])('refuses %j', (rows, message) => {
    expect(readRubricForm(form(rows))).toMatchObject({ error: message })
  })
})
