import { SYMPOSIUM_TYPES } from '@amrs/shared/contract/conference'
import { registration } from '../../conference/registration-fixtures.test-utils.ts'
import type { Statement } from '../../db/db.ts'

export const SCALE_AT = '2025-10-01T00:00:00Z'

/**
 * The scale as statements: `reviewers` reviewer accounts (ids from 1000) and `abstracts`
 * visibly sample registrations with an abstract (ids from 1, symposia in turn), each assigned to
 * two reviewers; `each(i, reviewerId, k)` adds what a test needs per assignment (a review).
 */
export function scaleStatements(
  abstracts: number,
  reviewers: number,
  each: (i: number, reviewerId: number, k: number) => Statement[] = () => [],
): Statement[] {
  const statements: Statement[] = []
  for (let i = 0; i < reviewers; i++)
    statements.push({
      sql: `INSERT INTO desk_accounts (id, email, role, created_at) VALUES (?, ?, 'reviewer', ?)`,
      params: [1000 + i, `sample-reviewer-${i}@inst.example.test`, SCALE_AT],
    })
  for (let i = 0; i < abstracts; i++) {
    const email = `sample-author-${i}@uni.example.test`
    const data = registration({
      email,
      symposium_type: SYMPOSIUM_TYPES[i % SYMPOSIUM_TYPES.length],
      abstract_required: true,
      abstract_title: `Sample abstract ${i}`,
    })
    statements.push({
      sql: `INSERT INTO conference_registrations (id, email, data, abstract_key, abstract_kind, abstract_size, created_at, updated_at)
            VALUES (?, ?, ?, 'key.pdf', 'pdf', 100, ?, ?)`,
      params: [i + 1, email, JSON.stringify(data), SCALE_AT, SCALE_AT],
    })
    for (const k of [0, 1]) {
      const reviewer = 1000 + ((i * 2 + k) % reviewers)
      statements.push(
        {
          sql: `INSERT INTO abstract_assignments (registration_id, account_id, assigned_at) VALUES (?, ?, ?)`,
          params: [i + 1, reviewer, SCALE_AT],
        },
        ...each(i, reviewer, k),
      )
    }
  }
  return statements
}

/** A review of registration `i + 1` by `reviewerId` (scores as stored). */
export const scaleReview = (i: number, reviewerId: number, scores = '[]'): Statement => ({
  sql: `INSERT INTO abstract_reviews (registration_id, account_id, scores, comment_to_authors, comment_to_committee, recommendation, created_at, updated_at)
        VALUES (?, ?, ?, 'Sample comment to the authors.', 'Sample comment to the committee.', 'poster', ?, ?)`,
  params: [i + 1, reviewerId, scores, SCALE_AT, SCALE_AT],
})
