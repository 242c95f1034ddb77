import type { PurgeRule } from '../privacy/purge-rules.ts'
import { abstractsDueAt } from '../privacy/purge-unaccepted-abstracts.ts'

/**
 * How long registrations are kept: "up to two years after the conference" (the privacy page).
 * A certificate of attendance is kept as long as that, so a delegate can fetch it again and
 * /verify confirms it meanwhile; then it is deleted (its code then verifies as "not found").
 */
export const REGISTRATION_RETENTION_MONTHS = 24

/** Certificates are deleted `months` after the event's end (the same month arithmetic as abstracts'). */
export function certificatesRule(months = REGISTRATION_RETENTION_MONTHS): PurgeRule {
  return {
    name: 'certificates',
    async run(deps, now) {
      if (now < abstractsDueAt(months)) return 0
      const [result] = await deps.db.write([{ sql: 'DELETE FROM certificates' }])
      return result?.changes ?? 0
    },
  }
}
