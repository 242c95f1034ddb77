import type { Context, MiddlewareHandler } from 'hono'
import { every } from 'hono/combine'
import type { SocietyConfig } from '../config.ts'
import { clientAddress } from './client-address.ts'
import { requireContentType } from './content-type.ts'
import { rateLimit, RateLimiter } from './rate-limit.ts'
import { sameOriginOnly } from './same-origin.ts'

/** Endpoint groups that share one rate-limit budget per client. */
export type EndpointGroup = 'membership' | 'newsletter' | 'registration' | 'payment' | 'receipt'

export interface Guards {
  /** Rate limit, same-origin check and the one accepted body type, in that order. */
  write(group: EndpointGroup, contentType: string): MiddlewareHandler
  /** Rate limit only (payment verification polls, webhooks, receipts). */
  read(group: EndpointGroup): MiddlewareHandler
}

/** The request guards, configured once per app (docs/decisions/0009-api-request-guards.md). */
export function createGuards(config: SocietyConfig): Guards {
  const limiters = new Map<EndpointGroup, MiddlewareHandler>()
  const client = (c: Context) => clientAddress(c, config)
  const limit = (group: EndpointGroup) => {
    let middleware = limiters.get(group)
    if (!middleware) {
      middleware = rateLimit(new RateLimiter(config.rateLimit), client)
      limiters.set(group, middleware)
    }
    return middleware
  }
  const sameOrigin = sameOriginOnly([config.siteUrl, ...config.allowedOrigins])
  return {
    write: (group, contentType) => every(limit(group), sameOrigin, requireContentType(contentType)),
    read: (group) => limit(group),
  }
}
