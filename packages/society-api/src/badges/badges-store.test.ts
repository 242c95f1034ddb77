import { describe, expect, it } from 'vitest'
import { registration } from '../conference/registration-fixtures.test-utils.ts'
import { testDeps } from '../test-deps.test-utils.ts'
import { paidBadgeRow } from './badges-store.ts'

/** A registration with a fee of USD 500 and the money received on it; its id. */
async function registered(email: string, receivedMinor: number[]) {
  const { db } = await testDeps()
  const at = '2025-10-01T10:00:00.000Z'
  const [row] = await db.write([
    {
      sql: `INSERT INTO conference_registrations (email, data, fee_minor, fee_currency, created_at, updated_at)
            VALUES (?, ?, 50000, 'USD', ?, ?) RETURNING id`,
      params: [email, JSON.stringify(registration({ email })), at, at],
    },
    ...receivedMinor.map((minor, i) => ({
      sql: `INSERT INTO conference_transactions (reference, registration_id, email, amount, amount_minor, currency,
              state, provider, paid_amount_minor, paid_currency, created_at, updated_at)
            VALUES (?, last_insert_rowid(), ?, 0, ?, 'USD', 'success', 'manual', ?, 'USD', ?, ?)`,
      params: [`IUMRS_ICAM25BADGE${i}`, email, minor, minor, at, at],
    })),
  ])
  return { db, id: Number(row!.rows[0]!.id) }
}

describe('who gets a badge', () => {
  it('paid or overpaid (the balance rule), never part-paid or unpaid', async () => {
    for (const [received, badge] of [
      [[50_000], true],
      [[50_000, 10_000], true],
      [[10_000], false],
      [[], false],
    ] as const) {
      const { db, id } = await registered('badge@example.test', [...received])
      expect({ received, badge: paidBadgeRow(db, id) !== undefined }).toEqual({ received, badge })
    }
  })
})
