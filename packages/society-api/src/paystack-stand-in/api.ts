import { timingSafeEqual } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { bodyLimit } from '@amrs/shared/node/body-limit'
import { recordOf, type Transactions } from './transactions.ts'

/** Paystack's references: letters, digits, `-`, `.` and `=`. */
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/

const refuse = (c: Context, status: 400 | 401 | 404, message: string) =>
  c.json({ status: false, message }, status)

function bearerIs(header: string | undefined, secretKey: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '')
  const expected = Buffer.from(secretKey)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Paystack's transaction API, as far as the society API uses it (https://paystack.com/docs/api/):
 * `POST /transaction/initialize` and `GET /transaction/verify/:reference`, each with the secret
 * key as the Bearer token (else 401 "Invalid key"), answering `{status, message, data}`.
 * `checkoutUrl(accessCode)` is where its checkout page for a transaction is.
 */
export function createStandInApi(
  transactions: Transactions,
  opts: { secretKey: string; checkoutUrl: (accessCode: string) => string },
): Hono {
  const app = new Hono()
  app.use('*', bodyLimit(64 * 1024))
  app.use('*', async (c, next) => {
    if (!bearerIs(c.req.header('authorization'), opts.secretKey))
      return refuse(c, 401, 'Invalid key')
    return next()
  })

  app.post('/transaction/initialize', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
    const amount = Number(body?.amount)
    const email = typeof body?.email === 'string' ? body.email : ''
    const reference = typeof body?.reference === 'string' ? body.reference : ''
    const currency = typeof body?.currency === 'string' ? body.currency : 'NGN'
    if (!email.includes('@')) return refuse(c, 400, 'Invalid Email Address Passed')
    if (!Number.isInteger(amount) || amount <= 0) return refuse(c, 400, 'Invalid Amount Sent')
    if (!REFERENCE.test(reference)) return refuse(c, 400, 'Invalid transaction reference')
    if (transactions.find(reference)) return refuse(c, 400, 'Duplicate Transaction Reference')
    const callback = typeof body?.callback_url === 'string' ? body.callback_url : null
    const t = transactions.create({
      reference,
      email,
      amount,
      currency,
      callbackUrl: callback,
      metadata: body?.metadata ?? null,
    })
    return c.json({
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: opts.checkoutUrl(t.accessCode),
        access_code: t.accessCode,
        reference: t.reference,
      },
    })
  })

  app.get('/transaction/verify/:reference', (c) => {
    const t = transactions.find(c.req.param('reference'))
    if (!t) return refuse(c, 400, 'Transaction reference not found')
    return c.json({ status: true, message: 'Verification successful', data: recordOf(t) })
  })

  app.all('*', (c) => refuse(c, 404, 'Not found'))
  return app
}
