import { expect } from 'vitest'
import { Hono } from 'hono'
import { createSocietyApp } from './app.ts'
import { registration } from './conference/registration-fixtures.test-utils.ts'
import { signPaystackBody, PAYSTACK_SIGNATURE_HEADER } from './payments/webhook-signature.ts'
import { ORIGIN, TEST_PAYSTACK_KEY, type TestDeps } from './test-deps.test-utils.ts'

/** The service as the site mounts it: /api, and Paystack's stand-in at /_paystack and /checkout. */
export function serviceApp(deps: TestDeps): Hono {
  const app = new Hono()
  app.route('/', createSocietyApp(deps))
  app.route('/_paystack', deps.standIn.api)
  app.route('/checkout', deps.standIn.checkout)
  return app
}

/** A multipart registration body (registration_data JSON text + optional abstract). */
export function registrationForm(
  data: unknown,
  file?: { bytes: Uint8Array; name: string },
): FormData {
  const form = new FormData()
  form.append('registration_data', JSON.stringify(data))
  if (file) form.append('abstract', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name))
  return form
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...headers },
})

/** A Paystack event, signed with `key` (default: the tests' key), as the provider sends it. */
export function signedEvent(
  event: unknown,
  key = TEST_PAYSTACK_KEY,
): { body: string; signature: string } {
  const body = JSON.stringify(event)
  return { body, signature: signPaystackBody(body, key) }
}

/**
 * The society API and its stand-in as a non-browser client calls them: in process (one app,
 * so its rate limiters last as long as the client) or, given a URL, over a real socket.
 * `headers` go with every request.
 */
export function client(
  target: TestDeps | { url: string },
  headers: Record<string, string> = {},
  app: Hono | null = 'url' in target ? null : serviceApp(target),
) {
  const send = (path: string, init: RequestInit): Promise<Response> =>
    'url' in target
      ? fetch(target.url + path, init)
      : Promise.resolve(app!.request(ORIGIN + path, init))
  const register = (data: unknown = registration(), file?: { bytes: Uint8Array; name: string }) =>
    send('/api/conference/registration', {
      method: 'POST',
      body: registrationForm(data, file),
      headers,
    })
  /** Each payment's checkout page, as initialisation answered it. */
  const checkoutPages = new Map<string, string>()
  const initialise = async (email = 'ama@example.com', extra: Record<string, string> = {}) => {
    const response = await send(
      '/api/conference/payment/initialize',
      json({ email }, { ...headers, ...extra }),
    )
    if (response.ok) {
      const { payment_url, reference } = (await response.clone().json()) as Record<string, string>
      if (payment_url && reference) checkoutPages.set(reference, new URL(payment_url).pathname)
    }
    return response
  }
  const checkoutPath = (reference: string) =>
    checkoutPages.get(reference) ?? `/checkout/${reference}`
  return {
    send,
    checkoutPath,
    subscribe: (email: string) => send('/api/newsletter', json({ email }, headers)),
    register,
    initialise,
    /** A button (complete, abandon, fail…) pressed on the stand-in's checkout page of a payment. */
    checkout: (reference: string, action: string) =>
      send(checkoutPath(reference), {
        method: 'POST',
        body: new URLSearchParams({ action }),
        headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    verify: (reference: string) => send(`/api/conference/payment/verify/${reference}`, { headers }),
    /** A webhook call: the raw body and the signature header (none when null). */
    webhook: (body: string, signature: string | null) =>
      send('/api/conference/payment/webhook', {
        method: 'POST',
        body,
        headers: {
          'Content-Type': 'application/json',
          ...(signature === null ? {} : { [PAYSTACK_SIGNATURE_HEADER]: signature }),
        },
      }),
    /** Registers `email` and opens its payment; the payment's reference. */
    async pendingPayment(
      email = 'ama@example.com',
      data: Record<string, unknown> = {},
    ): Promise<string> {
      expect((await register(registration({ email, ...data }))).status).toBe(201)
      const opened = await initialise(email)
      expect(opened.status).toBe(200)
      return ((await opened.json()) as { reference: string }).reference
    },
  }
}
