/**
 * The card-payment provider as the service sees it (docs/decisions/0052-paystack-protocol.md):
 * one adapter, `PaystackGateway`, speaks Paystack's HTTP API to Paystack itself or to its local
 * stand-in; only the base URL and the key differ. The browser tests wrap it
 * (tests/e2e/test-controls.ts) to delay or fail answers, with no test code in the handlers.
 */
export interface PaymentGateway {
  /** Opens a transaction at the provider; where the payer completes it. */
  initialize(payment: PaymentStart): Promise<{ checkoutUrl: string; accessCode: string }>
  /** The provider's own record of a transaction, or null when it does not know the reference. */
  verify(reference: string): Promise<ProviderRecord | null>
}

export interface PaymentStart {
  reference: string
  email: string
  amountMinor: number
  currency: string
  /** Where the provider sends the payer back (the site's verification page). */
  callbackUrl: string
  /** Names the registration, never more (no personal data beyond the e-mail Paystack needs). */
  metadata: Record<string, string | number>
}

/** A transaction as the provider records it (Paystack's `data` of verify and of its events). */
export interface ProviderRecord {
  reference: string
  /** success | failed | abandoned | ongoing | pending | processing | queued | reversed (or another). */
  status: string
  amountMinor: number
  currency: string
  paidAt: string | null
  channel: string | null
  /** The provider's id of the transaction. */
  id: string
}

/** The provider did not answer, or not usably (the API then answers 502/503/504; nothing is lost). */
export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError'
  constructor(
    readonly status: 502 | 503 | 504 = 502,
    detail = '',
  ) {
    super(`Payment provider unavailable (${status})${detail ? `: ${detail}` : ''}`)
  }
}
