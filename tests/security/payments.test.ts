import { describe, expect, it } from 'vitest'
import { toProviderReference } from '@amrs/shared/contract/conference'
import type { Statement } from '@amrs/society-api/db/db'
import {
  backend,
  client,
  json,
  pdfBytes,
  registration,
  signedEvent,
  stored,
  testDeps,
  type TestDeps,
} from './support.ts'

// One registration is paid at most once (docs/decisions/0021, 0052); initialising again while a
// payment is pending reuses it; money the provider takes that is not the registration's fee is
// recorded as a mismatch, never as paid; the payer returns to the site's own verification page.

/** A client of `deps` with ama@example.com registered. */
async function registered(deps: TestDeps) {
  const api = client(deps)
  expect((await api.register()).status).toBe(201)
  return api
}

const successes = (deps: TestDeps) =>
  stored(deps)
    .transactions('ama@example.com')
    .filter((t) => t.state === 'success')

describe('double payment', () => {
  it('initialise twice, complete the checkout: the pending payment is reused, paid once, one receipt', async () => {
    const deps = await testDeps()
    const api = await registered(deps)
    const first = await (await api.initialise()).json()
    const second = await (await api.initialise()).json()
    expect(second).toEqual(first) // the same reference and checkout page
    expect((await api.checkout(first.reference, 'complete')).status).toBe(303)
    expect(successes(deps)).toHaveLength(1)
    expect(stored(deps).transactions('ama@example.com')).toHaveLength(1)
    expect(stored(deps).receipts()).toBe(1)
  })

  it('a paid registration cannot start another payment', async () => {
    const deps = await testDeps()
    const api = client(deps)
    const reference = await api.pendingPayment()
    await api.checkout(reference, 'complete')
    const res = await api.initialise('AMA@example.com')
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      message: 'The registration fee for this email has already been paid.',
    })
    expect(stored(deps).transactions('ama@example.com')).toHaveLength(1)
  })

  it('an abandoned payment completed late, after a newer one was paid: a mismatch, never paid twice', async () => {
    const deps = await testDeps()
    const api = client(deps)
    const old = await api.pendingPayment()
    expect((await api.checkout(old, 'abandon')).status).toBe(303)
    expect((await (await api.verify(old)).json()).payment_state).toBe('abandoned')
    const fresh = (await (await api.initialise()).json()).reference
    expect(fresh).not.toBe(old)
    expect((await api.checkout(fresh, 'complete')).status).toBe(303)
    // Back on the first checkout page, the payer pays again: the provider takes the money.
    expect((await api.checkout(old, 'complete')).status).toBe(303)
    expect(stored(deps).transaction(old)).toMatchObject({
      state: 'mismatch',
      mismatch: 'already paid',
    })
    expect(successes(deps)).toHaveLength(1)
    expect(stored(deps).receipts()).toBe(1)
    expect((await (await api.verify(old)).json()).payment_state).toBe('mismatch')
  })

  it('the checkout closes a failed or paid transaction: 409 "Payment closed", nothing moves', async () => {
    const deps = await testDeps()
    const api = client(deps)
    const failed = await api.pendingPayment()
    expect((await api.checkout(failed, 'fail')).status).toBe(303)
    const again = await api.checkout(failed, 'complete')
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('Payment closed')
    expect(deps.standIn.transactions.find(toProviderReference(failed))?.status).toBe('failed')
    expect(deps.standIn.webhooks.sent).toEqual([])

    const paid = (await (await api.initialise()).json()).reference
    expect((await api.checkout(paid, 'complete')).status).toBe(303)
    expect((await api.checkout(paid, 'complete')).status).toBe(409)
    expect(deps.standIn.webhooks.sent).toHaveLength(1)
  })
})

/** A promise and the function that resolves it (Node 20 has no Promise.withResolvers). */
function signal() {
  let resolve = () => {}
  const done = new Promise<void>((r) => (resolve = r))
  return { done, resolve: () => resolve() }
}

/**
 * Deps whose database lets the unit containing `later` go only after the unit containing
 * `earlier` is committed, and `earlier` go only once `later` has been submitted: two concurrent
 * requests meet in exactly the order a race can produce.
 */
function interleave(deps: TestDeps, earlier: string, later: string): TestDeps {
  const has = (statements: Statement[], sql: string) => statements.some((s) => s.sql.includes(sql))
  const laterSubmitted = signal()
  const earlierCommitted = signal()
  const write = async (statements: Statement[]) => {
    if (has(statements, later)) {
      laterSubmitted.resolve()
      await earlierCommitted.done
    } else if (has(statements, earlier)) {
      await laterSubmitted.done
      return deps.db.write(statements).finally(() => earlierCommitted.resolve())
    }
    return deps.db.write(statements)
  }
  return { ...deps, db: { ...deps.db, write } }
}

describe('registering again while the fee is being paid', () => {
  it('the payment lands while the form is saved again: nothing of the registration changes, the answer tells nothing', async () => {
    const deps = await testDeps()
    const reference = await client(deps).pendingPayment()
    const racing = client(
      interleave(deps, "SET state = 'success'", 'INSERT INTO conference_registrations'),
    )
    const event = signedEvent({
      event: 'charge.success',
      data: { id: 7, status: 'success', reference, amount: 50_000, currency: 'USD' },
    })
    const [again, webhook] = await Promise.all([
      racing.register(registration({ surname: 'Late', abstract_required: true }), {
        bytes: pdfBytes,
        name: 'late.pdf',
      }),
      racing.webhook(event.body, event.signature),
    ])
    expect(webhook.status).toBe(200)
    expect(again.status).toBe(201) // as for an address never registered (docs/decisions/0094)
    const kept = stored(deps).registration('ama@example.com')
    expect(kept?.data.surname).toBe('Mensah')
    expect(kept?.abstract).toBeNull()
    expect(stored(deps).abstractFiles()).toEqual([])
    expect(stored(deps).transaction(reference)?.state).toBe('success')
  })
})

describe('where the payer goes', () => {
  it('to the provider page it answered, and back to SITE_URL, never to the Host header', async () => {
    const deps = await testDeps({ siteUrl: 'https://amrs-ug.example' })
    await registered(deps)
    const res = await backend(deps).request(
      'http://attacker.example/api/conference/payment/initialize',
      {
        ...json({ email: 'ama@example.com' }),
        headers: {
          'Content-Type': 'application/json',
          Host: 'attacker.example',
          'X-Forwarded-Host': 'attacker.example',
        },
      },
    )
    expect(res.status).toBe(200)
    const { payment_url, reference } = await res.json()
    const atProvider = deps.standIn.transactions.find(toProviderReference(reference))
    expect(payment_url).toBe(`http://127.0.0.1:4321/checkout/${atProvider?.accessCode}`)
    expect(atProvider?.callbackUrl).toBe(
      'https://amrs-ug.example/iumrs-icam25/payment-verification',
    )
  })
})
