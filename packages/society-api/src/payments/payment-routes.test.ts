import { afterEach, describe, expect, it, vi } from 'vitest'
import { toProviderReference } from '@amrs/shared/contract/conference'
import { registration } from '../conference/registration-fixtures.test-utils.ts'
import type { ServiceDeps } from '../deps.ts'
import { fakeContent } from '../content/fake-content.test-utils.ts'
import { client, signedEvent } from '../test-client.test-utils.ts'
import { ORIGIN, testDeps, type TestDeps } from '../test-deps.test-utils.ts'
import { PaystackGateway } from './paystack-gateway.ts'
import { PROVIDER_DOWN_TO_START, PROVIDER_DOWN_TO_VERIFY } from './payment-routes.ts'
import { createPaymentsStore } from './payments-store.ts'
import { reconcile } from './reconcile.ts'
import { changeOptions } from '../conference/option-changes.ts'

const store0 = (deps: ServiceDeps) => createPaymentsStore(deps.db)

afterEach(() => vi.restoreAllMocks())
const quiet = () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'log').mockImplementation(() => {})
}

/** What is stored about a payment, without the times a second run would change. */
function settled(deps: ServiceDeps, reference: string) {
  const t = createPaymentsStore(deps.db).find(reference)
  const receipts = deps.db.all('SELECT number, amount_minor, currency, lines FROM receipts')
  return {
    state: t?.state,
    paidAmountMinor: t?.paidAmountMinor,
    paidCurrency: t?.paidCurrency,
    receipts: receipts.map((r) => ({
      ...r,
      number: String(r.number).replace(/-\d{4}-/, '-YYYY-'),
    })),
  }
}

/**
 * The stand-in's provider, switched off and on: while `down`, its API does not answer (a refused
 * connection); with `slowMs`, it answers that late (the adapter here waits 300 ms).
 */
function flakyProvider(deps: TestDeps) {
  const switches = { down: false, slowMs: 0 }
  const payments = new PaystackGateway({
    ...deps.config.paystack,
    timeoutMs: 300,
    fetch: async (request) => {
      if (switches.down) throw new TypeError('fetch failed')
      if (switches.slowMs)
        await new Promise((resolve, reject) => {
          const timer = setTimeout(resolve, switches.slowMs)
          request.signal.addEventListener('abort', () => {
            clearTimeout(timer)
            reject(request.signal.reason)
          })
        })
      return deps.provider(request)
    },
  })
  return { deps: { ...deps, payments }, switches }
}

describe('POST /api/conference/payment/initialize', () => {
  it('opens the amount the CMS fees say, in the minor unit, at the provider; the payer goes to its page', async () => {
    const deps = await testDeps()
    const api = client(deps)
    expect((await api.register(registration({ banquet: true, excursion: true }))).status).toBe(201)
    const res = await api.initialise()
    expect(res.status).toBe(200)
    const { payment_url, reference } = await res.json()
    expect(reference).toMatch(/^IUMRS_ICAM25[A-Z0-9]{12}$/)
    const atProvider = deps.standIn.transactions.find(toProviderReference(reference))
    expect(atProvider).toMatchObject({
      amount: (450 + 50 + 100) * 100,
      currency: 'USD',
      email: 'ama@example.com',
      callbackUrl: `${ORIGIN}/iumrs-icam25/payment-verification`,
      metadata: { registration_id: 1, purpose: 'IUMRS-ICAM 2025 registration' },
    })
    expect(payment_url).toBe(`${ORIGIN}/checkout/${atProvider?.accessCode}`)
    expect(createPaymentsStore(deps.db).find(reference)).toMatchObject({
      amount: 600,
      amountMinor: 60_000,
      state: 'pending',
      checkoutUrl: payment_url,
    })
    const page = await api.send(new URL(payment_url).pathname, {})
    expect(await page.text()).toContain('$600.00')
  })

  it('again while the payment is open: the same one; after the fee changed: a new one, the old replaced', async () => {
    const deps = await testDeps()
    const api = client(deps)
    await api.register(registration({ banquet: false }))
    const first = await (await api.initialise()).json()
    expect(await (await api.initialise('AMA@example.com')).json()).toEqual(first)
    // The delegate adds the banquet in My registration (the form itself never changes it).
    const id = Number(deps.db.get('SELECT id FROM conference_registrations')!.id)
    const changed = await changeOptions(
      deps,
      new Date(),
      id,
      { delegate: true },
      {
        registration_category: 'academia',
        banquet: true,
        excursion: false,
      },
    )
    expect(changed).toEqual({ saved: true, fields: ['banquet'] })
    expect(store0(deps).find(first.reference)?.state).toBe('superseded')
    const second = await (await api.initialise()).json()
    expect(second.reference).not.toBe(first.reference)
    const store = createPaymentsStore(deps.db)
    expect(store.find(first.reference)?.state).toBe('superseded')
    expect(store.find(second.reference)?.amount).toBe(450 + 50)
  })

  it('503 when the fee data is missing (never a guessed amount)', async () => {
    const deps = await testDeps({}, fakeContent({ fees: { periods: [], extraFees: [] } }))
    const api = client(deps)
    await api.register()
    expect((await api.initialise()).status).toBe(503)
    expect(createPaymentsStore(deps.db).of('ama@example.com')).toEqual([])
  })

  it('provider down: 503 with a clear message, nothing charged; once it is back, a payment starts', async () => {
    quiet()
    const { deps, switches } = flakyProvider(await testDeps())
    const api = client(deps)
    await api.register()
    switches.down = true
    const res = await api.initialise()
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ message: PROVIDER_DOWN_TO_START })
    switches.down = false
    const again = await api.initialise()
    expect(again.status).toBe(200)
    const store = createPaymentsStore(deps.db)
    expect(store.of('ama@example.com').map((t) => t.state)).toEqual(['superseded', 'pending'])
  })
})

describe('GET /api/conference/payment/verify/:reference', () => {
  it('500 "Reference code not valid" for an unknown or malformed reference', async () => {
    const api = client(await testDeps())
    expect((await api.verify('IUMRS_ICAM25NOPE')).status).toBe(500)
    expect((await api.verify(encodeURIComponent('../etc'))).status).toBe(500)
    expect(await (await api.verify('IUMRS_ICAM25NOPE')).json()).toEqual({
      detail: 'Reference code not valid',
    })
  })

  it('takes the provider’s form of a reference too (IUMRS-ICAM25…, as Paystack returns the payer)', async () => {
    const deps = await testDeps()
    const api = client(deps)
    const reference = await api.pendingPayment()
    const res = await api.verify(toProviderReference(reference))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ payment_state: 'abandoned' })
  })

  it('paid: success and a signed receipt link on the service, naming no person', async () => {
    const deps = await testDeps()
    const api = client(deps)
    const reference = await api.pendingPayment()
    await api.checkout(reference, 'complete')
    const body = await (await api.verify(reference)).json()
    expect(body.payment_state).toBe('success')
    const link = new URL(body.receipt_url)
    expect(link.origin).toBe(ORIGIN)
    expect(link.pathname).toMatch(/^\/api\/conference\/receipts\/AMRS-\d{4}-0001$/)
    expect([...link.searchParams.keys()].sort()).toEqual(['expires', 'signature'])
    expect(body.receipt_url).not.toMatch(/ama|mensah/i)
  })
})

describe('webhook and the payer’s return, in either order', () => {
  it.each(['before-redirect', 'after-redirect'] as const)(
    'webhook %s: the same final state and one receipt',
    async (timing) => {
      const outcomes = []
      for (const order of [timing, 'never'] as const) {
        const deps = await testDeps()
        deps.standIn.timing = order
        const api = client(deps)
        const reference = await api.pendingPayment()
        expect((await api.checkout(reference, 'complete')).status).toBe(303)
        // The return: the verification page asks the API, which asks the provider.
        expect((await (await api.verify(reference)).json()).payment_state).toBe('success')
        // Then the webhook (sent now when the stand-in did not, or arriving late).
        if (order !== 'before-redirect') {
          await vi.waitFor(() =>
            expect(deps.standIn.webhooks.sent.length).toBe(order === 'never' ? 0 : 1),
          )
          const t = deps.standIn.transactions.find(toProviderReference(reference))
          const late = signedEvent({
            event: 'charge.success',
            data: {
              id: t?.id,
              status: 'success',
              reference: t?.reference,
              amount: t?.amount,
              currency: 'USD',
              paid_at: t?.paidAt,
              channel: 'card',
            },
          })
          expect((await api.webhook(late.body, late.signature)).status).toBe(200)
        }
        outcomes.push(settled(deps, reference))
      }
      expect(outcomes[0]).toEqual(outcomes[1])
      expect(outcomes[0]).toMatchObject({
        state: 'success',
        paidAmountMinor: 50_000,
        paidCurrency: 'USD',
      })
      expect(outcomes[0]?.receipts).toHaveLength(1)
    },
  )
})

describe('provider down or slow at the return', () => {
  it('the payer is told clearly, nothing is lost, and reconciliation later finds it paid', async () => {
    quiet()
    const { deps, switches } = flakyProvider(await testDeps())
    const api = client(deps)
    const reference = await api.pendingPayment()
    deps.standIn.timing = 'never' // the webhook is lost too
    expect((await api.checkout(reference, 'complete')).status).toBe(303)

    switches.down = true
    const down = await api.verify(reference)
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ detail: PROVIDER_DOWN_TO_VERIFY })
    switches.down = false
    switches.slowMs = 1_000 // past the 300 ms the adapter waits
    const slow = await api.verify(reference)
    expect(slow.status).toBe(504)
    expect(await slow.json()).toEqual({ detail: PROVIDER_DOWN_TO_VERIFY })
    const store = createPaymentsStore(deps.db)
    expect(store.find(reference)?.state).toBe('pending')

    switches.slowMs = 0
    const report = await reconcile(store, deps.payments, {
      now: new Date(),
      abandonAfterMs: 3_600_000,
    })
    expect(report).toMatchObject({ checked: 1, paid: 1, unreachable: 0 })
    expect(store.find(reference)).toMatchObject({
      state: 'success',
      receiptNumber: expect.any(String),
    })
    expect((await (await api.verify(reference)).json()).payment_state).toBe('success')
  })
})

describe('reconciliation', () => {
  it('leaves a fresh unpaid checkout pending, abandons it once old, and a late payment still counts', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const deps = await testDeps()
    const api = client(deps)
    const reference = await api.pendingPayment()
    const store = createPaymentsStore(deps.db)
    const hour = 3_600_000
    expect(
      await reconcile(store, deps.payments, { now: new Date(), abandonAfterMs: hour }),
    ).toMatchObject({
      checked: 1,
      stillPending: 1,
    })
    expect(store.find(reference)?.state).toBe('pending')
    const later = new Date(Date.now() + 2 * hour)
    expect(
      await reconcile(store, deps.payments, { now: later, abandonAfterMs: hour }),
    ).toMatchObject({
      abandoned: 1,
    })
    expect(store.find(reference)?.state).toBe('abandoned')
    expect(log.mock.calls.flat().join('\n')).toMatch(
      /reconciliation: 1 pending checked, 0 paid, 1 abandoned/,
    )
    // The payer comes back to the checkout and pays after all: the webhook makes it paid.
    expect((await api.checkout(reference, 'complete')).status).toBe(303)
    expect(store.find(reference)?.state).toBe('success')
  })

  it('while the provider is away nothing is abandoned, and says so', async () => {
    quiet()
    const { deps, switches } = flakyProvider(await testDeps())
    const reference = await client(deps).pendingPayment()
    switches.down = true
    const store = createPaymentsStore(deps.db)
    const report = await reconcile(store, deps.payments, {
      now: new Date(Date.now() + 86_400_000),
      abandonAfterMs: 3_600_000,
    })
    expect(report).toMatchObject({ checked: 1, unreachable: 1, abandoned: 0 })
    expect(store.find(reference)?.state).toBe('pending')
  })
})
