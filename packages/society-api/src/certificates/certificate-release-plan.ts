import { createHash } from 'node:crypto'
import type { Db } from '../db/db.ts'
import { paidRegistrations } from './certificate-paid.ts'
import { certificateState, LEFT_OUT_BECAUSE } from './certificate-rules.ts'

/** A delegate as the desk's release lists them. */
export interface CertificatePerson {
  id: number
  name: string
}

/**
 * Who a release would reach, by the one rule (certificate-rules.ts; docs/decisions/0096): the
 * eligible not yet e-mailed (`due`), those e-mailed by an earlier release (`sent`), and those
 * checked in or paid who are left out, with why. `fingerprint` names `due`: a confirmed release
 * goes ahead only while the list is still the one the secretariat saw.
 */
export interface ReleasePlan {
  due: CertificatePerson[]
  sent: CertificatePerson[]
  leftOut: (CertificatePerson & { why: string })[]
  fingerprint: string
}

/** Every registration not erased, with what the rule asks of it, by name. */
const CANDIDATES = `SELECT r.id, r.email,
    trim(coalesce(json_extract(r.data, '$.firstname'), '') || ' ' || coalesce(json_extract(r.data, '$.surname'), '')) AS name,
    json_extract(r.data, '$.cancelled_at') IS NOT NULL AS cancelled,
    EXISTS (SELECT 1 FROM check_ins k WHERE k.registration_id = r.id) AS checked_in,
    c.emailed_at IS NOT NULL AS emailed
  FROM conference_registrations r LEFT JOIN certificates c ON c.registration_id = r.id
  WHERE json_extract(r.data, '$.erased_at') IS NULL
  ORDER BY lower(name), r.id`

/** Who the release reaches and who it leaves out (the event taken as over). */
export function releasePlan(db: Db): ReleasePlan {
  const paid = paidRegistrations(db)
  const rows = db.all<{
    id: number
    email: string
    name: string
    cancelled: number
    checked_in: number
    emailed: number
  }>(CANDIDATES)
  const result: ReleasePlan = { due: [], sent: [], leftOut: [], fingerprint: '' }
  for (const row of rows) {
    const id = Number(row.id)
    const person = { id, name: String(row.name) }
    const state = certificateState({
      registered: !row.cancelled,
      checkedIn: !!row.checked_in,
      paid: paid.has(id),
      over: true,
    })
    if (state === 'eligible') (row.emailed ? result.sent : result.due).push(person)
    else if (row.checked_in || paid.has(id))
      result.leftOut.push({ ...person, why: LEFT_OUT_BECAUSE[state] })
  }
  result.fingerprint = createHash('sha256')
    .update(result.due.map((p) => p.id).join(','))
    .digest('hex')
    .slice(0, 32)
  return result
}
