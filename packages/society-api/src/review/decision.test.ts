import { describe, expect, it } from 'vitest'
import { addSampleRegistrations } from '../desk/registrations/sample-registrations.test-utils.ts'
import { testDeps } from '../test-deps.test-utils.ts'
import { abstractDecisionFor } from './decision.ts'

describe('abstractDecisionFor', () => {
  it('reads the recorded decision; pending with an abstract and none recorded, none without', async () => {
    const { db } = await testDeps()
    await addSampleRegistrations(db, 6) // i = 0 and 5 have an abstract, 1-4 none
    const ids = db
      .all<{ id: number }>('SELECT id FROM conference_registrations ORDER BY id')
      .map((r) => r.id)
    expect(abstractDecisionFor(db, ids[0]!)).toEqual({ status: 'pending' })
    expect(abstractDecisionFor(db, ids[1]!)).toEqual({ status: 'none' })
    expect(abstractDecisionFor(db, 999_999)).toEqual({ status: 'none' })
    const decide = (id: number, decision: string) =>
      db.write([
        {
          sql: "INSERT INTO abstract_decisions (registration_id, decision, decided_at) VALUES (?, ?, '2025-10-01T08:00:00Z')",
          params: [id, decision],
        },
      ])
    await decide(ids[0]!, 'poster')
    await decide(ids[5]!, 'reject')
    expect(abstractDecisionFor(db, ids[0]!)).toEqual({ status: 'accepted', mode: 'poster' })
    expect(abstractDecisionFor(db, ids[5]!)).toEqual({ status: 'rejected' })
  })
})
