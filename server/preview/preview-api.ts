import { Hono, type Context } from 'hono'
import { bodyLimit } from '@amrs/shared/node/body-limit'

/**
 * Sends a request to the content API (the local lake's routes, or the Sanity project's API) with
 * the server's read token added. The path starts with `/v{apiVersion}/data/…`.
 */
export type PreviewUpstream = (path: string, init: RequestInit) => Promise<Response>

/** The request's options with `Authorization: Bearer <token>` added (server to content API only). */
export function withReadToken(init: RequestInit, token: string): RequestInit {
  const headers = new Headers(init.headers)
  headers.set('Authorization', `Bearer ${token}`)
  return { ...init, headers }
}

/** The largest query body the browser may send (the lake's own limit). */
const MAX_BODY_BYTES = 256 * 1024
const VERSION = '/:version{v[0-9X][0-9-]*}'
/** What a browser query may carry on to the content API: the query, its `$params` and the
 *  live event it follows. The perspective is always drafts; nothing else passes. */
const PASSED_PARAMS = /^(query|lastLiveEventId|tag|\$\w+)$/

const noStore = { 'Cache-Control': 'no-store' }

/** The upstream answer with only its status, type and body: no cookie, no cache validator. */
function relay(upstream: Response): Response {
  return new Response(upstream.body, {
    status: upstream.status,
    headers: {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/json; charset=utf-8',
      ...noStore,
    },
  })
}

function unreachable(error: unknown): Response {
  console.error('[preview] content API unreachable:', error)
  return Response.json(
    { error: { description: 'The content service could not be reached' } },
    { status: 502, headers: noStore },
  )
}

/**
 * The browser's content API in preview (`/preview/api/v…/data/…`, same origin), shaped like
 * Sanity's so the page's own `@sanity/client` uses it unchanged: queries are answered with the
 * drafts perspective and live events include drafts, both read with the server's token, which
 * never leaves the server. Only the site's dataset is reachable; the caller has checked the
 * preview cookie.
 */
export function createPreviewApi(options: { dataset: string; upstream: PreviewUpstream }): Hono {
  const app = new Hono()
  const datasetOk = (c: Context) => c.req.param('dataset') === options.dataset

  const query = async (c: Context, init: RequestInit, search: URLSearchParams) => {
    if (!datasetOk(c)) return Response.json({ error: 'Unknown dataset' }, { status: 404 })
    search.set('perspective', 'drafts')
    search.set('returnQuery', 'false')
    const path = `/${c.req.param('version')}/data/query/${options.dataset}?${search}`
    try {
      return relay(await options.upstream(path, { ...init, signal: c.req.raw.signal }))
    } catch (error) {
      return unreachable(error)
    }
  }

  app.get(`${VERSION}/data/query/:dataset`, (c) => {
    const search = new URLSearchParams()
    for (const [key, value] of new URL(c.req.url).searchParams)
      if (PASSED_PARAMS.test(key)) search.append(key, value)
    return query(c, { method: 'GET' }, search)
  })

  app.post(
    `${VERSION}/data/query/:dataset`,
    bodyLimit(MAX_BODY_BYTES, (_c, headers) =>
      Response.json({ error: 'Request body too large' }, { status: 413, headers }),
    ),
    async (c) => {
      let body: { query?: unknown; params?: unknown }
      try {
        body = (await c.req.json()) as typeof body
      } catch {
        return Response.json({ error: 'Body is not valid JSON' }, { status: 400, headers: noStore })
      }
      const search = new URLSearchParams()
      const lastLiveEventId = new URL(c.req.url).searchParams.get('lastLiveEventId')
      if (lastLiveEventId) search.set('lastLiveEventId', lastLiveEventId)
      return query(
        c,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ query: body.query, params: body.params ?? {} }),
        },
        search,
      )
    },
  )

  // Live events with drafts: a stream the page's live updates follow, as they follow the
  // public one (an edit saved as a draft refetches the queries it concerns).
  app.get(`${VERSION}/data/live/events/:dataset`, async (c) => {
    if (!datasetOk(c)) return Response.json({ error: 'Unknown dataset' }, { status: 404 })
    const headers: Record<string, string> = { Accept: 'text/event-stream' }
    const lastEventId = c.req.header('last-event-id')
    if (lastEventId) headers['Last-Event-ID'] = lastEventId
    const path = `/${c.req.param('version')}/data/live/events/${options.dataset}?includeDrafts=true`
    try {
      return relay(await options.upstream(path, { headers, signal: c.req.raw.signal }))
    } catch (error) {
      return unreachable(error)
    }
  })

  // `@sanity/client` asks this after a dropped live connection; same origin, so always allowed.
  app.get(`${VERSION}/check/cors`, () =>
    Response.json({ result: { allowed: true, withCredentials: true } }, { headers: noStore }),
  )

  app.all('*', () => Response.json({ error: 'Not found' }, { status: 404, headers: noStore }))
  return app
}
