import { ApiError } from '@amrs/shared/api/client'
import { RateLimiter } from '@amrs/society-api/guards/rate-limit'
import type { SocietyRelay, Visitor } from './relay.ts'

/**
 * The header carrying the visitor's address to the society API. The society API must trust it
 * only on requests from the site's servers (their addresses, or `SOCIETY_API_RELAY_KEY` in
 * `X-Site-Relay-Key`), and ignore it from anyone else (README: Deploy: the Node server).
 */
export const VISITOR_ADDRESS_HEADER = 'X-Site-Visitor-Address'
export const RELAY_KEY_HEADER = 'X-Site-Relay-Key'

/** Shown on the form's page, with what was typed, when the society API is away or failing. */
export const SOCIETY_API_UNAVAILABLE =
  'The society’s service is unavailable at the moment. Nothing was sent: what you typed is kept below, please try again in a few minutes.'

/** Visitors' requests whose relay found the society API down, timing out or answering 5xx. */
const unavailable = new WeakSet<Request>()

/** Whether this form post met a society API that was down (the answer is then a 503 page). */
export function relayUnavailable(request: Request): boolean {
  return unavailable.has(request)
}

export interface HttpRelayOptions {
  /** `VITE_SOCIETY_API_URL`: absolute, without a trailing slash. */
  baseUrl: string
  /** The site's origin: sent as `Origin`, the one origin the society API's CORS allows. */
  siteUrl: string
  timeoutMs: number
  /** The visitor's address (the TCP peer, or behind a trusted proxy its X-Forwarded-For hop). */
  visitorAddress(visitor: Visitor): string
  /** Per address AND e-mail: hundreds of delegates behind one venue address are not one client. */
  rateLimit: { max: number; windowMs: number }
  relayKey?: string | null
  fetch?: typeof fetch
}

function isApiAnswer(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (typeof (data as { detail?: unknown }).detail === 'string' ||
      typeof (data as { message?: unknown }).message === 'string')
  )
}

function emailOf(init: { json?: unknown; form?: FormData }): string {
  const fromJson =
    init.json && typeof init.json === 'object' && 'email' in init.json
      ? (init.json as { email: unknown }).email
      : undefined
  const value = fromJson ?? init.form?.get('email')
  return typeof value === 'string' ? value.trim().toLowerCase() : ''
}

/**
 * The society API over HTTP, server to server (production mode): the same zod contract and
 * paths as the browser's client, a time-out, the visitor's address in one trusted header (its
 * own X-Forwarded-For is never passed on), and the rate limit in front, keyed by address and
 * e-mail. A network failure, a time-out or a 5xx that is not the API's own answer marks the visitor's request unavailable.
 */
export function createHttpRelay(options: HttpRelayOptions): SocietyRelay {
  const limiter = new RateLimiter(options.rateLimit)
  const doFetch = options.fetch ?? fetch
  return {
    async send(path, init, visitor) {
      const address = options.visitorAddress(visitor)
      const retryAfter = limiter.take(`${path}\0${address}\0${emailOf(init)}`)
      if (retryAfter !== null)
        throw new ApiError('HTTP_ERROR', 'HTTP 429', 429, {
          detail: `Too many requests. Please try again in ${retryAfter} seconds.`,
        })
      const headers = new Headers({ Origin: options.siteUrl, Accept: 'application/json' })
      headers.set(VISITOR_ADDRESS_HEADER, address)
      if (options.relayKey) headers.set(RELAY_KEY_HEADER, options.relayKey)
      const agent = visitor.request.headers.get('user-agent')
      if (agent) headers.set('User-Agent', agent)
      let body: BodyInit | undefined
      if (init.json !== undefined) {
        headers.set('Content-Type', 'application/json')
        body = JSON.stringify(init.json)
      } else if (init.form) body = init.form
      let response: Response
      let text: string
      try {
        response = await doFetch(`${options.baseUrl}${path}`, {
          method: init.method,
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs),
        })
        text = await response.text()
      } catch (error) {
        unavailable.add(visitor.request)
        if (error instanceof DOMException && error.name === 'TimeoutError')
          throw new ApiError('TIMEOUT_ERROR', 'The society API did not answer in time')
        throw new ApiError('FETCH_ERROR', 'The society API could not be reached')
      }
      let data: unknown = text
      try {
        data = text ? JSON.parse(text) : null
      } catch {
        /* not JSON: the text itself */
      }
      // A 5xx that is the API's own answer (`detail`/`message`, e.g. an unknown payment
      // reference, docs/decisions/0020) is shown as such; anything else means it is failing.
      if (response.status >= 500 && !isApiAnswer(data)) unavailable.add(visitor.request)
      if (response.status >= 300)
        throw new ApiError('HTTP_ERROR', `HTTP ${response.status}`, response.status, data)
      return { status: response.status, data }
    },
  }
}
