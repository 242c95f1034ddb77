import type { Db, Statement } from '../../db/db.ts'
import { DEFAULT_RUBRIC, type Criterion } from '../../review/rubric.ts'
import type { Recommendation, Review, Score } from '../../review/review-form.ts'

/**
 * What a reviewer may know of an abstract (docs/decisions/0079-blind-review-files.md): never
 * the registration's names, e-mail or affiliation, only these columns. Every reviewer's query
 * selects exactly this list.
 */
const BLIND_COLUMNS = `r.id AS id,
  json_extract(r.data, '$.abstract_title') AS title,
  json_extract(r.data, '$.symposium_type') AS symposium,
  json_extract(r.data, '$.presentational_mode') AS mode,
  r.abstract_kind AS kind`
const IS_ABSTRACT = `r.abstract_key IS NOT NULL AND json_extract(r.data, '$.cancelled_at') IS NULL`

export interface BlindAbstract {
  id: number
  title: string | null
  symposium: string | null
  mode: string | null
  kind: string | null
}

export interface SavedReview extends Review {
  updatedAt: string
}

export interface ReviewLine extends BlindAbstract {
  reviewedAt: string | null
  recommendation: Recommendation | null
}

const str = (v: unknown) => (typeof v === 'string' ? v : null)
const blind = (r: Record<string, unknown>): BlindAbstract => ({
  id: Number(r.id),
  title: str(r.title),
  symposium: str(r.symposium),
  mode: str(r.mode),
  kind: str(r.kind),
})
const reviewOfRow = (r: Record<string, unknown>): SavedReview => ({
  scores: JSON.parse(String(r.scores)) as Score[],
  commentToAuthors: String(r.comment_to_authors),
  commentToCommittee: String(r.comment_to_committee),
  recommendation: r.recommendation as Recommendation,
  updatedAt: String(r.updated_at),
})
/** An INSERT … VALUES statement that only inserts when the statement before it changed a row. */
export function afterAChange(statement: Statement): Statement {
  const sql = statement.sql.replace(/VALUES \(([?, ]+)\)\s*$/, 'SELECT $1 WHERE changes() > 0')
  if (sql === statement.sql) throw new Error(`Not an INSERT … VALUES statement: ${statement.sql}`)
  return { ...statement, sql }
}
const pairKey = (registrationId: number, accountId: number) => [registrationId, accountId]
const ASSIGNED = 'registration_id = ? AND account_id = ?'

/** The rubric, reviews, conflicts and hand-backs (SQL only; the rules are in review/). */
export function createReviewStore(db: Db) {
  return {
    rubric(): Criterion[] {
      const rows = db.all('SELECT name, scale FROM review_rubric ORDER BY position')
      return rows.length
        ? rows.map((r) => ({ name: String(r.name), scale: Number(r.scale) }))
        : DEFAULT_RUBRIC.map((c) => ({ ...c }))
    },

    async setRubric(rubric: readonly Criterion[], audit: Statement) {
      await db.write([
        { sql: 'DELETE FROM review_rubric' },
        ...rubric.map((c, i) => ({
          sql: 'INSERT INTO review_rubric (position, name, scale) VALUES (?, ?, ?)',
          params: [i + 1, c.name, c.scale],
        })),
        audit,
      ])
    },

    /** The abstracts assigned to a reviewer, blind, with their own review's state. */
    assignedTo(accountId: number): ReviewLine[] {
      return db
        .all(
          `SELECT ${BLIND_COLUMNS}, v.updated_at AS reviewed_at, v.recommendation AS recommendation
           FROM abstract_assignments a
           JOIN conference_registrations r ON r.id = a.registration_id
           LEFT JOIN abstract_reviews v ON v.registration_id = a.registration_id AND v.account_id = a.account_id
           WHERE a.account_id = ? AND ${IS_ABSTRACT}
           ORDER BY r.id`,
          [accountId],
        )
        .map((r) => ({
          ...blind(r),
          reviewedAt: str(r.reviewed_at),
          recommendation: str(r.recommendation) as Recommendation | null,
        }))
    },

    /** One abstract, blind, only when it is assigned to this reviewer. */
    assignedAbstract(registrationId: number, accountId: number): BlindAbstract | undefined {
      const row = db.get(
        `SELECT ${BLIND_COLUMNS} FROM abstract_assignments a
         JOIN conference_registrations r ON r.id = a.registration_id
         WHERE a.registration_id = ? AND a.account_id = ? AND ${IS_ABSTRACT}`,
        pairKey(registrationId, accountId),
      )
      return row ? blind(row) : undefined
    },

    /** The file's storage key of an abstract (the handler checks the assignment first). */
    fileKey(registrationId: number): string | null {
      return str(
        db.get('SELECT abstract_key FROM conference_registrations WHERE id = ?', [registrationId])
          ?.abstract_key,
      )
    },

    reviewOf(registrationId: number, accountId: number): SavedReview | undefined {
      const row = db.get(
        `SELECT * FROM abstract_reviews WHERE ${ASSIGNED}`,
        pairKey(registrationId, accountId),
      )
      return row ? reviewOfRow(row) : undefined
    },

    /** Saves (or replaces) a review while the assignment holds; false when it no longer does. */
    async save(
      registrationId: number,
      accountId: number,
      review: Review,
      at: Date,
      audit: Statement,
    ): Promise<boolean> {
      const when = at.toISOString()
      const [result] = await db.write([
        {
          sql: `INSERT INTO abstract_reviews (registration_id, account_id, scores, comment_to_authors,
                  comment_to_committee, recommendation, created_at, updated_at)
                SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS
                  (SELECT 1 FROM abstract_assignments WHERE ${ASSIGNED})
                ON CONFLICT (registration_id, account_id) DO UPDATE SET scores = excluded.scores,
                  comment_to_authors = excluded.comment_to_authors,
                  comment_to_committee = excluded.comment_to_committee,
                  recommendation = excluded.recommendation, updated_at = excluded.updated_at`,
          params: [
            registrationId,
            accountId,
            JSON.stringify(review.scores),
            review.commentToAuthors,
            review.commentToCommittee,
            review.recommendation,
            when,
            when,
            registrationId,
            accountId,
          ],
        },
        afterAChange(audit),
      ])
      return (result?.changes ?? 0) > 0
    },

    /**
     * A conflict the reviewer declares: recorded (the assignment rules refuse the pair from now
     * on), the assignment and any review of theirs removed, in one unit with the audit entry.
     */
    async declareConflict(registrationId: number, accountId: number, at: Date, audit: Statement) {
      const key = pairKey(registrationId, accountId)
      await db.write([
        {
          sql: `INSERT OR IGNORE INTO abstract_conflicts (registration_id, account_id, declared_at) VALUES (?, ?, ?)`,
          params: [...key, at.toISOString()],
        },
        { sql: `DELETE FROM abstract_assignments WHERE ${ASSIGNED}`, params: key },
        { sql: `DELETE FROM abstract_reviews WHERE ${ASSIGNED}`, params: key },
        audit,
      ])
    },

    /** The reviewer hands the abstract back: assignment and review removed, the reason kept. */
    async handBack(
      registrationId: number,
      accountId: number,
      reason: string,
      at: Date,
      audit: Statement,
    ) {
      const key = pairKey(registrationId, accountId)
      await db.write([
        {
          sql: `INSERT INTO abstract_handbacks (registration_id, account_id, reason, handed_back_at)
                VALUES (?, ?, ?, ?) ON CONFLICT (registration_id, account_id)
                DO UPDATE SET reason = excluded.reason, handed_back_at = excluded.handed_back_at`,
          params: [...key, reason, at.toISOString()],
        },
        { sql: `DELETE FROM abstract_assignments WHERE ${ASSIGNED}`, params: key },
        { sql: `DELETE FROM abstract_reviews WHERE ${ASSIGNED}`, params: key },
        audit,
      ])
    },

    /** For the secretariat: an abstract's title, symposium and mode (any abstract). */
    abstract(registrationId: number): BlindAbstract | undefined {
      const row = db.get(
        `SELECT ${BLIND_COLUMNS} FROM conference_registrations r WHERE r.id = ? AND ${IS_ABSTRACT}`,
        [registrationId],
      )
      return row ? blind(row) : undefined
    },

    /** For the secretariat: every review of an abstract, with its reviewer's e-mail. */
    reviewsOf(registrationId: number): (SavedReview & { reviewer: string })[] {
      return db
        .all(
          `SELECT v.*, d.email AS reviewer FROM abstract_reviews v
           JOIN desk_accounts d ON d.id = v.account_id
           WHERE v.registration_id = ? ORDER BY d.email`,
          [registrationId],
        )
        .map((r) => ({ ...reviewOfRow(r), reviewer: String(r.reviewer) }))
    },

    /** For the secretariat: each abstract with reviewers or reviews, and how many of each. */
    progress(): (BlindAbstract & { assigned: number; reviews: number })[] {
      return db
        .all(
          `SELECT ${BLIND_COLUMNS},
             (SELECT count(*) FROM abstract_assignments a WHERE a.registration_id = r.id) AS assigned,
             (SELECT count(*) FROM abstract_reviews v WHERE v.registration_id = r.id) AS reviews
           FROM conference_registrations r
           WHERE ${IS_ABSTRACT} AND (EXISTS (SELECT 1 FROM abstract_assignments a WHERE a.registration_id = r.id)
             OR EXISTS (SELECT 1 FROM abstract_reviews v WHERE v.registration_id = r.id))
           ORDER BY r.id`,
        )
        .map((r) => ({ ...blind(r), assigned: Number(r.assigned), reviews: Number(r.reviews) }))
    },
  }
}

export type ReviewStore = ReturnType<typeof createReviewStore>
