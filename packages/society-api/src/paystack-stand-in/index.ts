import type { Hono } from 'hono'
import { createStandInApi } from './api.ts'
import { createCheckout } from './checkout.ts'
import { createTransactions, type Transactions } from './transactions.ts'
import { createWebhookSender, type WebhookSender, type WebhookTiming } from './webhooks.ts'

export interface StandInOptions {
  /** The key the service calls it with, and signs its webhooks with (`PAYSTACK_SECRET_KEY`). */
  secretKey: string
  /** Where its checkout pages are reached (`<origin>/checkout/<access code>`). */
  origin: string
  /** The service's webhook URL (`…/api/conference/payment/webhook`); null: none are sent. */
  webhookUrl: string | null
  /** Delivers webhooks (default: fetch). */
  deliver?: (request: Request) => Promise<Response>
  /** Keeps transactions across restarts (a JSON file); null: in memory. */
  file?: string | null
  timing?: WebhookTiming
}

export interface PaystackStandIn {
  /** Paystack's API: mount at `/_paystack` (PAYSTACK_BASE_URL = `<origin>/_paystack`) or serve alone. */
  api: Hono
  /** The hosted checkout pages: mount at `/checkout`. */
  checkout: Hono
  transactions: Transactions
  webhooks: WebhookSender
  /** When webhooks go out relative to the payer's return (tests try each). */
  timing: WebhookTiming
}

/**
 * A stand-in for Paystack (docs/decisions/0052-paystack-protocol.md) that speaks its HTTP API,
 * shows a checkout page for people to click, and sends signed webhooks. Locally the site's
 * server mounts it in process; the browser tests of production mode run it as a process of its
 * own (./main.ts). The service itself never mounts it.
 */
export function createPaystackStandIn(options: StandInOptions): PaystackStandIn {
  const transactions = createTransactions(options.file ?? null)
  const webhooks = createWebhookSender({
    url: options.webhookUrl,
    secretKey: options.secretKey,
    deliver: options.deliver,
  })
  const standIn: PaystackStandIn = {
    api: createStandInApi(transactions, {
      secretKey: options.secretKey,
      checkoutUrl: (code) => new URL(`/checkout/${encodeURIComponent(code)}`, options.origin).href,
    }),
    checkout: createCheckout(transactions, {
      origin: options.origin,
      webhooks,
      timing: () => standIn.timing,
    }),
    transactions,
    webhooks,
    timing: options.timing ?? 'before-redirect',
  }
  return standIn
}
