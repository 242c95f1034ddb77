import { describe, expect, it } from 'vitest'
import { addSampleRegistrations } from '../desk/registrations/sample-registrations.test-utils.ts'
import { testDeps } from '../test-deps.test-utils.ts'
import { abstractDecisionFor } from './decision.ts'

describe('abstractDecisionFor', () => {
  it('says pending for a registration with an abstract, none without or unknown', async () => {
    const { db } = await testDeps()
    await addSampleRegistrations(db, 2) // the first (i = 0) has an abstract, the second none
    const ids = db.all<{ id: number }>('SELECT id FROM conference_registrations ORDER BY id')
    expect(abstractDecisionFor(db, ids[0]!.id)).toEqual({ status: 'pending' })
    expect(abstractDecisionFor(db, ids[1]!.id)).toEqual({ status: 'none' })
    expect(abstractDecisionFor(db, 999_999)).toEqual({ status: 'none' })
  })
})
