import { afterEach, describe, expect, it, vi } from 'vitest'
import { toProviderReference } from '@amrs/shared/contract/conference'
import { createPaymentsStore } from './payments-store.ts'
import { client, signedEvent } from '../test-client.test-utils.ts'
import { testDeps, type TestDeps } from '../test-deps.test-utils.ts'

// Paystack's webhooks (docs/decisions/0052): the signature is the HMAC-SHA512 of the raw body
// under the secret key; anything else is refused and logged without what it carried; each event
// is handled once.

/** A registered delegate with a started payment, and the event Paystack would send for it. */
async function paymentWithEvent(deps: TestDeps, amount = 50_000) {
  const api = client(deps)
  const reference = await api.pendingPayment('ama@example.com', { banquet: true })
  const event = {
    event: 'charge.success',
    data: {
      id: 4099260516,
      domain: 'live',
      status: 'success',
      reference: toProviderReference(reference),
      amount,
      currency: 'USD',
      paid_at: '2025-10-21T09:12:01.000Z',
      channel: 'card',
      customer: { email: 'ama@example.com' },
    },
  }
  return { api, reference, event }
}

const logged = () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  return () => [...warn.mock.calls, ...log.mock.calls].map((args) => args.join(' ')).join('\n')
}
afterEach(() => vi.restoreAllMocks())

describe('POST /api/conference/payment/webhook', () => {
  it('accepts a correctly signed event: the payment is paid and has a receipt', async () => {
    const deps = await testDeps()
    const { api, reference, event } = await paymentWithEvent(deps)
    const { body, signature } = signedEvent(event)
    const res = await api.webhook(body, signature)
    expect(res.status).toBe(200)
    expect(createPaymentsStore(deps.db).find(reference)).toMatchObject({
      state: 'success',
      paidAmountMinor: 50_000,
      paidAt: '2025-10-21T09:12:01.000Z',
      receiptNumber: expect.stringMatching(/^AMRS-\d{4}-0001$/),
    })
  })

  it.each([
    ['unsigned', (body: string) => ({ body, signature: null })],
    [
      'signed with another key',
      (body: string) => signedEvent(JSON.parse(body), 'sk_test_someone_else_entirely'),
    ],
    [
      'changed after signing (the amount raised)',
      (body: string) => ({
        body: body.replace('"amount":50000', '"amount":50001'),
        signature: signedEvent(JSON.parse(body)).signature,
      }),
    ],
    [
      'with a signature that is not hex',
      (body: string) => ({ body, signature: 'sha512=nonsense' }),
    ],
  ])(
    'refuses an event %s: 401, nothing changes, logged without its contents',
    async (_how, forge) => {
      const deps = await testDeps()
      const { api, reference, event } = await paymentWithEvent(deps)
      const log = logged()
      const { body, signature } = forge(JSON.stringify(event))
      const res = await api.webhook(body, signature)
      expect(res.status).toBe(401)
      expect(createPaymentsStore(deps.db).find(reference)?.state).toBe('pending')
      expect(log()).toMatch(/webhook refused/)
      expect(log()).not.toMatch(/ama@example\.com|IUMRS/)
    },
  )

  it('the same event twice changes nothing the second time (one receipt, same times)', async () => {
    const deps = await testDeps()
    const { api, reference, event } = await paymentWithEvent(deps)
    const { body, signature } = signedEvent(event)
    expect((await api.webhook(body, signature)).status).toBe(200)
    const first = createPaymentsStore(deps.db).find(reference)
    const log = logged()
    expect((await api.webhook(body, signature)).status).toBe(200)
    expect(createPaymentsStore(deps.db).find(reference)).toEqual(first)
    expect(deps.db.get('SELECT count(*) AS n FROM receipts')).toEqual({ n: 1 })
    expect(deps.db.get('SELECT count(*) AS n FROM payment_events')).toEqual({ n: 1 })
    expect(log()).toMatch(/seen before, nothing changed/)
  })

  it('acknowledges a signed event it has no use for, and one for an unknown reference', async () => {
    const deps = await testDeps()
    const api = client(deps)
    const transfer = signedEvent({ event: 'transfer.success', data: { id: 1, reference: 'x' } })
    expect((await api.webhook(transfer.body, transfer.signature)).status).toBe(200)
    const stranger = signedEvent({
      event: 'charge.success',
      data: {
        id: 2,
        status: 'success',
        reference: 'IUMRS-ICAM25NOTOURS',
        amount: 1,
        currency: 'USD',
      },
    })
    expect((await api.webhook(stranger.body, stranger.signature)).status).toBe(200)
    expect(deps.db.get('SELECT count(*) AS n FROM payment_events')).toEqual({ n: 0 })
  })

  it('a signed body that is not an event is a 400', async () => {
    const deps = await testDeps()
    const bad = signedEvent({ hello: 'world' })
    expect((await client(deps).webhook(bad.body, bad.signature)).status).toBe(400)
  })
})

describe('what the provider took against what is owed', () => {
  it.each([
    // The money taken counts in the balance (payments/balance.ts): what remains is paid by card.
    ['less than owed', { amount: 49_999 }, 'less than owed', 1],
    // Money in another currency does not count towards the fee: all of it remains.
    ['another currency', { currency: 'GHS' }, 'currency', 50_000],
    // More than the fee: paid (overpaid, the rest to refund); no second payment.
    ['more than owed', { amount: 60_000 }, 'more than owed', 0],
  ])('%s: recorded as a mismatch, never paid, no receipt', async (_what, change, why, remains) => {
    const deps = await testDeps()
    const { api, reference, event } = await paymentWithEvent(deps)
    const { body, signature } = signedEvent({ ...event, data: { ...event.data, ...change } })
    expect((await api.webhook(body, signature)).status).toBe(200)
    expect(createPaymentsStore(deps.db).find(reference)).toMatchObject({
      state: 'mismatch',
      mismatch: why,
      receiptNumber: null,
    })
    expect(deps.db.get('SELECT count(*) AS n FROM receipts')).toEqual({ n: 0 })
    expect(await (await api.verify(reference)).json()).toEqual({ payment_state: 'mismatch' })
    // What remains, if anything, is paid by card; nothing remains: no new payment.
    const again = await api.initialise()
    expect(again.status).toBe(remains ? 200 : 409)
    if (remains) {
      const next = createPaymentsStore(deps.db).find((await again.json()).reference)
      expect(next?.amountMinor).toBe(remains)
    }
  })

  it('verification applies the provider record the same way: the tampered amount is not paid', async () => {
    const deps = await testDeps()
    const { api, reference } = await paymentWithEvent(deps)
    // The provider's own record says less (a stand-in transaction whose amount was cut).
    const atProvider = deps.standIn.transactions.find(toProviderReference(reference))
    if (!atProvider) throw new Error('no transaction at the stand-in')
    atProvider.amount = 100
    deps.standIn.timing = 'never'
    expect((await api.checkout(reference, 'complete')).status).toBe(303)
    expect(await (await api.verify(reference)).json()).toEqual({ payment_state: 'mismatch' })
    expect(createPaymentsStore(deps.db).find(reference)?.state).toBe('mismatch')
  })
})
