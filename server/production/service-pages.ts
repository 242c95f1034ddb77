import { MY_PATH } from '@amrs/society-api/my-registration/paths'
import { RELAY_KEY_HEADER, VISITOR_ADDRESS_HEADER } from '../forms/http-relay.ts'
import type { Visitor } from '../forms/relay.ts'

/**
 * The society API's pages that live on the site's origin (docs/decisions/0103): My registration
 * (its sign-in links and session cookie are the site's) and `/verify/<code>` (printed on letters
 * and certificates as SITE_URL/verify/…). The production site passes them to the service as it
 * relays forms, so what the documents print answers in every deployment.
 */
export const SERVICE_PAGE_PREFIXES = [MY_PATH, '/verify/'] as const

/** Request headers a page needs; anything else (hop-by-hop, the visitor's own X-Forwarded-For) stays here. */
const PASSED_ON = [
  'accept',
  'accept-language',
  'content-type',
  'cookie',
  'if-none-match',
  'origin',
  'referer',
  'user-agent',
]
/** Answer headers not passed back: the connection's own, and what this server sets itself. */
const KEPT_BACK = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
])

export interface ServicePagesOptions {
  /** `VITE_SOCIETY_API_URL` (…/api): the service's pages hang from the same base, without `/api`. */
  societyApiUrl: string
  timeoutMs: number
  visitorAddress(visitor: Visitor): string
  relayKey?: string | null
  fetch?: typeof fetch
}

/** The handler for SERVICE_PAGE_PREFIXES: the same path and query on the service, the answer back. */
export function createServicePages(options: ServicePagesOptions) {
  const base = options.societyApiUrl.replace(/\/api$/, '')
  const doFetch = options.fetch ?? fetch
  return async (request: Request, env?: object): Promise<Response> => {
    const url = new URL(request.url)
    const headers = new Headers()
    for (const name of PASSED_ON) {
      const value = request.headers.get(name)
      if (value !== null) headers.set(name, value)
    }
    headers.set(VISITOR_ADDRESS_HEADER, options.visitorAddress({ request, env }))
    if (options.relayKey) headers.set(RELAY_KEY_HEADER, options.relayKey)
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    let answer: Response
    try {
      answer = await doFetch(`${base}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: hasBody ? await request.arrayBuffer() : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch {
      return new Response(
        'The society’s service is unavailable at the moment. Please try again in a few minutes.',
        {
          status: 503,
          headers: {
            'Content-Type': 'text/plain; charset=utf-8',
            'Cache-Control': 'no-store',
            'Retry-After': '60',
          },
        },
      )
    }
    const back = new Headers()
    answer.headers.forEach((value, name) => {
      if (!KEPT_BACK.has(name) && name !== 'set-cookie') back.set(name, value)
    })
    for (const cookie of answer.headers.getSetCookie()) back.append('set-cookie', cookie)
    return new Response(answer.body, { status: answer.status, headers: back })
  }
}
