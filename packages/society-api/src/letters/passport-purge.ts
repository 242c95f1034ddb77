import type { PurgeRule } from '../privacy/purge-rules.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const endDateQuery = `*[_type == "conference"][0].endDate`

/**
 * Passport numbers (and dates of birth) of visa letter requests are deleted 30 days after the
 * conference's last day (the CMS's `endDate`); the letter and what it says stay, so /verify
 * still answers. Without an end date in the CMS nothing is deleted.
 */
export function passportNumbersRule(days = 30): PurgeRule {
  return {
    name: 'passport-numbers',
    async run(deps, now) {
      const end = await deps.content.query<string | null>(endDateQuery).catch(() => null)
      if (!end) return 0
      const due = new Date(`${end.slice(0, 10)}T23:59:59.999Z`).getTime() + days * DAY_MS
      if (now.getTime() <= due) return 0
      const [result] = await deps.db.write([
        {
          sql: `UPDATE visa_letter_requests
                SET passport_number_sealed = NULL, birth_date = NULL, passport_purged_at = ?
                WHERE passport_number_sealed IS NOT NULL OR birth_date IS NOT NULL`,
          params: [now.toISOString()],
        },
      ])
      return result?.changes ?? 0
    },
  }
}
