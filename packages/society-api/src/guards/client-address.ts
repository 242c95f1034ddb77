import { timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/** Headers the site's server sends with a form it relays (docs/deploy-node-server.md, Forms). */
export const VISITOR_ADDRESS_HEADER = 'x-site-visitor-address'
export const RELAY_KEY_HEADER = 'x-site-relay-key'

export interface AddressOptions {
  trustProxy: boolean
  /** `SOCIETY_API_RELAY_KEY`: with it, the site's server may name the visitor's address. */
  relayKey: string | null
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The address a request came from: for a form the site's server relays with the relay key, the
 * visitor's address it names; behind one trusted reverse proxy (`TRUST_PROXY=1`) the last
 * X-Forwarded-For hop, which that proxy appended; else the TCP peer. Requests handed to the app
 * without a socket (unit tests) count as one client, "local".
 */
export function clientAddress(c: Context, opts: AddressOptions): string {
  if (opts.relayKey) {
    const key = c.req.header(RELAY_KEY_HEADER)
    const visitor = c.req.header(VISITOR_ADDRESS_HEADER)?.trim()
    if (key && visitor && sameSecret(key, opts.relayKey)) return visitor
  }
  if (opts.trustProxy) {
    const hop = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (hop) return hop
  }
  const env: unknown = c.env
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return 'local'
  return getConnInfo(c).remote.address ?? 'local'
}
