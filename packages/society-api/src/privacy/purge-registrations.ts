import path from 'node:path'
import { REGISTRATION_RETENTION_MONTHS } from '../certificates/certificate-purge.ts'
import { createAbstractFiles } from '../conference/abstract-files.ts'
import type { Statement } from '../db/db.ts'
import { registrationRecordStatements } from '../desk/privacy/erasure-store.ts'
import {
  anonymiseRegistrationData,
  erasedAddress,
  isErasedAddress,
} from '../desk/privacy/erasure-rules.ts'
import { abstractDecisionFor } from '../review/decision.ts'
import { abstractsDueAt } from './purge-unaccepted-abstracts.ts'
import type { PurgeRule } from './purge-rules.ts'

/** What an accepted abstract keeps: the programme and the proceedings print it. */
const ACCEPTED_ABSTRACT_FIELDS = ['abstract_title', 'abstract_authors', 'abstract_presenter']

/**
 * A registration's answers once it has been kept as long as the privacy page says: anonymised
 * as erasure does (category, extras and country stay, so the counts add up), except that an
 * accepted abstract keeps its title, authors and presenter. Pure.
 */
export function expiredRegistrationData(
  data: Record<string, unknown>,
  address: string,
  at: string,
  accepted: boolean,
): Record<string, unknown> {
  const out = anonymiseRegistrationData(data, address, at)
  // Not an erasure the person asked for: an accepted talk stays in the programme.
  delete out.erased_at
  out.retention_ended_at = at
  if (accepted) for (const key of ACCEPTED_ABSTRACT_FIELDS) if (key in data) out[key] = data[key]
  return out
}

/**
 * Registrations are kept "up to two years after the conference" (the privacy page): then each one
 * not yet erased is anonymised with what is held beside it (registrationRecordStatements), in one
 * unit. Payment records are not this rule's: they are kept six years (purge-payments.ts). An
 * abstract not accepted has no file by then (deleted six months after the event); one left over
 * is deleted after the commit.
 */
export function registrationsRule(months = REGISTRATION_RETENTION_MONTHS): PurgeRule {
  return {
    name: 'registrations',
    async run(deps, now) {
      if (now < abstractsDueAt(months)) return 0
      const due = deps.db
        .all<{ id: number; email: string; data: string; abstract_key: string | null }>(
          'SELECT id, email, data, abstract_key FROM conference_registrations',
        )
        .filter((row) => !isErasedAddress(row.email))
      if (due.length === 0) return 0
      const at = now.toISOString()
      const files: string[] = []
      const statements: Statement[] = due.flatMap((row) => {
        const address = erasedAddress(`r${row.id}`)
        const accepted = abstractDecisionFor(deps.db, row.id).status === 'accepted'
        if (!accepted && row.abstract_key) files.push(row.abstract_key)
        const data = expiredRegistrationData(
          JSON.parse(row.data) as Record<string, unknown>,
          address,
          at,
          accepted,
        )
        return [
          {
            sql: accepted
              ? 'UPDATE conference_registrations SET email = ?, data = ?, updated_at = ? WHERE id = ?'
              : `UPDATE conference_registrations SET email = ?, data = ?, updated_at = ?,
                   abstract_key = NULL, abstract_etag = NULL, abstract_kind = NULL,
                   abstract_size = NULL WHERE id = ?`,
            params: [address, JSON.stringify(data), at, row.id],
          },
          ...registrationRecordStatements(row.id, at),
        ]
      })
      await deps.db.write(statements)
      deps.db.checkpoint()
      const abstracts = createAbstractFiles(path.join(deps.config.dataDir, 'abstracts'))
      for (const key of files) await abstracts.remove(key)
      return due.length
    },
  }
}
