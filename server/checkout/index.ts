import { Hono } from 'hono'
import type { ApiDeps } from '../deps.ts'

/** The local stand-in for the card-payment provider's hosted checkout (registration issue). */
export function createCheckout(_deps: ApiDeps): Hono {
  return new Hono()
}
