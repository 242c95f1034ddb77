import { env } from '@/config/env'
import { ApiError, request } from '@amrs/shared/api/client'
import {
  paymentInitializeResponseSchema,
  paymentVerifyResponseSchema,
  type PaymentInitializeResponse,
} from '@amrs/shared/contract/conference'
import { apiPaths, apiUrl } from '@/api/paths'
import { storePaymentReference } from './payment-reference'
import {
  isAllowedPaymentUrl,
  PAYMENT_LINK_NOT_ALLOWED,
  PaymentRedirectError,
  type RedirectPolicy,
} from '@amrs/shared/api/payment-redirect'

/**
 * Time-outs: initialisation 5 s, verification 10 s
 * (docs/decisions/0036-request-timeouts-and-caching.md).
 */
export const PAYMENT_INITIALIZE_TIMEOUT_MS = 5_000
export const PAYMENT_VERIFY_TIMEOUT_MS = 10_000

export function paymentRedirectPolicy(): RedirectPolicy {
  return { hosts: env.paymentHosts, localOrigin: env.localContent ? window.location.origin : null }
}

/**
 * POST /conference/payment/initialize (docs/decisions/0018-society-api-contract.md). As the
 * original client expects, a success OR a 301 carries payment_url and reference (fetch follows a
 * 301 that has a Location; one without it arrives as an HTTP error).
 */
export async function initializePayment(
  email: string,
  timeoutMs?: number,
): Promise<PaymentInitializeResponse> {
  let data: unknown
  try {
    data = (
      await request(apiUrl(apiPaths.paymentInitialize), {
        method: 'POST',
        json: { email },
        timeoutMs,
      })
    ).data
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 301)) throw error
    data = error.data
  }
  const parsed = paymentInitializeResponseSchema.safeParse(data)
  if (!parsed.success) throw new ApiError('PARSING_ERROR', 'The payment answer has no payment link')
  return parsed.data
}

export { PaymentRedirectError }

/**
 * Starts a payment: initialise, keep the reference, then hand back the provider URL to open —
 * only when it is on the allow-list (otherwise PaymentRedirectError; the caller shows an error).
 */
export async function startPayment(email: string, timeoutMs?: number): Promise<string> {
  const { payment_url, reference } = await initializePayment(email, timeoutMs)
  storePaymentReference(reference)
  if (!isAllowedPaymentUrl(payment_url, paymentRedirectPolicy())) {
    throw new PaymentRedirectError(PAYMENT_LINK_NOT_ALLOWED)
  }
  return payment_url
}

/** GET /conference/payment/verify/{reference} → payment_state, and once paid the receipt's link. */
export async function verifyPayment(
  reference: string,
  signal?: AbortSignal,
): Promise<{ paymentState: string; receiptUrl: string | null }> {
  const { data } = await request(apiUrl(apiPaths.paymentVerify(reference)), {
    method: 'GET',
    timeoutMs: PAYMENT_VERIFY_TIMEOUT_MS,
    signal,
    headers: { 'Content-Type': 'application/json' },
  })
  const parsed = paymentVerifyResponseSchema.safeParse(data)
  if (!parsed.success)
    throw new ApiError('PARSING_ERROR', 'The verification answer has no payment_state')
  return { paymentState: parsed.data.payment_state, receiptUrl: parsed.data.receipt_url ?? null }
}
