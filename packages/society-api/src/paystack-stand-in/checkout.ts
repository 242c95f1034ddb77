import { readFileSync } from 'node:fs'
import { Hono, type Context } from 'hono'
import { every } from 'hono/combine'
import { validator } from 'hono/validator'
import { bodyLimit } from '@amrs/shared/node/body-limit'
import { requireContentType } from '../guards/content-type.ts'
import { sameOriginOnly } from '../guards/same-origin.ts'
import { checkoutAction, checkoutPage, messagePage } from './checkout-page.ts'
import type { Transactions } from './transactions.ts'
import type { WebhookSender, WebhookTiming } from './webhooks.ts'

const css = readFileSync(new URL('./checkout.css', import.meta.url), 'utf8')
const FORM = 'application/x-www-form-urlencoded'

const page = (c: Context, title: string, message: string, status: 400 | 404 | 409 | 413) =>
  c.html(messagePage(title, message), status, { 'Cache-Control': 'no-store' })

const REFUSED: Record<'unknown' | 'closed', [string, string, 404 | 409]> = {
  unknown: ['Payment not found', 'This payment link is not valid.', 404],
  closed: ['Payment closed', 'This payment is no longer open. Start a new payment.', 409],
}

/**
 * The stand-in's hosted checkout page, at /checkout/:code (the transaction's access code) (docs/decisions/0052): amount,
 * e-mail and reference with buttons to complete, abandon, fail or leave the payment pending. Its
 * form (same origin, works without scripts) moves an open transaction, sends Paystack's signed
 * `charge.success` webhook when it was completed (before or after the return, `timing`), then
 * sends the payer to the transaction's `callback_url?reference=…&trxref=…` (303), as Paystack
 * does. A paid or failed transaction is closed: 409 "Payment closed".
 */
export function createCheckout(
  transactions: Transactions,
  opts: { origin: string; webhooks: WebhookSender; timing: () => WebhookTiming },
): Hono {
  const app = new Hono()
  app.use(
    '*',
    bodyLimit(64 * 1024, (c, headers) =>
      c.html(messagePage('Too large', 'The form was too large.'), 413, headers),
    ),
  )
  app.get('/checkout.css', (c) =>
    c.body(css, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  )
  app.get('/:code', (c) => {
    const t = transactions.byAccessCode(c.req.param('code'))
    if (!t) return page(c, ...REFUSED.unknown)
    return c.html(checkoutPage(t), 200, { 'Cache-Control': 'no-store' })
  })
  app.post(
    '/:code',
    every(sameOriginOnly([opts.origin]), requireContentType(FORM)),
    validator('form', (form, c) => {
      const action = checkoutAction(form.action)
      return (
        action ?? page(c, 'Unknown action', 'Choose one of the buttons on the checkout page.', 400)
      )
    }),
    async (c) => {
      const found = transactions.byAccessCode(c.req.param('code'))
      if (!found) return page(c, ...REFUSED.unknown)
      const { reference } = found
      const outcome = transactions.act(reference, c.req.valid('form').status)
      if (outcome !== 'settled') return page(c, ...REFUSED[outcome])
      const t = transactions.find(reference)
      if (!t) return page(c, ...REFUSED.unknown)
      const timing = opts.timing()
      if (t.status === 'success' && timing === 'before-redirect')
        await opts.webhooks.chargeSuccess(t)
      if (t.status === 'success' && timing === 'after-redirect')
        setTimeout(() => void opts.webhooks.chargeSuccess(t), 50)
      if (!t.callbackUrl) return page(c, 'Payment recorded', `The payment is now ${t.status}.`, 400)
      const back = new URL(t.callbackUrl)
      back.searchParams.set('reference', reference)
      back.searchParams.set('trxref', reference)
      return c.redirect(back.href, 303)
    },
  )
  return app
}
