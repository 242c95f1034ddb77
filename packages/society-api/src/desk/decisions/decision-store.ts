import type { Db, Statement } from '../../db/db.ts'
import { enqueue } from '../../outbox/outbox-store.ts'
import { isDecision, type Decision, type DecisionRow } from '../../review/decision-table.ts'
import type { Recommendation, Score } from '../../review/review-form.ts'
import { isErasedAddress } from '../privacy/erasure-rules.ts'
import { afterAChange } from '../review/review-store.ts'

/** An abstract the secretariat can decide on: a file, and a registration not cancelled. */
const DECIDABLE = `r.abstract_key IS NOT NULL AND json_extract(r.data, '$.cancelled_at') IS NULL`
const str = (v: unknown) => (typeof v === 'string' ? v : null)

/** A decided abstract whose message has not gone, with what its message is made of. */
export interface UnsentDecision {
  id: number
  decision: Decision
  decidedAt: string
  email: string
  firstName: string
  title: string
  symposium: string
  commentsToAuthors: string[]
  /** Why no message goes to this author (the decision stays unsent), if so. */
  heldBack?: 'cancelled' | 'erased'
}

/** One message of a batch as the send stores it: the decision it tells and the filled wording. */
export interface BatchMessage {
  id: number
  decision: Decision
  decidedAt: string
  to: string
  kind: string
  data: Record<string, unknown>
}

/** The audit statement of `action` on `target` (the handler's `auditEntry`). */
export type AuditOf = (action: string, target: string) => Statement

/** Abstract decisions (SQL only; the numbers and the messages' rules are elsewhere). */
export function createDecisionStore(db: Db) {
  return {
    /** Every decidable abstract with its reviews' scores and its decision. */
    rows(): DecisionRow[] {
      const reviews = new Map<number, DecisionRow['reviews']>()
      for (const r of db.all(
        `SELECT registration_id, scores, recommendation FROM abstract_reviews
         ORDER BY registration_id, account_id`,
      )) {
        const id = Number(r.registration_id)
        const list = reviews.get(id) ?? []
        list.push({
          scores: JSON.parse(String(r.scores)) as Score[],
          recommendation: r.recommendation as Recommendation,
        })
        reviews.set(id, list)
      }
      return db
        .all(
          `SELECT r.id, json_extract(r.data, '$.abstract_title') AS title,
             json_extract(r.data, '$.symposium_type') AS symposium, d.decision, d.sent_at,
             (SELECT count(*) FROM abstract_assignments a WHERE a.registration_id = r.id) AS assigned
           FROM conference_registrations r LEFT JOIN abstract_decisions d ON d.registration_id = r.id
           WHERE ${DECIDABLE} ORDER BY r.id`,
        )
        .map((r) => ({
          id: Number(r.id),
          title: str(r.title),
          symposium: str(r.symposium) ?? '',
          assigned: Number(r.assigned),
          reviews: reviews.get(Number(r.id)) ?? [],
          decision: isDecision(r.decision) ? r.decision : null,
          sentAt: str(r.sent_at),
        }))
    },

    /** Which of `ids` can be decided now. */
    decidable(ids: readonly number[]): Set<number> {
      if (!ids.length) return new Set()
      return new Set(
        db
          .all(
            `SELECT r.id FROM conference_registrations r
             WHERE r.id IN (${ids.map(() => '?').join(',')}) AND ${DECIDABLE}`,
            [...ids],
          )
          .map((r) => Number(r.id)),
      )
    },

    /**
     * Records each decision that changes something, in one unit: a new decision, or a changed one
     * (whose message, if it went, is due again: `sent_at` back to NULL). The audit row says
     * `<id>: <before> -> <after>`, read in the same unit, and is written only for a change.
     */
    async decide(
      choices: readonly { id: number; decision: Decision }[],
      accountId: number,
      at: Date,
      auditOf: AuditOf,
    ): Promise<number> {
      const statements: Statement[] = []
      for (const { id, decision } of choices) {
        const entry = auditOf('abstract.decided', String(id))
        const [when, account, action, , address] = entry.params ?? []
        statements.push(
          {
            sql: `INSERT INTO audit_log (at, account_id, action, target, address)
                  SELECT ?, ?, ?, ? || ': ' || coalesce(d.decision, 'none') || ' -> ' || ?, ?
                  FROM (SELECT 1) LEFT JOIN abstract_decisions d ON d.registration_id = ?
                  WHERE d.decision IS NOT ?`,
            params: [
              when ?? null,
              account ?? null,
              action ?? null,
              String(id),
              decision,
              address ?? null,
              id,
              decision,
            ],
          },
          {
            sql: `INSERT INTO abstract_decisions (registration_id, decision, decided_by, decided_at)
                  SELECT ?, ?, ?, ? WHERE true
                  ON CONFLICT (registration_id) DO UPDATE SET decision = excluded.decision,
                    decided_by = excluded.decided_by, decided_at = excluded.decided_at, sent_at = NULL
                  WHERE abstract_decisions.decision IS NOT excluded.decision`,
            params: [id, decision, accountId, at.toISOString()],
          },
        )
      }
      const results = await db.write(statements)
      return results.filter((_, i) => i % 2 === 1).reduce((n, r) => n + (r?.changes ?? 0), 0)
    },

    /** Every decided abstract whose message has not gone, oldest number first. */
    unsent(): UnsentDecision[] {
      const comments = new Map<number, string[]>()
      for (const r of db.all(
        `SELECT v.registration_id, v.comment_to_authors FROM abstract_reviews v
         JOIN abstract_decisions d ON d.registration_id = v.registration_id AND d.sent_at IS NULL
         ORDER BY v.registration_id, v.account_id`,
      )) {
        const id = Number(r.registration_id)
        comments.set(id, [...(comments.get(id) ?? []), String(r.comment_to_authors)])
      }
      return db
        .all(
          `SELECT d.registration_id AS id, d.decision, d.decided_at, r.email, r.abstract_key,
             json_extract(r.data, '$.firstname') AS first_name,
             json_extract(r.data, '$.abstract_title') AS title,
             json_extract(r.data, '$.symposium_type') AS symposium,
             json_extract(r.data, '$.cancelled_at') AS cancelled_at
           FROM abstract_decisions d JOIN conference_registrations r ON r.id = d.registration_id
           WHERE d.sent_at IS NULL ORDER BY d.registration_id`,
        )
        .flatMap((r) => {
          if (!isDecision(r.decision)) return []
          const id = Number(r.id)
          const email = String(r.email)
          const line: UnsentDecision = {
            id,
            decision: r.decision,
            decidedAt: String(r.decided_at),
            email,
            firstName: str(r.first_name) ?? '',
            title: str(r.title) ?? `Abstract No. ${id}`,
            symposium: str(r.symposium) ?? '',
            commentsToAuthors: comments.get(id) ?? [],
          }
          if (isErasedAddress(email) || !r.abstract_key) line.heldBack = 'erased'
          else if (r.cancelled_at) line.heldBack = 'cancelled'
          return [line]
        })
    },

    /**
     * Sends a batch in one unit: per message, `sent_at` set only if the decision is still the
     * one previewed and unsent, then its outbox row and audit entry only if that changed a row.
     * A second send, or a decision changed meanwhile, writes nothing. Returns the messages queued.
     */
    async send(messages: readonly BatchMessage[], at: Date, auditOf: AuditOf): Promise<number> {
      const statements = messages.flatMap((m): Statement[] => [
        {
          sql: `UPDATE abstract_decisions SET sent_at = ? WHERE registration_id = ? AND sent_at IS NULL
                AND decision = ? AND decided_at = ?`,
          params: [at.toISOString(), m.id, m.decision, m.decidedAt],
        },
        ...enqueue(
          { kind: m.kind, to: m.to, data: m.data },
          { onlyIf: { sql: 'SELECT 1 WHERE changes() > 0' } },
        ),
        afterAChange(auditOf('abstract.decision.sent', `${m.id}: ${m.decision}`)),
      ])
      const results = await db.write(statements)
      return results.filter((_, i) => i % 3 === 1).reduce((n, r) => n + (r?.changes ?? 0), 0)
    },
  }
}

export type DecisionStore = ReturnType<typeof createDecisionStore>
