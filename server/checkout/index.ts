import { readFileSync } from 'node:fs'
import { Hono, type Context } from 'hono'
import { validator } from 'hono/validator'
import { PAYMENT_REFERENCE_PATTERN } from '@amrs/shared/contract/conference'
import { createConferenceStore, type SettleOutcome } from '../api/conference/store.ts'
import { createGuards } from '../api/guards/write-guards.ts'
import { bodyLimit } from '../body-limit.ts'
import { PersistError } from '../db.ts'
import type { ApiDeps } from '../deps.ts'
import { checkoutAction, checkoutPage, messagePage } from './page.ts'

const css = readFileSync(new URL('./checkout.css', import.meta.url), 'utf8')
const VERIFICATION_PATH = '/iumrs-icam25/payment-verification'
const FORM = 'application/x-www-form-urlencoded'

const REFUSED: Record<Exclude<SettleOutcome, 'settled'>, [string, string, 404 | 409]> = {
  unknown: ['Payment not found', 'This payment link is not valid.', 404],
  paid: ['Already paid', 'This registration fee has already been paid.', 409],
  'not-pending': ['Payment closed', 'This payment is no longer open. Start a new payment.', 409],
}

const page = (
  c: Context,
  title: string,
  message: string,
  status: 400 | 404 | 409 | 413 | 500 | 503,
) => c.html(messagePage(title, message), status, { 'Cache-Control': 'no-store' })

/**
 * The local stand-in for the card-payment provider's hosted checkout (docs/decisions/0020-local-payment-provider-stand-in.md), at /checkout:
 * GET /checkout/:reference shows amount, email and reference with buttons to complete, abandon,
 * fail or leave the payment pending; the POST (a same-origin HTML form) moves a pending payment
 * and redirects (303) to the verification page with ?reference=…, like the provider's callback.
 */
export function createCheckout(deps: ApiDeps): Hono {
  const store = createConferenceStore(deps.db)
  const guards = createGuards(deps.config)
  const app = new Hono()
  app.use(
    '*',
    bodyLimit(deps.config.bodyLimitBytes, (c, headers) =>
      c.html(messagePage('Too large', 'The form was too large.'), 413, headers),
    ),
  )

  const reference = validator('param', (params, c) => {
    const value = params.reference ?? ''
    if (PAYMENT_REFERENCE_PATTERN.test(value)) return { reference: value }
    return page(c, ...REFUSED.unknown)
  })

  app.get('/checkout.css', (c) =>
    c.body(css, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  )

  app.get('/:reference', reference, (c) => {
    const transaction = store.findTransaction(c.req.valid('param').reference)
    if (!transaction) return page(c, ...REFUSED.unknown)
    return c.html(checkoutPage(transaction), 200, { 'Cache-Control': 'no-store' })
  })

  app.post(
    '/:reference',
    guards.write('checkout', FORM),
    reference,
    validator('form', (form, c) => {
      const action = checkoutAction(form.action)
      return (
        action ?? page(c, 'Unknown action', 'Choose one of the buttons on the checkout page.', 400)
      )
    }),
    async (c) => {
      const { reference: ref } = c.req.valid('param')
      const outcome = await store.settleCheckout(ref, c.req.valid('form').state)
      if (outcome !== 'settled') return page(c, ...REFUSED[outcome])
      return c.redirect(`${VERIFICATION_PATH}?reference=${encodeURIComponent(ref)}`, 303)
    },
  )

  app.onError((error, c) => {
    if (error instanceof PersistError)
      return page(c, 'Not saved', 'The payment could not be saved. Please try again.', 503)
    console.error('[checkout]', error)
    return page(c, 'Something went wrong', 'Please try again.', 500)
  })
  return app
}
