import { signPaystackBody, PAYSTACK_SIGNATURE_HEADER } from '../payments/webhook-signature.ts'
import { recordOf, type StandInTransaction } from './transactions.ts'

/**
 * When the stand-in sends its webhook: before it redirects the payer back (awaited: the
 * verification page then finds the payment settled), after (the return first, the event a
 * moment later: both orders happen with Paystack), or never (the return alone, or
 * reconciliation, must find the payment).
 */
export type WebhookTiming = 'before-redirect' | 'after-redirect' | 'never'

export interface WebhookSender {
  /** Sends `charge.success` for a transaction, signed as Paystack signs it. */
  chargeSuccess(t: StandInTransaction): Promise<void>
  /** The events sent so far (tests read them). */
  readonly sent: { event: string; reference: string; status: number | 'failed' }[]
}

const TIMEOUT_MS = 5_000

export function createWebhookSender(opts: {
  url: string | null
  secretKey: string
  /** Delivers the request (default: fetch); in process, the service's own handler. */
  deliver?: (request: Request) => Promise<Response>
}): WebhookSender {
  const sent: WebhookSender['sent'] = []
  return {
    sent,
    async chargeSuccess(t) {
      if (!opts.url) return
      const body = JSON.stringify({ event: 'charge.success', data: recordOf(t) })
      const request = new Request(opts.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [PAYSTACK_SIGNATURE_HEADER]: signPaystackBody(body, opts.secretKey),
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      try {
        const response = await (opts.deliver ?? fetch)(request)
        sent.push({ event: 'charge.success', reference: t.reference, status: response.status })
        if (!response.ok)
          console.warn(`[paystack stand-in] webhook for ${t.reference} answered ${response.status}`)
      } catch (error) {
        sent.push({ event: 'charge.success', reference: t.reference, status: 'failed' })
        console.warn(
          `[paystack stand-in] webhook for ${t.reference} not delivered: ${String(error)}`,
        )
      }
    },
  }
}
