import { randomInt } from 'node:crypto'
import type { Context } from 'hono'
import { toValidationDetail } from '../../../src/api/contract/common.ts'
import {
  PAYMENT_REFERENCE_PATTERN,
  PAYMENT_REFERENCE_PREFIX,
  paymentInitializeRequestSchema,
} from '../../../src/api/contract/conference.ts'
import type { ApiDeps } from '../../deps.ts'
import { computeFee, FeeDataError, feeDataQuery, type FeeData } from './fees.ts'
import type { ConferenceStore } from './store.ts'
import type { TestControls } from './test-controls.ts'

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** IUMRS_ICAM25 + 12 random characters (spec §3). */
export function newReference(): string {
  let suffix = ''
  for (let i = 0; i < 12; i++) suffix += ALPHABET[randomInt(ALPHABET.length)]
  return PAYMENT_REFERENCE_PREFIX + suffix
}

/** POST /conference/payment/initialize {email} → {payment_url, reference} (local checkout page). */
export function initializeHandler(deps: ApiDeps, store: ConferenceStore) {
  return async (c: Context) => {
    const body: unknown = await c.req.json().catch(() => undefined)
    if (body === undefined) {
      return c.json(
        { detail: [{ loc: ['body'], msg: 'JSON body required', type: 'json_invalid' }] },
        422,
      )
    }
    const parsed = paymentInitializeRequestSchema.safeParse(body)
    if (!parsed.success) return c.json({ detail: toValidationDetail(parsed.error.issues) }, 422)

    const registration = store.findRegistration(parsed.data.email)
    if (!registration)
      return c.json(
        { message: 'No registration found for this email. Please register first.' },
        404,
      )
    if (store.isPaid(registration.email))
      return c.json({ message: 'The registration fee for this email has already been paid.' }, 409)

    let amount: number
    try {
      amount = computeFee(registration.data, await deps.lake<FeeData>(feeDataQuery)).amount
    } catch (error) {
      if (error instanceof FeeDataError)
        return c.json({ message: `Fees are not available yet: ${error.message}` }, 503)
      throw error
    }
    const reference = newReference()
    store.createTransaction({
      reference,
      registrationId: registration.id,
      email: registration.email,
      amount,
      currency: 'USD',
      state: 'pending',
    })
    const origin = new URL(c.req.url).origin
    return c.json({ payment_url: `${origin}/checkout/${reference}`, reference })
  }
}

/**
 * GET /conference/payment/verify/:reference → {payment_state}. A malformed or unknown
 * reference answers 500, which the spec's client reads as "Reference code not valid".
 */
export function verifyHandler(store: ConferenceStore, controls: TestControls | null) {
  return async (c: Context) => {
    const reference = c.req.param('reference') ?? ''
    const forced = controls ? await controls.beforeVerify(reference) : null
    if (forced) return c.json({ detail: 'Forced failure (test control)' }, forced as 500)
    if (!PAYMENT_REFERENCE_PATTERN.test(reference))
      return c.json({ detail: 'Reference code not valid' }, 500)
    const transaction = store.findTransaction(reference)
    if (!transaction) return c.json({ detail: 'Reference code not valid' }, 500)
    return c.json({ payment_state: transaction.state })
  }
}
