import { Hono } from 'hono'
import {
  localCheckoutGateway,
  PaymentGatewayError,
  type PaymentGateway,
} from '#server/api/conference/payment-gateway'
import { createConferenceStore, type ConferenceStore } from '#server/api/conference/store'
import { createMembershipStore, type MembershipStore } from '#server/api/membership/store'
import type { ApiDeps } from '#server/deps'
import { logClientError } from '#server/client-errors'
import type { ClientErrorReport } from '@amrs/shared/client-errors'

/**
 * Test-only controls of the browser-test server (tests/e2e/serve.ts mounts them under
 * /__test; the production server has no way to). They read the stores and wrap the payment
 * provider the verification handler depends on, so no test code sits in a handler:
 *
 * - POST /__test/conference/transactions/:reference  JSON {state?, sequence?, delayMs?, failNext?, failStatus?, email?, amount?}
 *     Creates the transaction if it does not exist (no registration needed), then: `state` sets
 *     the stored payment_state now; `sequence` lists states the next verify calls store and
 *     return one by one; `delayMs` delays every verify answer; `failNext` makes the next N verify
 *     calls fail as if the provider were down (`failStatus`: 502, 503 or 504; default 502).
 * - GET  /__test/conference/transactions/:reference → {transaction (null when unknown), verifyCount}
 * - GET  /__test/conference/registrations?email=… → {registration, transactions}
 * - GET  /__test/membership/profiles → profiles without password hashes
 * - GET  /__test/membership/newsletter → subscriptions
 * - GET  /__test/client-errors → the browsers' error reports the server logged (server/client-errors.ts)
 */
interface Control {
  sequence: string[]
  delayMs: number
  failNext: number
  failStatus: 502 | 503 | 504
  verifyCount: number
}

interface ControlRequest {
  state?: string
  sequence?: string[]
  delayMs?: number
  failNext?: number
  failStatus?: number
  email?: string
  amount?: number
}

const FAIL_STATUSES = [502, 503, 504] as const
const isFailStatus = (n: unknown): n is Control['failStatus'] =>
  (FAIL_STATUSES as readonly unknown[]).includes(n)

export function createTestControls() {
  const controls = new Map<string, Control>()
  const controlOf = (reference: string): Control => {
    let control = controls.get(reference)
    if (!control) {
      control = { sequence: [], delayMs: 0, failNext: 0, failStatus: 502, verifyCount: 0 }
      controls.set(reference, control)
    }
    return control
  }
  let stores: { conference: ConferenceStore; membership: MembershipStore } | null = null
  const storesOrFail = () => {
    if (!stores) throw new Error('Test controls used before the stack was created')
    return stores
  }

  function controlled(inner: PaymentGateway, conference: ConferenceStore): PaymentGateway {
    return {
      checkoutUrl: (reference) => inner.checkoutUrl(reference),
      async verify(reference) {
        const control = controlOf(reference)
        control.verifyCount++
        if (control.delayMs > 0) await new Promise((r) => setTimeout(r, control.delayMs))
        if (control.failNext > 0) {
          control.failNext--
          throw new PaymentGatewayError(control.failStatus)
        }
        const next = control.sequence.shift()
        if (next !== undefined && conference.findTransaction(reference))
          await conference.setTransactionState(reference, next)
        return inner.verify(reference)
      },
    }
  }

  const app = new Hono().basePath('/__test')
  app.post('/conference/transactions/:reference', async (c) => {
    const { conference } = storesOrFail()
    const reference = c.req.param('reference')
    const body = (await c.req.json().catch(() => ({}))) as ControlRequest
    if (body.failStatus !== undefined && !isFailStatus(body.failStatus))
      return c.json({ error: 'failStatus must be 502, 503 or 504' }, 400)
    await conference.putTransaction(
      {
        reference,
        registrationId: null,
        email: body.email ?? 'test@example.com',
        amount: body.amount ?? 0,
        currency: 'USD',
      },
      'pending',
    )
    if (body.state) await conference.setTransactionState(reference, body.state)
    const control = controlOf(reference)
    if (body.sequence) control.sequence = [...body.sequence]
    if (body.delayMs !== undefined) control.delayMs = body.delayMs
    if (body.failNext !== undefined) control.failNext = body.failNext
    if (isFailStatus(body.failStatus)) control.failStatus = body.failStatus
    return c.json({ transaction: conference.findTransaction(reference), controls: control })
  })
  app.get('/conference/transactions/:reference', (c) => {
    const reference = c.req.param('reference')
    return c.json({
      transaction: storesOrFail().conference.findTransaction(reference) ?? null,
      verifyCount: controls.get(reference)?.verifyCount ?? 0,
    })
  })
  app.get('/conference/registrations', (c) => {
    const email = c.req.query('email') ?? ''
    const { conference } = storesOrFail()
    return c.json({
      registration: conference.findRegistration(email) ?? null,
      transactions: conference.transactionsOf(email),
    })
  })
  app.get('/membership/profiles', (c) => c.json(storesOrFail().membership.listProfiles()))
  app.get('/membership/newsletter', (c) => c.json(storesOrFail().membership.listSubscriptions()))
  const clientErrors: ClientErrorReport[] = []
  app.get('/client-errors', (c) => c.json(clientErrors))

  return {
    app,
    /** For createLocalStack: gives the API the controlled payment provider. */
    apiDeps(deps: ApiDeps): ApiDeps {
      const conference = createConferenceStore(deps.db)
      stores = { conference, membership: createMembershipStore(deps.db) }
      const inner = deps.payments ?? localCheckoutGateway(conference, deps.config)
      return { ...deps, payments: controlled(inner, conference) }
    },
    /** For createLocalStack: each report is logged as usual and kept for the tests to read. */
    logClientError(report: ClientErrorReport): void {
      logClientError(report)
      clientErrors.push(report)
      if (clientErrors.length > 200) clientErrors.shift()
    },
  }
}
