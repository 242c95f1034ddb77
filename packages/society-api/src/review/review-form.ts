/**
 * A reviewer's review as the form sends it, checked (see
 * docs/decisions/0080-rubric-and-reviews.md): a score on each criterion of the rubric, a comment
 * to the authors, a comment to the committee and a recommendation. Pure, no SQL.
 */
import type { Criterion } from './rubric.ts'

export const RECOMMENDATIONS = ['oral', 'poster', 'reject'] as const
export type Recommendation = (typeof RECOMMENDATIONS)[number]

export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  oral: 'Accept as an oral talk',
  poster: 'Accept as a poster',
  reject: 'Reject',
}

export const COMMENT_LENGTH = 5000

export interface Score {
  criterion: string
  scale: number
  score: number
}

export interface Review {
  scores: Score[]
  commentToAuthors: string
  commentToCommittee: string
  recommendation: Recommendation
}

/** The form's fields: `score-<n>` per criterion (n its place in the rubric), then these. */
export const scoreField = (index: number): `score-${number}` => `score-${index}`
export type ReviewField =
  `score-${number}` | 'comment_to_authors' | 'comment_to_committee' | 'recommendation'

/** What was typed, kept to show the form again with its errors. */
export type ReviewTyped = Record<string, string>

export type ReviewForm =
  { review: Review } | { errors: Partial<Record<ReviewField, string>>; typed: ReviewTyped }

const one = (value: unknown): string => (typeof value === 'string' ? value : '')

export function readReviewForm(
  form: Record<string, unknown>,
  rubric: readonly Criterion[],
): ReviewForm {
  const typed: ReviewTyped = {}
  const errors: Partial<Record<ReviewField, string>> = {}
  const scores: Score[] = rubric.map((criterion, i) => {
    const field = scoreField(i)
    const value = one(form[field]).trim()
    typed[field] = value
    const score = /^\d{1,2}$/.test(value) ? Number(value) : NaN
    if (!(score >= 1 && score <= criterion.scale))
      errors[field] = value
        ? `Score ${criterion.name} from 1 to ${criterion.scale}.`
        : `Give a score for ${criterion.name}.`
    return { criterion: criterion.name, scale: criterion.scale, score }
  })
  const commentToAuthors = one(form.comment_to_authors).trim()
  const commentToCommittee = one(form.comment_to_committee).trim()
  const recommendation = one(form.recommendation)
  typed.comment_to_authors = commentToAuthors
  typed.comment_to_committee = commentToCommittee
  typed.recommendation = recommendation
  if (!commentToAuthors)
    errors.comment_to_authors = 'Write a comment to the authors: they receive it with the decision.'
  else if (commentToAuthors.length > COMMENT_LENGTH)
    errors.comment_to_authors = `The comment to the authors has at most ${COMMENT_LENGTH} characters.`
  if (commentToCommittee.length > COMMENT_LENGTH)
    errors.comment_to_committee = `The comment to the committee has at most ${COMMENT_LENGTH} characters.`
  if (!(RECOMMENDATIONS as readonly string[]).includes(recommendation))
    errors.recommendation = 'Choose a recommendation: oral, poster or reject.'
  if (Object.keys(errors).length) return { errors, typed }
  return {
    review: {
      scores,
      commentToAuthors,
      commentToCommittee,
      recommendation: recommendation as Recommendation,
    },
  }
}

/** A saved review's scores as the form shows them again (by criterion name, for the current rubric). */
export function typedOf(review: Review, rubric: readonly Criterion[]): ReviewTyped {
  const typed: ReviewTyped = {
    comment_to_authors: review.commentToAuthors,
    comment_to_committee: review.commentToCommittee,
    recommendation: review.recommendation,
  }
  rubric.forEach((criterion, i) => {
    const saved = review.scores.find(
      (s) => s.criterion === criterion.name && s.score <= criterion.scale,
    )
    typed[scoreField(i)] = saved ? String(saved.score) : ''
  })
  return typed
}

export const HANDBACK_REASON_LENGTH = 500
