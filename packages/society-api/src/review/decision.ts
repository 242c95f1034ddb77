/**
 * The abstract's decision as My registration shows it (issue 33 point 4; read by the documents
 * work, issue 34). Decisions are not recorded yet in this branch: a registration with an abstract
 * file answers "pending", one without "none", so callers can be wired now; the accepted and
 * rejected answers come with the decisions table.
 */
import type { Db } from '../db/db.ts'

export type AbstractDecision =
  | { status: 'none' }
  | { status: 'pending' }
  | { status: 'accepted'; mode: 'oral' | 'poster' }
  | { status: 'rejected' }

export function abstractDecisionFor(db: Db, registrationId: number): AbstractDecision {
  const row = db.get<{ abstract_key: string | null }>(
    'SELECT abstract_key FROM conference_registrations WHERE id = ?',
    [registrationId],
  )
  return row?.abstract_key ? { status: 'pending' } : { status: 'none' }
}
