import path from 'node:path'
import { PROGRAMME_DAYS } from '@amrs/shared/programme/programme-time'
import { createAbstractFiles } from '../conference/abstract-files.ts'
import { abstractDecisionFor } from '../review/decision.ts'
import type { PurgeRule } from './purge-rules.ts'

/** The event's last day ends (Accra = UTC) at midnight after the programme's last day. */
export const EVENT_END = new Date(`${PROGRAMME_DAYS[PROGRAMME_DAYS.length - 1]}T24:00:00Z`)

/** The moment abstracts not accepted are due for deletion: `months` after the event's end. */
export function abstractsDueAt(months: number, end: Date = EVENT_END): Date {
  const due = new Date(end)
  due.setUTCMonth(due.getUTCMonth() + months)
  return due
}

/**
 * Abstracts not accepted are deleted `ABSTRACT_RETENTION_MONTHS` (default 6) after the event
 * (docs/decisions/0063; the privacy page says so): the file goes from disk and the registration
 * keeps no reference to it. Accepted ones stay (the programme and proceedings name them).
 * "Accepted" is `abstractDecisionFor`'s answer: until decisions are recorded none is, so every
 * abstract is due then. The row is cleared first, then the file (a file left by a crash between
 * the two is removed by the start-up sweep, which deletes files no row names).
 */
export const purgeUnacceptedAbstracts: PurgeRule = {
  name: 'abstracts-not-accepted',
  async run(deps, now) {
    if (now < abstractsDueAt(deps.config.retention.abstractMonths)) return 0
    const rows = deps.db.all<{ id: number; abstract_key: string }>(
      'SELECT id, abstract_key FROM conference_registrations WHERE abstract_key IS NOT NULL',
    )
    const due = rows.filter((r) => abstractDecisionFor(deps.db, r.id).status !== 'accepted')
    if (due.length === 0) return 0
    await deps.db.write(
      due.map((r) => ({
        sql: `UPDATE conference_registrations SET abstract_key = NULL, abstract_etag = NULL,
                abstract_kind = NULL, abstract_size = NULL WHERE id = ? AND abstract_key = ?`,
        params: [r.id, r.abstract_key],
      })),
    )
    const files = createAbstractFiles(path.join(deps.config.dataDir, 'abstracts'))
    for (const r of due) await files.remove(r.abstract_key)
    return due.length
  },
}
