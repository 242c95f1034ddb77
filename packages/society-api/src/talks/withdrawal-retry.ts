import type { Db } from '../db/db.ts'
import type { ServiceDeps } from '../deps.ts'
import { auditStatement } from '../desk/audit/audit-store.ts'
import { withdrawTalk } from './withdraw-talk.ts'

/** A talk made from an abstract whose registration was cancelled or erased. */
export interface TalkDue {
  talk: string
  erased: boolean
}

/**
 * The talks that should show withdrawn (SQL only): made from an abstract whose registration was
 * cancelled, or erased at the person's request (`erased_at`; the retention rule's anonymising
 * leaves accepted talks standing and marks `retention_ended_at` instead).
 */
export function talksDueWithdrawn(db: Db): TalkDue[] {
  return db
    .all<{ talk: string; erased: number }>(
      `SELECT d.talk_document_id AS talk,
         json_extract(r.data, '$.erased_at') IS NOT NULL AS erased
       FROM abstract_decisions d JOIN conference_registrations r ON r.id = d.registration_id
       WHERE d.talk_document_id IS NOT NULL
         AND (json_extract(r.data, '$.cancelled_at') IS NOT NULL
           OR json_extract(r.data, '$.erased_at') IS NOT NULL)
       ORDER BY d.registration_id`,
    )
    .map((row) => ({ talk: row.talk, erased: Boolean(row.erased) }))
}

interface TalkState {
  _id: string
  withdrawn: boolean | null
  personal: boolean
}

const publishedId = (id: string) => id.replace(/^drafts\./, '')

/**
 * Marks withdrawn, in the CMS, every talk that should be and is not yet (an erased person's also
 * loses its authors and text): the desk withdraws at once, and this finishes what a CMS that
 * was down then left undone. One query for all of them; each talk put right is audited
 * (`talk.withdrawn`, by the schedule). Returns how many were put right.
 */
export async function retryTalkWithdrawals(deps: ServiceDeps, now = new Date()): Promise<number> {
  const writer = deps.contentWriter
  if (!writer) return 0
  const due = talksDueWithdrawn(deps.db)
  if (due.length === 0) return 0
  const ids = due.flatMap((t) => [publishedId(t.talk), `drafts.${publishedId(t.talk)}`])
  const states = await writer.rawQuery<TalkState[]>(
    '*[_id in $ids]{_id, withdrawn, "personal": defined(authors) || defined(abstract)}',
    { ids },
  )
  let fixed = 0
  for (const t of due) {
    const mine = states.filter((s) => publishedId(s._id) === publishedId(t.talk))
    const undone = mine.some((s) => s.withdrawn !== true || (t.erased && s.personal))
    if (!undone) continue
    await withdrawTalk(deps, t.talk, { erased: t.erased })
    await deps.db.write([
      auditStatement(
        { accountId: null, action: 'talk.withdrawn', target: t.talk, address: 'schedule' },
        now,
      ),
    ])
    fixed++
  }
  return fixed
}
