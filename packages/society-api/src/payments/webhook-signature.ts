import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header Paystack signs its webhooks in. */
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature'

/**
 * Paystack's webhook signature: the HMAC-SHA512 of the raw request body under the secret key,
 * in hex (https://paystack.com/docs/payments/webhooks/#verify-event-origin).
 */
export function signPaystackBody(body: string | Uint8Array, secretKey: string): string {
  return createHmac('sha512', secretKey).update(body).digest('hex')
}

/**
 * Whether `signature` is the body's signature, compared in constant time. Checked over the exact
 * bytes received: a body parsed and serialised again may differ, and then nothing matches.
 */
export function isPaystackSignature(
  body: Uint8Array,
  signature: string | undefined | null,
  secretKey: string,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false
  const expected = createHmac('sha512', secretKey).update(body).digest()
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}
