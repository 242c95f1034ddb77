import { readFileSync } from 'node:fs'
import { Hono } from 'hono'
import { PAYMENT_REFERENCE_PATTERN } from '../../src/api/contract/conference.ts'
import { createConferenceStore } from '../api/conference/store.ts'
import type { ApiDeps } from '../deps.ts'
import { CHECKOUT_ACTIONS, checkoutPage, messagePage, type CheckoutAction } from './page.ts'

const css = readFileSync(new URL('./checkout.css', import.meta.url), 'utf8')
const VERIFICATION_PATH = '/iumrs-icam25/payment-verification'

/**
 * The local stand-in for the card-payment provider's hosted checkout (DESIGN §3), at /checkout:
 * GET /checkout/:reference shows amount, email and reference with buttons to complete, abandon,
 * fail or leave the payment pending; the POST sets the state and redirects (303) to the
 * verification page with ?reference=…, like the provider's callback URL.
 */
export function createCheckout(deps: ApiDeps): Hono {
  const store = createConferenceStore(deps.db)
  const app = new Hono()

  app.get('/checkout.css', (c) =>
    c.body(css, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  )

  app.get('/:reference', (c) => {
    const reference = c.req.param('reference')
    const transaction = PAYMENT_REFERENCE_PATTERN.test(reference)
      ? store.findTransaction(reference)
      : undefined
    if (!transaction)
      return c.html(messagePage('Payment not found', 'This payment link is not valid.'), 404)
    return c.html(checkoutPage(transaction), 200, { 'Cache-Control': 'no-store' })
  })

  app.post('/:reference', async (c) => {
    const reference = c.req.param('reference')
    const transaction = PAYMENT_REFERENCE_PATTERN.test(reference)
      ? store.findTransaction(reference)
      : undefined
    if (!transaction)
      return c.html(messagePage('Payment not found', 'This payment link is not valid.'), 404)
    const form = await c.req.parseBody()
    const action = String(form.action ?? '')
    if (!(action in CHECKOUT_ACTIONS))
      return c.html(
        messagePage('Unknown action', 'Choose one of the buttons on the checkout page.'),
        400,
      )
    if (transaction.state === 'success')
      return c.html(messagePage('Already paid', 'This payment has already been completed.'), 409)
    store.setTransactionState(reference, CHECKOUT_ACTIONS[action as CheckoutAction].state)
    return c.redirect(`${VERIFICATION_PATH}?reference=${encodeURIComponent(reference)}`, 303)
  })

  return app
}
