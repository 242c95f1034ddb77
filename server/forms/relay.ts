import { ApiError } from '@amrs/shared/api/client'

/**
 * The society API, called by the server on a visitor's behalf when a form was posted without
 * scripts (docs/decisions/0045-interactive-from-first-paint.md). It answers as the browser's
 * client does (`src/api/client.ts`): the parsed body, or an `ApiError` (network, time-out, HTTP
 * status with its body), so the forms' own rules turn it into the same sentences.
 */
export interface SocietyRelay {
  send(
    path: string,
    init: { method: 'GET' | 'POST'; json?: unknown; form?: FormData },
    visitor: Visitor,
  ): Promise<{ status: number; data: unknown }>
}

/** The request the visitor's browser sent, and its connection (for the rate limit's address). */
export interface Visitor {
  request: Request
  env?: object
}

/** Headers of the visitor's request the society API's guards read (origin and fetch metadata). */
const PASSED_ON = ['origin', 'sec-fetch-site', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto']

const RELAY_TIMEOUT_MS = 20_000

/** The local society API in process (the same handlers, guards included, as under /api). */
export function createLocalRelay(
  apiFetch: (request: Request, env?: object) => Response | Promise<Response>,
  siteUrl: string,
): SocietyRelay {
  return {
    async send(path, init, visitor) {
      const headers = new Headers()
      for (const name of PASSED_ON) {
        const value = visitor.request.headers.get(name)
        if (value) headers.set(name, value)
      }
      let body: BodyInit | undefined
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json')
        body = JSON.stringify(init.json)
      } else if (init.form) body = init.form
      const request = new Request(new URL(`/api${path}`, siteUrl), {
        method: init.method,
        headers,
        body,
        signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
      })
      let response: Response
      try {
        response = await apiFetch(request, visitor.env)
      } catch (error) {
        if (error instanceof DOMException && error.name === 'TimeoutError')
          throw new ApiError('TIMEOUT_ERROR', 'The society API did not answer in time')
        throw new ApiError('FETCH_ERROR', 'The society API could not be reached')
      }
      const text = await response.text()
      let data: unknown = text
      try {
        data = text ? JSON.parse(text) : null
      } catch {
        /* not JSON: the text itself */
      }
      if (response.status >= 300)
        throw new ApiError('HTTP_ERROR', `HTTP ${response.status}`, response.status, data)
      return { status: response.status, data }
    },
  }
}
