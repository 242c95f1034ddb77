import { Hono } from 'hono'
import { validator } from 'hono/validator'
import {
  canonicalPaymentReference,
  type PaymentVerifyResponse,
} from '@amrs/shared/contract/conference'
import type { ServiceDeps } from '../deps.ts'
import type { Guards } from '../guards/write-guards.ts'
import { jsonResponse } from '../http/json-response.ts'
import { receiptLink } from '../receipts/receipt-link.ts'
import { PaymentGatewayError } from './gateway.ts'
import { payerState, SETTLED_STATES } from './payment-states.ts'
import type { PaymentsStore, TransactionRow } from './payments-store.ts'

/** A malformed or unknown reference answers 500, which the site's client reads as "Reference code not valid" (docs/decisions/0020). */
const notValid = () => jsonResponse({ detail: 'Reference code not valid' }, 500)

/** Said when the provider does not answer; nothing is lost (reconciliation checks again). */
export const PROVIDER_DOWN_TO_VERIFY =
  'The card payment service is not answering at the moment. If you paid, your payment is not lost: it is checked again automatically. Please verify again in a few minutes.'

/**
 * GET /payment/verify/:reference (ours, or the provider's form IUMRS-ICAM25…) → {payment_state, receipt_url?}: a settled payment answers from
 * the store; an open one asks the provider first and applies its record (as a webhook would).
 * The provider away: a pending payment answers 502/503/504 (the page tries again; nothing is
 * lost: reconciliation checks it later), a closed one its stored state.
 */
export function createVerifyRoute(deps: ServiceDeps, store: PaymentsStore, guards: Guards): Hono {
  const answer = (t: TransactionRow): Response => {
    const body: PaymentVerifyResponse = { payment_state: payerState(t.state, t.providerStatus) }
    if (t.state === 'success' && t.receiptNumber)
      body.receipt_url = receiptLink(deps.config, t.receiptNumber, deps.clock?.() ?? new Date())
    return jsonResponse(body, 200)
  }
  return new Hono().get(
    '/:reference',
    guards.read('payment'),
    validator('param', ({ reference: value }) => {
      const reference = canonicalPaymentReference(value)
      return reference ? { reference } : notValid()
    }),
    async (c) => {
      const { reference } = c.req.valid('param')
      const stored = store.find(reference)
      if (!stored) return notValid()
      if (SETTLED_STATES.includes(stored.state)) return answer(stored)
      let record
      try {
        record = await deps.payments.verify(reference)
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error
        console.error(`[payments] verify ${reference}: ${error.message}`)
        if (stored.state !== 'pending') return answer(stored)
        return c.json({ detail: PROVIDER_DOWN_TO_VERIFY }, error.status)
      }
      // The provider has never heard of it: the payment was never started there.
      if (!record) return answer({ ...stored, state: 'superseded' })
      if (record.reference !== reference) {
        console.error(`[payments] verify ${reference}: the provider answered for another reference`)
        return c.json({ detail: PROVIDER_DOWN_TO_VERIFY }, 502)
      }
      const applied = await store.applyRecord(reference, record)
      return applied.transaction ? answer(applied.transaction) : notValid()
    },
  )
}
