import type { MiddlewareHandler } from 'hono'
import { jsonResponse } from '../http/json-response.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * State-changing requests only from our own pages (docs/decisions/0009-api-request-guards.md).
 * The rule is Go's `http.CrossOriginProtection`:
 * 1. an `Origin` on the trusted list (the site's public origin, `API_ALLOWED_ORIGINS`) passes;
 * 2. else a browser's `Sec-Fetch-Site` decides: only `same-origin` (or `none`, typed by the user);
 * 3. else, without `Origin` either, the caller is not a browser (curl, a server, a test client):
 *    it passes — cross-site forgery needs a victim's browser, and every browser since 2020 sends
 *    `Sec-Fetch-Site` or `Origin` on a POST;
 * 4. else (an old browser) the `Origin` must name the host the request was sent to.
 */
export function sameOriginOnly(trustedOrigins: readonly string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins)
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    const origin = c.req.header('origin')
    if (origin && trusted.has(origin)) return next()
    const site = c.req.header('sec-fetch-site')
    if (site) return site === 'same-origin' || site === 'none' ? next() : refuse()
    if (!origin) return next()
    return hostOf(origin) === (c.req.header('host') ?? new URL(c.req.url).host) ? next() : refuse()
  }
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host || null // "null" (sandboxed pages, data: URLs) is no host
  } catch {
    return null
  }
}

const refuse = () => jsonResponse({ detail: 'Cross-site requests are not accepted.' }, 403)
