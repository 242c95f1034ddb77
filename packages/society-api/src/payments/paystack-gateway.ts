import { toProviderReference } from '@amrs/shared/contract/conference'
import { PaymentGatewayError, type PaymentGateway, type PaymentStart } from './gateway.ts'
import {
  initializeAnswerSchema,
  paystackEnvelopeSchema,
  toProviderRecord,
  verifyAnswerSchema,
} from './paystack-protocol.ts'

export interface PaystackOptions {
  /** `https://api.paystack.co`, or the stand-in's base (`…/_paystack`). */
  baseUrl: string
  secretKey: string
  timeoutMs: number
  /** The HTTP client (default: the global fetch; tests hand requests to a stand-in in process). */
  fetch?: (request: Request) => Promise<Response>
}

/** Paystack says it does not know a reference this way (400 or 404, `status: false`). */
const NOT_FOUND = /not found/i

/**
 * Paystack's transaction API over HTTP (docs/decisions/0052-paystack-protocol.md):
 * `POST /transaction/initialize` and `GET /transaction/verify/:reference`, with the secret key as
 * the Bearer token, and our references in the form Paystack accepts (`IUMRS-ICAM25…`; records
 * come back with ours). A network failure, a time-out, a 5xx or an answer that is not Paystack's
 * shape is a `PaymentGatewayError`: the caller says so and keeps the payment open.
 */
export class PaystackGateway implements PaymentGateway {
  readonly #options: PaystackOptions
  constructor(options: PaystackOptions) {
    this.#options = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, '') }
  }

  async initialize(payment: PaymentStart) {
    const { status, body } = await this.#call('POST', '/transaction/initialize', {
      email: payment.email,
      amount: payment.amountMinor,
      currency: payment.currency,
      reference: toProviderReference(payment.reference),
      callback_url: payment.callbackUrl,
      metadata: payment.metadata,
    })
    const answer = initializeAnswerSchema.safeParse(body)
    if (status !== 200 || !answer.success)
      throw new PaymentGatewayError(502, `initialize answered ${status}: ${messageOf(body)}`)
    return {
      checkoutUrl: answer.data.data.authorization_url,
      accessCode: answer.data.data.access_code,
    }
  }

  async verify(reference: string) {
    const { status, body } = await this.#call(
      'GET',
      `/transaction/verify/${encodeURIComponent(toProviderReference(reference))}`,
    )
    if ((status === 400 || status === 404) && NOT_FOUND.test(messageOf(body))) return null
    const answer = verifyAnswerSchema.safeParse(body)
    if (status !== 200 || !answer.success)
      throw new PaymentGatewayError(502, `verify answered ${status}: ${messageOf(body)}`)
    return toProviderRecord(answer.data.data)
  }

  async #call(method: 'GET' | 'POST', path: string, json?: unknown) {
    const { baseUrl, secretKey, timeoutMs } = this.#options
    const request = new Request(`${baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${secretKey}`,
        Accept: 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(timeoutMs),
    })
    let response: Response
    try {
      response = await (this.#options.fetch ?? fetch)(request)
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      throw new PaymentGatewayError(
        timedOut ? 504 : 503,
        timedOut ? 'no answer in time' : 'unreachable',
      )
    }
    let body: unknown = null
    try {
      body = await response.json()
    } catch {
      // not JSON: a proxy's error page, say
    }
    if (response.status >= 500)
      throw new PaymentGatewayError(response.status === 504 ? 504 : 502, `HTTP ${response.status}`)
    if (response.status === 401)
      throw new PaymentGatewayError(502, 'the provider refused our key (PAYSTACK_SECRET_KEY)')
    return { status: response.status, body }
  }
}

/** The provider's own `message` (never anything we sent: no key, no e-mail). */
function messageOf(body: unknown): string {
  const parsed = paystackEnvelopeSchema.safeParse(body)
  return parsed.success ? (parsed.data.message ?? '') : 'not a Paystack answer'
}
