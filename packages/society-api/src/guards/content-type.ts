import type { MiddlewareHandler } from 'hono'
import { jsonResponse } from '../http/json-response.ts'

/** The media type of a Content-Type header (`application/json; charset=utf-8` → `application/json`). */
const mediaType = (header: string | undefined) =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? ''

/**
 * A body only in the one format the route reads (docs/decisions/0009): JSON routes take
 * `application/json`, registration `multipart/form-data`, the checkout its HTML form. Anything
 * else (`text/plain` — the type a cross-site form can send without asking — included) is 415.
 */
export function requireContentType(expected: string): MiddlewareHandler {
  return async (c, next) => {
    if (mediaType(c.req.header('content-type')) === expected) return next()
    return jsonResponse({ detail: `Send the request body as ${expected}.` }, 415, {
      Accept: expected,
    })
  }
}
