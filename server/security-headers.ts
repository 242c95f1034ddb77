import type { MiddlewareHandler } from 'hono'
import type { ServerConfig } from './config.ts'

export function contentSecurityPolicy(config: ServerConfig): string {
  const connect = ["'self'", ...config.extraConnectOrigins].join(' ')
  const img = ["'self'", 'data:', 'blob:', ...config.extraImageOrigins].join(' ')
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${img}`,
    "font-src 'self'",
    `connect-src ${connect}`,
    `frame-src ${config.mapOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')
}

/** Security headers on every response (DESIGN §6). HSTS only when the request came over https. */
export function securityHeaders(config: ServerConfig): MiddlewareHandler {
  const csp = contentSecurityPolicy(config)
  return async (c, next) => {
    await next()
    const h = c.res.headers
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', csp)
    h.set('X-Content-Type-Options', 'nosniff')
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    h.set('X-Frame-Options', 'DENY')
    h.set('Cross-Origin-Opener-Policy', 'same-origin')
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
    const https =
      new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https'
    if (https) h.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  }
}
