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

const paid = (reference: string, amountMinor = 50_000) => ({
  reference,
  status: 'success',
  amountMinor,
  currency: 'USD',
  paidAt: null,
  channel: 'card',
  id: `id-${reference}`,
})

describe('conference store', () => {
  it('replaces an unpaid registration and names the abstract file it pointed at', async () => {
    const { conference } = await stores()
    await conference.saveRegistration(data(), { ...abstract, key: 'a.pdf' })
    expect(await conference.saveRegistration(data({ email: 'AMA@example.com' }), abstract)).toEqual(
      {
        saved: 'updated',
        previousAbstractKey: 'a.pdf',
      },
    )
    expect(conference.findRegistration('ama@example.com')?.abstract).toEqual(abstract)
  })

  it('keeps a paid registration as it was paid for, without any check before it', async () => {
    const { conference, payments } = await stores()
    await conference.saveRegistration(data(), null)
    const id = conference.findRegistration('ama@example.com')?.id ?? null
    await payments.openPayment(payment('IUMRS_ICAM25PAID', id))
    await payments.recordStart('IUMRS_ICAM25PAID', 'https://checkout.example/x')
    expect(
      (await payments.applyRecord('IUMRS_ICAM25PAID', paid('IUMRS_ICAM25PAID'))).transaction?.state,
    ).toBe('success')
    const again = await conference.saveRegistration(data({ surname: 'Late' }), abstract)
    expect(again).toEqual({ saved: false, reason: 'paid' })
    const kept = conference.findRegistration('ama@example.com')
    expect(kept?.data.surname).toBe('Mensah')
    expect(kept?.abstract).toBeNull()
    expect(conference.abstractKeys()).toEqual(new Set())
  })

  it('a changed fee replaces the payments not yet paid; an unchanged one keeps them', async () => {
    const { conference, payments } = await stores()
    await conference.saveRegistration(data({ banquet: true }), null)
    const id = conference.findRegistration('ama@example.com')?.id ?? null
    await payments.openPayment(payment('IUMRS_ICAM25KEEP', id))
    await conference.saveRegistration(data({ banquet: true, surname: 'Owusu' }), null)
    expect(payments.find('IUMRS_ICAM25KEEP')?.state).toBe('pending')
    await conference.saveRegistration(data({ banquet: false }), null)
    expect(payments.find('IUMRS_ICAM25KEEP')?.state).toBe('superseded')
    // Paid on its old link afterwards: money taken, never a payment of the new fee.
    const late = await payments.applyRecord('IUMRS_ICAM25KEEP', paid('IUMRS_ICAM25KEEP'))
    expect(late.transaction).toMatchObject({
      state: 'mismatch',
      mismatch: 'replaced before payment',
    })
    expect(conference.isPaid('ama@example.com')).toBe(false)
  })
})
