// The Paystack stand-in as a process of its own (the browser tests of production mode start it
// beside a standalone society API): Paystack's API under /_paystack, its checkout pages under
// /checkout, signed webhooks to PAYSTACK_WEBHOOK_URL. Never part of the service or of production.
//   PORT, HOST, PAYSTACK_SECRET_KEY (as the service's), PAYSTACK_WEBHOOK_URL, STAND_IN_ORIGIN
import { Hono } from 'hono'
import { listen, portOf } from '@amrs/shared/node/listen'
import { shutdownOnSignals } from '@amrs/shared/node/shutdown'
import { createPaystackStandIn } from './index.ts'

const port = Number(process.env.PORT ?? 4190)
const host = process.env.HOST ?? '127.0.0.1'
const secretKey = process.env.PAYSTACK_SECRET_KEY
if (!secretKey) {
  console.error('The Paystack stand-in needs PAYSTACK_SECRET_KEY (the key the society API uses).')
  process.exit(1)
}
const origin = process.env.STAND_IN_ORIGIN ?? `http://${host}:${port}`
const standIn = createPaystackStandIn({
  secretKey,
  origin,
  webhookUrl: process.env.PAYSTACK_WEBHOOK_URL ?? null,
})
const app = new Hono()
app.get('/health', (c) => c.json({ status: 'ok' }))
app.route('/_paystack', standIn.api)
app.route('/checkout', standIn.checkout)
const server = await listen({ port, host, bodyLimitBytes: 64 * 1024 }, (request, env) =>
  app.fetch(request, env),
)
console.log(
  `Paystack stand-in on ${origin} (API: /_paystack, checkout: /checkout, webhooks to ${process.env.PAYSTACK_WEBHOOK_URL ?? 'nowhere'}) port ${portOf(server, port)}`,
)
shutdownOnSignals(server, { close: () => undefined })
