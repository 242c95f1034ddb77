/**
 * The abstract's decision as My registration, letters and badges read it (docs/decisions/0083):
 * the secretariat's record in `abstract_decisions`. A registration with an abstract file and no
 * decision answers "pending", one without a file "none".
 */
import type { Db } from '../db/db.ts'

export type AbstractDecision =
  | { status: 'none' }
  | { status: 'pending' }
  | { status: 'accepted'; mode: 'oral' | 'poster' }
  | { status: 'rejected' }

export function abstractDecisionFor(db: Db, registrationId: number): AbstractDecision {
  const row = db.get<{ abstract_key: string | null; decision: string | null }>(
    `SELECT r.abstract_key, d.decision FROM conference_registrations r
     LEFT JOIN abstract_decisions d ON d.registration_id = r.id WHERE r.id = ?`,
    [registrationId],
  )
  if (!row?.abstract_key) return { status: 'none' }
  if (row.decision === 'oral' || row.decision === 'poster')
    return { status: 'accepted', mode: row.decision }
  if (row.decision === 'reject') return { status: 'rejected' }
  return { status: 'pending' }
}
