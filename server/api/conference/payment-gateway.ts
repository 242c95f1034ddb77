import type { ServerConfig } from '../../config.ts'
import type { ConferenceStore } from './store.ts'

/**
 * The card-payment provider as the API sees it. Production code talks to the local checkout
 * stand-in; the browser tests wrap it (tests/e2e/test-controls.ts) to delay or fail answers,
 * without any test code in the handlers.
 */
export interface PaymentGateway {
  /** The provider's page where the payer completes this payment (origin from configuration). */
  checkoutUrl(reference: string): string
  /** The provider's state of the payment, or null when it does not know the reference. */
  verify(reference: string): Promise<string | null>
}

/** The provider did not answer (the API then answers 502/503/504 and the page retries). */
export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError'
  constructor(readonly status: 502 | 503 | 504 = 502) {
    super(`Payment provider unavailable (${status})`)
  }
}

export function localCheckoutGateway(store: ConferenceStore, config: ServerConfig): PaymentGateway {
  return {
    checkoutUrl: (reference) =>
      new URL(`/checkout/${encodeURIComponent(reference)}`, config.siteUrl).href,
    verify: async (reference) => store.findTransaction(reference)?.state ?? null,
  }
}
