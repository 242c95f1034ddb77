// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@amrs/shared/api/client'
import { PaymentRedirectError, startPayment, verifyPayment } from './payment'
import { PAYMENT_REFERENCE_KEY } from './payment-reference'
import { submitRegistration } from './registration'

// The conference calls (docs/decisions/0018) against a faked `fetch`; the default test build is local mode
// (the page origin is the local checkout) with paystack.com on the allow-list.
const REF = 'IUMRS_ICAM25ABCDEF'
let fetchMock: ReturnType<typeof vi.fn>
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

beforeEach(() => {
  window.localStorage.clear()
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('startPayment (POST /conference/payment/initialize)', () => {
  const local = `${window.location.origin}/checkout/${REF}`

  it('posts {email}, stores the reference under the conference key, hands back the URL', async () => {
    fetchMock.mockResolvedValue(answer(200, { payment_url: local, reference: REF }))
    await expect(startPayment('ama@example.com', 5_000)).resolves.toBe(local)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/conference/payment/initialize')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ama@example.com' })
    expect(window.localStorage.getItem(PAYMENT_REFERENCE_KEY)).toBe(REF)
  })

  it('a 301 carrying payment_url and reference is read like a success', async () => {
    fetchMock.mockResolvedValue(
      answer(301, { payment_url: 'https://checkout.paystack.com/abc', reference: REF }),
    )
    await expect(startPayment('ama@example.com')).resolves.toBe('https://checkout.paystack.com/abc')
    expect(window.localStorage.getItem(PAYMENT_REFERENCE_KEY)).toBe(REF)
  })

  it.each([
    'https://evil.example/pay',
    'http://checkout.paystack.com/abc',
    'https://checkout.paystack.com@evil.example/abc',
    'javascript:alert(1)',
    '//evil.example/pay',
  ])('refuses a payment_url off the allow-list: %s', async (payment_url) => {
    fetchMock.mockResolvedValue(answer(200, { payment_url, reference: REF }))
    await expect(startPayment('ama@example.com')).rejects.toBeInstanceOf(PaymentRedirectError)
  })

  it('a 422 stays an HTTP error with its status; an answer without a link is a parsing error', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(422, { detail: [{ loc: ['body', 'email'], msg: 'bad', type: 'value_error' }] }),
    )
    await expect(startPayment('a@b')).rejects.toMatchObject({ kind: 'HTTP_ERROR', status: 422 })
    fetchMock.mockResolvedValueOnce(answer(200, { reference: REF }))
    await expect(startPayment('ama@example.com')).rejects.toMatchObject({ kind: 'PARSING_ERROR' })
    expect(window.localStorage.getItem(PAYMENT_REFERENCE_KEY)).toBeNull()
  })
})

describe('verifyPayment (GET /conference/payment/verify/{reference})', () => {
  it('asks for JSON and reads payment_state', async () => {
    fetchMock.mockResolvedValue(answer(200, { payment_state: 'success' }))
    await expect(verifyPayment(REF)).resolves.toEqual({ paymentState: 'success', receiptUrl: null })
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(`/api/conference/payment/verify/${REF}`)
    expect(init.method).toBe('GET')
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
    })
  })
  it('a 500 arrives as an HTTP error with status 500 (the machine removes the reference)', async () => {
    fetchMock.mockResolvedValue(answer(500, { detail: 'Reference code not valid' }))
    const error = await verifyPayment(REF).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 500 })
  })
})

describe('submitRegistration (POST /conference/registration)', () => {
  it('multipart registration_data + abstract, accepting any answer', async () => {
    fetchMock.mockResolvedValue(new Response('Created', { status: 201 }))
    const file = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' })
    const data = { email: 'ama@example.com' } as Parameters<typeof submitRegistration>[0]
    await expect(submitRegistration(data, file)).resolves.toMatchObject({ status: 201 })
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/conference/registration')
    const body = init.body as FormData
    expect(JSON.parse(String(body.get('registration_data')))).toEqual(data)
    expect((body.get('abstract') as File).name).toBe('a.pdf')
    expect(init.headers).toMatchObject({ Accept: '*/*' })
  })
  it('an error answer that is not JSON is still an HTTP error', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 }))
    const data = { email: 'ama@example.com' } as Parameters<typeof submitRegistration>[0]
    await expect(submitRegistration(data, null)).rejects.toMatchObject({
      kind: 'HTTP_ERROR',
      status: 502,
    })
  })
})
