import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/**
 * The address a request came from: the TCP peer, or — behind one trusted reverse proxy
 * (`TRUST_PROXY=1`) — the last X-Forwarded-For hop, which that proxy appended.
 * Requests handed to the app without a socket (unit tests) count as one client, "local".
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hop = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (hop) return hop
  }
  const env: unknown = c.env
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return 'local'
  return getConnInfo(c).remote.address ?? 'local'
}
