import {
  REGISTRATION_CATEGORIES,
  SYMPOSIUM_TYPES,
  WORKSHOP_VALUES,
} from '@amrs/shared/contract/conference'
import type { Db, Statement } from '../../db/db.ts'
import { registration } from '../../conference/registration-fixtures.test-utils.ts'

const COUNTRIES = ['GH', 'NG', 'KE', 'ZA', 'DE', 'FR', 'US', 'GB', 'EG', 'SN']
const STATES = ['success', 'pending', 'abandoned', 'mismatch', null] as const

/**
 * `count` visibly sample registrations (Sample01234 Person…, sample-01234@example.test), spread
 * over categories, countries, workshops, abstracts and payment states, written in one unit.
 * Registration i: category i%3, country i%10, a workshop when i%4=0, an abstract when i%5=0,
 * payment state STATES[i%5] (none for the last).
 */
export async function addSampleRegistrations(
  db: Db,
  count: number,
  start = Date.parse('2025-06-01T08:00:00Z'),
) {
  const statements: Statement[] = []
  for (let i = 0; i < count; i++) {
    const n = String(i).padStart(5, '0')
    const email = `sample-${n}@example.test`
    const at = new Date(start + i * 37 * 60_000).toISOString()
    const workshop = i % 4 === 0
    const data = registration({
      email,
      firstname: `Sample${n}`,
      surname: `Person${String(count - i).padStart(5, '0')}`,
      registration_category: REGISTRATION_CATEGORIES[i % 3],
      affiliation_address_country: COUNTRIES[i % 10],
      symposium_type: SYMPOSIUM_TYPES[i % SYMPOSIUM_TYPES.length],
      is_workshop: workshop,
      ...(workshop ? { workshop_category: [WORKSHOP_VALUES[i % WORKSHOP_VALUES.length]] } : {}),
      abstract_required: i % 5 === 0,
    })
    statements.push({
      sql: `INSERT INTO conference_registrations (email, data, abstract_key, abstract_etag, abstract_kind, abstract_size, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      params: [
        email,
        JSON.stringify(data),
        i % 5 === 0 ? `00000000-0000-4000-8000-${n.padStart(12, '0')}.pdf` : null,
        i % 5 === 0 ? 'etag' : null,
        i % 5 === 0 ? 'pdf' : null,
        i % 5 === 0 ? 2048 : null,
        at,
        at,
      ],
    })
    const state = STATES[i % 5]
    if (state)
      statements.push({
        sql: `INSERT INTO conference_transactions (reference, registration_id, email, amount, amount_minor, currency, state, provider, created_at, updated_at)
              VALUES (?, last_insert_rowid(), ?, 450, 45000, 'USD', ?, 'paystack', ?, ?)`,
        params: [`IUMRS_ICAM25SAMPLE${n}`, email, state, at, at],
      })
  }
  await db.write(statements)
}
