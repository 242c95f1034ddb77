import { Hono } from 'hono'
import type { ServiceDeps } from '../deps.ts'
import { requireContentType } from '../guards/content-type.ts'
import { bodyLimit } from '@amrs/shared/node/body-limit'
import {
  toProviderRecord,
  transactionRecordSchema,
  webhookEventSchema,
} from './paystack-protocol.ts'
import type { PaymentsStore } from './payments-store.ts'
import { isPaystackSignature, PAYSTACK_SIGNATURE_HEADER } from './webhook-signature.ts'

/** Paystack's events are small; nothing larger is read. */
const WEBHOOK_BODY_LIMIT = 64 * 1024

/**
 * POST /payment/webhook: Paystack's events (docs/decisions/0052-paystack-protocol.md).
 * The signature is checked over the raw bytes, in constant time, before anything is read: an
 * unsigned or wrongly signed call is refused (401) and logged without its contents. A signed
 * `charge.*` event is applied as the provider's record of the transaction, once per event
 * (`event:transaction id`): a replay changes nothing. Any other signed event, or one for a
 * reference we do not know, is acknowledged (200) so the provider stops sending it. A write the
 * disk refuses answers 503, and the provider sends the event again later. No rate limit: the
 * provider sends one event per payment, a rush included, and a forged call costs one HMAC.
 */
export function createWebhookRoutes(deps: ServiceDeps, store: PaymentsStore): Hono {
  const secret = deps.config.paystack.secretKey
  const app = new Hono()
  app.post(
    '/',
    bodyLimit(WEBHOOK_BODY_LIMIT),
    requireContentType('application/json'),
    async (c) => {
      const body = new Uint8Array(await c.req.arrayBuffer())
      const signature = c.req.header(PAYSTACK_SIGNATURE_HEADER)
      if (!isPaystackSignature(body, signature, secret)) {
        console.warn(
          `[payments] webhook refused: ${signature ? 'the signature does not match' : 'no signature'} (${body.byteLength} bytes)`,
        )
        return c.json({ detail: 'Invalid signature' }, 401)
      }
      let json: unknown
      try {
        json = JSON.parse(new TextDecoder().decode(body))
      } catch {
        return c.json({ detail: 'The body must be JSON' }, 400)
      }
      const event = webhookEventSchema.safeParse(json)
      if (!event.success) return c.json({ detail: 'Not a Paystack event' }, 400)
      const { event: name } = event.data
      const data = transactionRecordSchema.safeParse(event.data.data)
      if (!name.startsWith('charge.') || !data.success) {
        console.log(`[payments] webhook ${name}: not a payment event, acknowledged`)
        return c.json({ received: true })
      }
      const record = toProviderRecord(data.data)
      if (!store.find(record.reference)) {
        console.warn(
          `[payments] webhook ${name} for an unknown reference ${record.reference}, acknowledged`,
        )
        return c.json({ received: true })
      }
      const applied = await store.applyRecord(record.reference, record, {
        event: { key: `${name}:${record.id}`, name },
      })
      console.log(
        `[payments] webhook ${name} ${record.reference}: ${applied.replay ? 'seen before, nothing changed' : `now ${applied.transaction?.state ?? 'unknown'}`}`,
      )
      return c.json({ received: true })
    },
  )
  return app
}
