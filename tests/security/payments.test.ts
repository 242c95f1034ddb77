import { describe, expect, it } from 'vitest'
import type { Statement } from '#server/db'
import type { ApiDeps } from '#server/deps'
import { backend, client, json, pdfBytes, registration, stored, testDeps } from './support.ts'

// One registration is paid at most once (docs/decisions/0021); initialising again while a
// payment is pending reuses it; the payment link's origin comes from configuration.

/** A client of `deps` with ama@example.com registered. */
async function registered(deps: ApiDeps) {
  const api = client(deps)
  expect((await api.register()).status).toBe(201)
  return api
}

describe('double payment', () => {
  it('initialise twice, complete both checkouts: one payment succeeds, the second is refused', async () => {
    const deps = await testDeps()
    const api = await registered(deps)
    const first = await (await api.initialise()).json()
    const second = await (await api.initialise()).json()
    expect(second.reference).toBe(first.reference) // the pending payment is reused

    expect((await api.checkout(first.reference, 'complete')).status).toBe(303)
    const again = await api.checkout(second.reference, 'complete')
    expect(again.status).toBe(409)
    const payments = stored(deps).transactions('ama@example.com')
    expect(payments.filter((t) => t.state === 'success')).toHaveLength(1)
    expect(payments).toHaveLength(1)
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

  it('an abandoned payment cannot be completed later, once a newer one is open or paid', async () => {
    const deps = await testDeps()
    const api = client(deps)
    const old = await api.pendingPayment()
    expect((await api.checkout(old, 'abandon')).status).toBe(303)
    const fresh = (await (await api.initialise()).json()).reference
    expect(fresh).not.toBe(old)
    expect((await api.checkout(fresh, 'complete')).status).toBe(303)
    // Going back to the first checkout page and paying there is refused: the fee is paid.
    expect((await api.checkout(old, 'complete')).status).toBe(409)
    expect(stored(deps).transaction(old)?.state).toBe('abandoned')
    expect(
      stored(deps)
        .transactions('ama@example.com')
        .filter((t) => t.state === 'success'),
    ).toHaveLength(1)
  })

  it('a closed (failed) payment cannot be completed', async () => {
    const deps = await testDeps()
    const api = client(deps)
    const reference = await api.pendingPayment()
    await api.checkout(reference, 'fail')
    expect((await api.checkout(reference, 'complete')).status).toBe(409)
    expect(stored(deps).transaction(reference)?.state).toBe('failed')
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
function interleave(deps: ApiDeps, earlier: string, later: string): ApiDeps {
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
  it('the checkout completes between the route check and the save: the save is refused, the paid registration kept', async () => {
    const deps = await testDeps()
    const reference = await client(deps).pendingPayment()
    const racing = client(
      interleave(
        deps,
        'UPDATE conference_transactions SET state',
        'INSERT INTO conference_registrations',
      ),
    )
    const [again, paid] = await Promise.all([
      racing.register(registration({ surname: 'Late', abstract_required: true }), {
        bytes: pdfBytes,
        name: 'late.pdf',
      }),
      racing.checkout(reference, 'complete'),
    ])
    expect(paid.status).toBe(303)
    expect(again.status).toBe(409)
    const kept = stored(deps).registration('ama@example.com')
    expect(kept?.data.surname).toBe('Mensah')
    expect(kept?.abstract).toBeNull()
    expect(stored(deps).abstractFiles()).toEqual([])
    expect(stored(deps).transaction(reference)?.state).toBe('success')
  })
})

describe('payment link origin', () => {
  it('comes from SITE_URL, never from the Host header', async () => {
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
    expect(payment_url).toBe(`https://amrs-ug.example/checkout/${reference}`)
  })
})
