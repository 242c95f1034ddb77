import { Hono } from 'hono'
import { createConferenceStore, type ConferenceStore } from '@amrs/society-api/conference/store'
import type { ServiceDeps } from '@amrs/society-api/deps'
import { createMembershipStore, type MembershipStore } from '@amrs/society-api/membership/store'
import {
  createNewsletterStore,
  type NewsletterStore,
} from '@amrs/society-api/newsletter/newsletter-store'
import { sendNewPosts } from '@amrs/society-api/newsletter/post-sender'
import {
  PaymentGatewayError,
  type PaymentGateway,
  type ProviderRecord,
} from '@amrs/society-api/payments/gateway'
import { createPaymentsStore, type PaymentsStore } from '@amrs/society-api/payments/payments-store'
import { logClientError } from '#server/client-errors'
import { createMailControls } from './mail-controls.ts'
import type { ClientErrorReport } from '@amrs/shared/client-errors'

/**
 * Test-only controls of the browser-test server (tests/e2e/serve.ts mounts them under
 * /__test; the production server has no way to). They read the stores and wrap the payment
 * provider the service depends on, so no test code sits in a handler:
 *
 * - POST /__test/conference/transactions/:reference  JSON {state?, sequence?, delayMs?, failNext?, failStatus?, email?, amount?}
 *     Creates a pending payment under this reference if there is none (no registration needed;
 *     its e-mail is `<reference>@example.com` unless given) and makes the provider answer for it:
 *     `state` is the status the provider reports from now on, `sequence` lists statuses the next
 *     verify calls report one by one (then `state` again); `delayMs` delays every verify answer;
 *     `failNext` makes the next N verify calls fail as if the provider were down (`failStatus`:
 *     502, 503 or 504; default 502). The service applies each answer as it would Paystack's.
 * - GET  /__test/conference/transactions/:reference → {transaction (null when unknown), verifyCount}
 * - GET  /__test/conference/registrations?email=… → {registration, transactions}
 * - GET  /__test/membership/profiles → profiles without password hashes
 * - GET  /__test/membership/newsletter → subscriptions
 * - POST /__test/newsletter/look → the newsletter looks for new posts now (what it sent)
 * - GET  /__test/client-errors → the browsers' error reports the server logged (server/client-errors.ts)
 * - GET  /__test/mail/kinds, POST /__test/mail/render → the messages as rendered (mail-controls.ts)
 */
interface Control {
  /** Set for payments these controls created: the provider's answers are theirs. */
  status: string | null
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

interface Stores {
  conference: ConferenceStore
  payments: PaymentsStore
  membership: MembershipStore
  newsletter: NewsletterStore
}

export function createTestControls() {
  const controls = new Map<string, Control>()
  const controlOf = (reference: string): Control => {
    let control = controls.get(reference)
    if (!control) {
      control = {
        status: null,
        sequence: [],
        delayMs: 0,
        failNext: 0,
        failStatus: 502,
        verifyCount: 0,
      }
      controls.set(reference, control)
    }
    return control
  }
  let stores: Stores | null = null
  let serviceDeps: ServiceDeps | null = null
  const storesOrFail = () => {
    if (!stores) throw new Error('Test controls used before the stack was created')
    return stores
  }

  /** The provider as the controls make it answer (their payments), else the real one. */
  function controlled(inner: PaymentGateway, payments: PaymentsStore): PaymentGateway {
    return {
      initialize: (payment) => inner.initialize(payment),
      async verify(reference) {
        const control = controlOf(reference)
        control.verifyCount++
        if (control.delayMs > 0) await new Promise((r) => setTimeout(r, control.delayMs))
        if (control.failNext > 0) {
          control.failNext--
          throw new PaymentGatewayError(control.failStatus)
        }
        if (control.status === null) return inner.verify(reference)
        const stored = payments.find(reference)
        if (!stored) return null
        const record: ProviderRecord = {
          reference,
          status: control.sequence.shift() ?? control.status,
          amountMinor: stored.amountMinor,
          currency: stored.currency,
          paidAt: null,
          channel: 'card',
          id: `test-${reference}`,
        }
        return record
      },
    }
  }

  const app = new Hono().basePath('/__test')
  app.post('/conference/transactions/:reference', async (c) => {
    const { payments } = storesOrFail()
    const reference = c.req.param('reference')
    const body = (await c.req.json().catch(() => ({}))) as ControlRequest
    if (body.failStatus !== undefined && !isFailStatus(body.failStatus))
      return c.json({ error: 'failStatus must be 502, 503 or 504' }, 400)
    const amount = body.amount ?? 0
    await payments.put(
      {
        reference,
        registrationId: null,
        email: body.email ?? `${reference.toLowerCase()}@example.com`,
        amount,
        amountMinor: Math.round(amount * 100),
        currency: 'USD',
      },
      'pending',
    )
    const control = controlOf(reference)
    control.status = body.state ?? control.status ?? 'abandoned'
    if (body.sequence) control.sequence = [...body.sequence]
    if (body.delayMs !== undefined) control.delayMs = body.delayMs
    if (body.failNext !== undefined) control.failNext = body.failNext
    if (isFailStatus(body.failStatus)) control.failStatus = body.failStatus
    return c.json({ transaction: payments.find(reference), controls: control })
  })
  app.get('/conference/transactions/:reference', (c) => {
    const reference = c.req.param('reference')
    return c.json({
      transaction: storesOrFail().payments.find(reference) ?? null,
      verifyCount: controls.get(reference)?.verifyCount ?? 0,
    })
  })
  app.get('/conference/registrations', (c) => {
    const email = c.req.query('email') ?? ''
    const { conference, payments } = storesOrFail()
    return c.json({
      registration: conference.findRegistration(email) ?? null,
      transactions: payments.of(email),
    })
  })
  app.get('/membership/profiles', (c) => c.json(storesOrFail().membership.listProfiles()))
  app.get('/membership/newsletter', (c) => c.json(storesOrFail().newsletter.listSubscriptions()))
  // The newsletter's look for new posts now, as its schedule (or Sanity's webhook) starts it.
  app.post('/newsletter/look', async (c) => {
    if (!serviceDeps) throw new Error('Test controls used before the stack was created')
    return c.json(await sendNewPosts(serviceDeps))
  })
  const clientErrors: ClientErrorReport[] = []
  app.get('/client-errors', (c) => c.json(clientErrors))
  app.route(
    '/mail',
    createMailControls(() => serviceDeps),
  )

  return {
    app,
    /** For createLocalStack: gives the service the controlled payment provider. */
    societyDeps(deps: ServiceDeps): ServiceDeps {
      const payments = createPaymentsStore(deps.db)
      serviceDeps = deps
      stores = {
        conference: createConferenceStore(deps.db),
        payments,
        membership: createMembershipStore(deps.db),
        newsletter: createNewsletterStore(deps.db),
      }
      return { ...deps, payments: controlled(deps.payments, payments) }
    },
    /** For createLocalStack: each report is logged as usual and kept for the tests to read. */
    logClientError(report: ClientErrorReport): void {
      logClientError(report)
      clientErrors.push(report)
      if (clientErrors.length > 200) clientErrors.shift()
    },
  }
}
