import { describe, expect, it } from 'vitest'
import { registrationDataSchema } from '@amrs/shared/contract/conference'
import { testDeps } from '../test-deps.ts'
import { createConferenceStore } from './store.ts'
import { registration } from './test-helpers.ts'

// The store's own SQL conditions, called directly: the routes' pre-checks (`isPaid`) are not in
// the way, so these tests fail when a condition is dropped from the statements.

const data = (overrides: Record<string, unknown> = {}) =>
  registrationDataSchema.parse(registration(overrides))
const abstract = { key: 'b.pdf', etag: 'e'.repeat(64), kind: 'pdf', size: 10 }

async function paidStore() {
  const store = createConferenceStore((await testDeps()).db)
  expect(await store.saveRegistration(data(), null)).toEqual({
    saved: 'created',
    previousAbstractKey: null,
  })
  const open = await store.openPayment({
    reference: 'IUMRS_ICAM25PAID',
    registrationId: store.findRegistration('ama@example.com')?.id ?? null,
    email: 'ama@example.com',
    amount: 500,
    currency: 'USD',
  })
  expect(open).toEqual({ paid: false, reference: 'IUMRS_ICAM25PAID', reused: false })
  expect(await store.settleCheckout('IUMRS_ICAM25PAID', 'success')).toBe('settled')
  return store
}

describe('conference store', () => {
  it('replaces an unpaid registration and names the abstract file it pointed at', async () => {
    const store = createConferenceStore((await testDeps()).db)
    await store.saveRegistration(data(), { ...abstract, key: 'a.pdf' })
    expect(await store.saveRegistration(data({ email: 'AMA@example.com' }), abstract)).toEqual({
      saved: 'updated',
      previousAbstractKey: 'a.pdf',
    })
    expect(store.findRegistration('ama@example.com')?.abstract).toEqual(abstract)
  })

  it('keeps a paid registration as it was paid for, without any check before it', async () => {
    const store = await paidStore()
    const again = await store.saveRegistration(data({ surname: 'Late' }), abstract)
    expect(again).toEqual({ saved: false, reason: 'paid' })
    const kept = store.findRegistration('ama@example.com')
    expect(kept?.data.surname).toBe('Mensah')
    expect(kept?.abstract).toBeNull()
    expect(store.abstractKeys()).toEqual(new Set())
  })

  it('opens no payment and settles none once the fee is paid', async () => {
    const store = await paidStore()
    const t = {
      reference: 'IUMRS_ICAM25MORE',
      registrationId: null,
      email: 'ama@example.com',
      amount: 500,
      currency: 'USD',
    }
    expect(await store.openPayment(t)).toEqual({ paid: true })
    await store.putTransaction({ ...t, reference: 'IUMRS_ICAM25LATE' }, 'pending')
    expect(await store.settleCheckout('IUMRS_ICAM25LATE', 'success')).toBe('paid')
    expect(await store.settleCheckout('IUMRS_ICAM25NONE', 'success')).toBe('unknown')
    expect(store.findTransaction('IUMRS_ICAM25LATE')?.state).toBe('pending')
    expect(store.transactionsOf('ama@example.com')).toHaveLength(2)
  })
})
