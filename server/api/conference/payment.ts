import { randomInt } from 'node:crypto'
import { Hono } from 'hono'
import { validator } from 'hono/validator'
import {
  PAYMENT_REFERENCE_PATTERN,
  PAYMENT_REFERENCE_PREFIX,
  paymentInitializeRequestSchema,
} from '@amrs/shared/contract/conference'
import type { ApiDeps } from '../../deps.ts'
import type { Guards } from '../guards/write-guards.ts'
import { jsonBody } from '../validation.ts'
import { computeFee, FeeDataError, feeDataQuery, type FeeData } from './fees.ts'
import { PaymentGatewayError, type PaymentGateway } from './payment-gateway.ts'
import { requireOpenRegistration } from './registration-window.ts'
import type { ConferenceStore } from './store.ts'
import { jsonResponse } from '../json-response.ts'

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** IUMRS_ICAM25 + 12 random characters (the contract's PAYMENT_REFERENCE_PATTERN admits them). */
export function newReference(): string {
  let suffix = ''
  for (let i = 0; i < 12; i++) suffix += ALPHABET[randomInt(ALPHABET.length)]
  return PAYMENT_REFERENCE_PREFIX + suffix
}

/** A malformed or unknown reference answers 500, which the site's client reads as "Reference code not valid" (docs/decisions/0020). */
const notValid = () => jsonResponse({ detail: 'Reference code not valid' }, 500)

/**
 * POST /payment/initialize {email} → {payment_url, reference}: one pending payment per
 * registration (initialising again reuses it), none once the fee is paid.
 * GET /payment/verify/:reference → {payment_state} as the payment provider reports it.
 */
export function createPaymentRoutes(
  deps: ApiDeps,
  store: ConferenceStore,
  payments: PaymentGateway,
  guards: Guards,
): Hono {
  const app = new Hono()

  app.post(
    '/initialize',
    guards.write('payment', 'application/json'),
    requireOpenRegistration(deps),
    jsonBody(paymentInitializeRequestSchema),
    async (c) => {
      const registration = store.findRegistration(c.req.valid('json').email)
      if (!registration)
        return c.json(
          { message: 'No registration found for this email. Please register first.' },
          404,
        )
      if (store.isPaid(registration.email)) return alreadyPaid()
      let amount: number
      try {
        amount = computeFee(registration.data, await deps.lake<FeeData>(feeDataQuery)).amount
      } catch (error) {
        if (error instanceof FeeDataError)
          return c.json({ message: `Fees are not available yet: ${error.message}` }, 503)
        throw error
      }
      const open = await store.openPayment({
        reference: newReference(),
        registrationId: registration.id,
        email: registration.email,
        amount,
        currency: 'USD',
      })
      if (open.paid) return alreadyPaid()
      return c.json({
        payment_url: payments.checkoutUrl(open.reference),
        reference: open.reference,
      })
    },
  )

  app.get(
    '/verify/:reference',
    guards.read('payment'),
    validator('param', ({ reference }) =>
      reference && PAYMENT_REFERENCE_PATTERN.test(reference) ? { reference } : notValid(),
    ),
    async (c) => {
      let state: string | null
      try {
        state = await payments.verify(c.req.valid('param').reference)
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error
        return c.json(
          { detail: 'The payment provider did not answer. Please verify again.' },
          error.status,
        )
      }
      return state === null ? notValid() : c.json({ payment_state: state })
    },
  )

  return app
}

const alreadyPaid = () =>
  jsonResponse({ message: 'The registration fee for this email has already been paid.' }, 409)
