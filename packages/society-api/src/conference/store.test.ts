import { describe, expect, it } from 'vitest'
import { registrationDataSchema } from '@amrs/shared/contract/conference'
import { createPaymentsStore } from '../payments/payments-store.ts'
import { testDeps } from '../test-deps.test-utils.ts'
import { registration } from './registration-fixtures.test-utils.ts'
import { createConferenceStore } from './store.ts'

// The store's own SQL conditions, called directly: the routes' pre-checks (`isPaid`) are not in
// the way, so these tests fail when a condition is dropped from the statements.

const data = (overrides: Record<string, unknown> = {}) =>
  registrationDataSchema.parse(registration(overrides))
const abstract = { key: 'b.pdf', etag: 'e'.repeat(64), kind: 'pdf', size: 10 }

async function stores() {
  const { db } = await testDeps()
  return { conference: createConferenceStore(db), payments: createPaymentsStore(db) }
}

const payment = (reference: string, registrationId: number | null, amount = 500) => ({
  reference,
  registrationId,
  email: 'ama@example.com',
  amount,
  amountMinor: amount * 100,
  currency: 'USD',
  lines: [{ label: 'Registration', amountMinor: amount * 100 }],
  issuer: null,
})

describe('conference store', () => {
  it('never changes a registration it has: an unpaid one keeps its data and abstract', async () => {
    const { conference } = await stores()
    expect(await conference.saveRegistration(data(), { ...abstract, key: 'a.pdf' })).toEqual({
      saved: 'created',
    })
    const before = conference.findRegistration('ama@example.com')
    expect(
      await conference.saveRegistration(
        data({ email: 'AMA@example.com', surname: 'Owusu' }),
        abstract,
      ),
    ).toEqual({ saved: 'exists', registrationId: before?.id })
    expect(conference.findRegistration('ama@example.com')).toEqual(before)
    expect(conference.abstractKeys()).toEqual(new Set(['a.pdf']))
  })

  it('a paid one too, and its payments stay as they were, without any check before it', async () => {
    const { conference, payments } = await stores()
    await conference.saveRegistration(data({ banquet: true }), null)
    const id = conference.findRegistration('ama@example.com')?.id ?? null
    await payments.openPayment(payment('IUMRS_ICAM25KEEP', id))
    const again = await conference.saveRegistration(
      data({ banquet: false, surname: 'Late' }),
      abstract,
    )
    expect(again).toEqual({ saved: 'exists', registrationId: id })
    expect(payments.find('IUMRS_ICAM25KEEP')?.state).toBe('pending')
    const kept = conference.findRegistration('ama@example.com')
    expect(kept?.data).toMatchObject({ surname: 'Mensah', banquet: true })
    expect(kept?.abstract).toBeNull()
    expect(conference.abstractKeys()).toEqual(new Set())
  })
})
