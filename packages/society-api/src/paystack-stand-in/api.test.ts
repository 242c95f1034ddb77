import { describe, expect, it } from 'vitest'
import { createPaystackStandIn } from './index.ts'

// The stand-in answers as Paystack's API does for the calls the service makes, so the adapter's
// code is the code production runs (docs/decisions/0052).

const KEY = 'sk_test_stand_in_api_test_key'
const standIn = () =>
  createPaystackStandIn({ secretKey: KEY, origin: 'http://127.0.0.1:4190', webhookUrl: null })
const call = (
  app: ReturnType<typeof standIn>['api'],
  path: string,
  init: { json?: unknown; key?: string | null } = {},
) =>
  app.request(`http://127.0.0.1:4190${path}`, {
    method: init.json === undefined ? 'GET' : 'POST',
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    headers: {
      'Content-Type': 'application/json',
      ...(init.key === null ? {} : { Authorization: `Bearer ${init.key ?? KEY}` }),
    },
  })
const start = {
  email: 'ama@example.com',
  amount: 50_000,
  currency: 'USD',
  reference: 'IUMRS-ICAM25ABC',
  callback_url: 'https://site.example/back',
}

describe('the Paystack stand-in’s API', () => {
  it('initialize: an authorization URL on its checkout, the access code and the reference', async () => {
    const { api } = standIn()
    const res = await call(api, '/transaction/initialize', { json: start })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ status: true, message: 'Authorization URL created' })
    expect(body.data.reference).toBe('IUMRS-ICAM25ABC')
    expect(body.data.authorization_url).toBe(
      `http://127.0.0.1:4190/checkout/${body.data.access_code}`,
    )
  })

  it('verify: the record, `abandoned` until the payer acts; 400 for a reference it does not know', async () => {
    const { api } = standIn()
    await call(api, '/transaction/initialize', { json: start })
    const res = await call(api, '/transaction/verify/IUMRS-ICAM25ABC')
    expect(await res.json()).toMatchObject({
      status: true,
      data: { status: 'abandoned', amount: 50_000, currency: 'USD', reference: 'IUMRS-ICAM25ABC' },
    })
    const unknown = await call(api, '/transaction/verify/IUMRS-ICAM25NOPE')
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({
      status: false,
      message: 'Transaction reference not found',
    })
  })

  it('refuses a missing or wrong key (401), a reference twice, one Paystack would not take, an amount that is not whole', async () => {
    const { api } = standIn()
    expect((await call(api, '/transaction/initialize', { json: start, key: null })).status).toBe(
      401,
    )
    expect(
      (await call(api, '/transaction/verify/x', { key: 'sk_test_wrong_key_000000' })).status,
    ).toBe(401)
    expect((await call(api, '/transaction/initialize', { json: start })).status).toBe(200)
    const twice = await call(api, '/transaction/initialize', { json: start })
    expect(await twice.json()).toEqual({
      status: false,
      message: 'Duplicate Transaction Reference',
    })
    const underscore = await call(api, '/transaction/initialize', {
      json: { ...start, reference: 'IUMRS_ICAM25ABC' },
    })
    expect(underscore.status).toBe(400)
    const cents = await call(api, '/transaction/initialize', {
      json: { ...start, reference: 'R-2', amount: 500.5 },
    })
    expect(cents.status).toBe(400)
  })
})
