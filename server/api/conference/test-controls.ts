import { Hono } from 'hono'
import type { ConferenceStore } from './store.ts'

/**
 * Test-only controls (mounted at /api/conference/__test ONLY when config.testMode):
 *
 * - POST /__test/transactions/:reference  JSON {state?, sequence?, delayMs?, failNext?, failStatus?, email?, amount?}
 *     Creates the transaction if it does not exist (no registration needed), then:
 *     `state` sets the stored payment_state now; `sequence` lists states the next verify calls
 *     store and return one by one; `delayMs` delays every verify answer; `failNext` makes the
 *     next N verify calls answer `failStatus` (default 502). Answers {transaction, controls}.
 * - GET /__test/transactions/:reference → {transaction (null when unknown), verifyCount}
 * - GET /__test/registrations?email=… → {registration, transactions}
 */
export interface Control {
  sequence: string[]
  delayMs: number
  failNext: number
  failStatus: number
  verifyCount: number
}

export interface TestControls {
  routes: Hono
  /** Counts the call, applies delay/failure/sequence; returns a status to fail with, or null. */
  beforeVerify(reference: string): Promise<number | null>
}

export function createTestControls(store: ConferenceStore): TestControls {
  const controls = new Map<string, Control>()
  const controlOf = (reference: string) => {
    let control = controls.get(reference)
    if (!control)
      controls.set(
        reference,
        (control = { sequence: [], delayMs: 0, failNext: 0, failStatus: 502, verifyCount: 0 }),
      )
    return control
  }

  const routes = new Hono()
  routes.post('/transactions/:reference', async (c) => {
    const reference = c.req.param('reference')
    const body = (await c.req.json().catch(() => ({}))) as Partial<{
      state: string
      sequence: string[]
      delayMs: number
      failNext: number
      failStatus: number
      email: string
      amount: number
    }>
    if (!store.findTransaction(reference)) {
      store.createTransaction({
        reference,
        registrationId: null,
        email: body.email ?? 'test@example.com',
        amount: body.amount ?? 0,
        currency: 'USD',
        state: 'pending',
      })
    }
    if (body.state) store.setTransactionState(reference, body.state)
    const control = controlOf(reference)
    if (body.sequence) control.sequence = [...body.sequence]
    if (body.delayMs !== undefined) control.delayMs = body.delayMs
    if (body.failNext !== undefined) control.failNext = body.failNext
    if (body.failStatus !== undefined) control.failStatus = body.failStatus
    return c.json({ transaction: store.findTransaction(reference), controls: control })
  })
  routes.get('/transactions/:reference', (c) => {
    const reference = c.req.param('reference')
    return c.json({
      transaction: store.findTransaction(reference) ?? null,
      verifyCount: controls.get(reference)?.verifyCount ?? 0,
    })
  })
  routes.get('/registrations', (c) => {
    const email = c.req.query('email') ?? ''
    return c.json({
      registration: store.findRegistration(email) ?? null,
      transactions: store.transactionsOf(email),
    })
  })

  return {
    routes,
    async beforeVerify(reference) {
      const control = controlOf(reference)
      control.verifyCount++
      if (control.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, control.delayMs))
      if (control.failNext > 0) {
        control.failNext--
        return control.failStatus
      }
      const next = control.sequence.shift()
      if (next !== undefined && store.findTransaction(reference))
        store.setTransactionState(reference, next)
      return null
    },
  }
}
