import type { DeskEndpoint } from '../endpoints.ts'
import { SECRETARIAT, type Role } from '../roles.ts'
import {
  declareConflict,
  downloadBlindFile,
  handBack,
  saveReview,
  showReview,
  showReviews,
} from './review-handlers.tsx'
import { saveRubric, showRubric } from './rubric-handlers.tsx'

const REVIEWER: readonly Role[] = ['reviewer']
/** Reviewers see their own abstracts; the secretariat reads every review. Staff: neither. */
const REVIEWS: readonly Role[] = ['reviewer', 'secretariat']

/**
 * Review by reviewers (docs/decisions/0079, 0080): blind abstracts, the file
 * without its author metadata, the review, a declared conflict or a hand-back; the rubric is the
 * secretariat's. A reviewer asking for an abstract not assigned to them gets 404, never 403.
 */
export const REVIEW_ENDPOINTS: DeskEndpoint[] = [
  { method: 'GET', path: '/reviews', access: REVIEWS, handle: showReviews, nav: 'Reviews' },
  { method: 'GET', path: '/reviews/:id', access: REVIEWS, handle: showReview },
  { method: 'POST', path: '/reviews/:id', access: REVIEWER, handle: saveReview },
  { method: 'GET', path: '/reviews/:id/file', access: REVIEWER, handle: downloadBlindFile },
  { method: 'POST', path: '/reviews/:id/conflict', access: REVIEWER, handle: declareConflict },
  { method: 'POST', path: '/reviews/:id/hand-back', access: REVIEWER, handle: handBack },
  { method: 'GET', path: '/rubric', access: SECRETARIAT, handle: showRubric, nav: 'Rubric' },
  { method: 'POST', path: '/rubric', access: SECRETARIAT, handle: saveRubric },
]
