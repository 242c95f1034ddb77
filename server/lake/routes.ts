import { readFile } from 'node:fs/promises'
import { Hono, type Context } from 'hono'
import { bodyLimit } from '@amrs/shared/node/body-limit'
import { AnswerMemo } from './answer-memo.ts'
import { authorizePerspective, hasReadToken } from './auth.ts'
import type { LocalLake } from './engine.ts'
import { LakeError } from './errors.ts'
import {
  etagMatches,
  PRIVATE_CACHE_HEADERS,
  PUBLIC_CACHE_HEADERS,
  queryEtag,
} from './http-cache.ts'
import { checkQueryLimits, checkQuerySize, MAX_POST_BYTES, MAX_QUERY_LENGTH } from './limits.ts'
import { listenResponse } from './listen.ts'
import { paramsFromSearch } from './params.ts'
import { isPerspective } from './query.ts'

export { MAX_POST_BYTES, MAX_QUERY_LENGTH }

const VERSION = '/:version{v[0-9X][0-9-]*}'

interface QueryInput {
  /** Set for GET: the URL the finished answer is remembered by. */
  memoUrl?: string
  dataset: string
  query: unknown
  params: Record<string, unknown>
  perspective: string | null
  lastLiveEventId: string | null
  returnQuery: boolean
}

/**
 * The local content lake over HTTP, shaped like Sanity's API: query (GET and POST, with
 * `syncTags`, ETag/304 and CDN caching headers), mutations with the write token, the Live
 * Content API's event stream, the listen API and image files.
 */
export function createLakeRoutes(lake: LocalLake): Hono {
  const app = new Hono()
  const memo = new AnswerMemo()
  const encoder = new TextEncoder()

  const jsonHeaders = (etag: string, cache: string, cacheHeaders: Record<string, string>) => ({
    'Content-Type': 'application/json; charset=utf-8',
    ETag: etag,
    'X-Lake-Cache': cache,
    ...cacheHeaders,
  })

  async function answerQuery(c: Context, input: QueryInput): Promise<Response> {
    try {
      if (!lake.store.has(input.dataset))
        throw new LakeError(404, `Dataset "${input.dataset}" not found`)
      const perspective = input.perspective ?? 'published'
      if (!isPerspective(perspective))
        throw new LakeError(400, `Unknown perspective "${perspective}"`)
      authorizePerspective(
        perspective,
        c.req.header('authorization'),
        lake.config.readToken,
        lake.config.writeToken,
      )
      // The nesting cap is checked by the engine before it evaluates (not on cache hits).
      const query = checkQuerySize(input.query)
      const cacheHeaders =
        perspective === 'published' ? PUBLIC_CACHE_HEADERS : PRIVATE_CACHE_HEADERS
      const request = { ...input, query, perspective }
      const revision = lake.revision(input.dataset)
      const current = queryEtag(revision, request)
      if (!input.lastLiveEventId && etagMatches(c.req.header('if-none-match'), current))
        return new Response(null, { status: 304, headers: { ETag: current, ...cacheHeaders } })
      const answer = await lake.answer({
        dataset: input.dataset,
        query,
        params: input.params,
        perspective,
        ...(input.lastLiveEventId ? { lastLiveEventId: input.lastLiveEventId } : {}),
      })
      const head = input.returnQuery ? `"query":${JSON.stringify(query)},` : ''
      const body = encoder.encode(
        `{${head}"result":${answer.json},"syncTags":${JSON.stringify(answer.syncTags)},"ms":${answer.ms}}`,
      )
      const etag = answer.revision === revision ? current : queryEtag(answer.revision, request)
      if (input.memoUrl && perspective === 'published' && !input.lastLiveEventId)
        memo.set(input.memoUrl, { dataset: input.dataset, revision: answer.revision, etag, body })
      return new Response(body, { headers: jsonHeaders(etag, answer.cache, cacheHeaders) })
    } catch (error) {
      if (error instanceof LakeError) return error.toResponse()
      throw error
    }
  }

  app.get(`${VERSION}/data/query/:dataset`, (c) => {
    const remembered = memo.get(c.req.url, lake.revision)
    if (remembered) {
      if (etagMatches(c.req.header('if-none-match'), remembered.etag))
        return new Response(null, {
          status: 304,
          headers: { ETag: remembered.etag, ...PUBLIC_CACHE_HEADERS },
        })
      return new Response(remembered.body, {
        headers: jsonHeaders(remembered.etag, 'hit', PUBLIC_CACHE_HEADERS),
      })
    }
    const url = new URL(c.req.url)
    if (url.search.length > MAX_QUERY_LENGTH * 3)
      return new LakeError(414, 'Query string too long; use POST').toResponse()
    let params: Record<string, unknown>
    try {
      params = paramsFromSearch(url.searchParams)
    } catch (error) {
      return new LakeError(400, (error as Error).message).toResponse()
    }
    return answerQuery(c, {
      memoUrl: c.req.url,
      dataset: c.req.param('dataset'),
      query: url.searchParams.get('query'),
      params,
      perspective: url.searchParams.get('perspective'),
      lastLiveEventId: url.searchParams.get('lastLiveEventId'),
      returnQuery: url.searchParams.get('returnQuery') !== 'false',
    })
  })

  // The shared body limit counts a chunked body as it streams and stops at the limit.
  const postLimit = bodyLimit(MAX_POST_BYTES, (_c, headers, max) =>
    new LakeError(413, `Request body over ${max} bytes`).toResponse(headers),
  )

  app.post(`${VERSION}/data/query/:dataset`, postLimit, async (c) => {
    const text = await c.req.text()
    let body: { query?: unknown; params?: unknown; perspective?: unknown }
    try {
      body = JSON.parse(text) as typeof body
    } catch {
      return new LakeError(400, 'Body is not valid JSON').toResponse()
    }
    if (!body || typeof body !== 'object')
      return new LakeError(400, 'Body must be a JSON object').toResponse()
    const url = new URL(c.req.url)
    const params =
      body.params && typeof body.params === 'object' && !Array.isArray(body.params)
        ? (body.params as Record<string, unknown>)
        : {}
    return answerQuery(c, {
      dataset: c.req.param('dataset'),
      query: body.query,
      params,
      perspective:
        typeof body.perspective === 'string'
          ? body.perspective
          : url.searchParams.get('perspective'),
      lastLiveEventId: url.searchParams.get('lastLiveEventId'),
      returnQuery: url.searchParams.get('returnQuery') !== 'false',
    })
  })

  // Sanity's mutation API (docs/decisions/0085): the write token only; all or nothing.
  app.post(`${VERSION}/data/mutate/:dataset`, postLimit, async (c) => {
    try {
      if (!hasReadToken(c.req.header('authorization'), lake.config.writeToken))
        throw new LakeError(401, 'Writes need a token with write access', 'unauthorizedError')
      const dataset = c.req.param('dataset')
      if (!lake.store.has(dataset)) throw new LakeError(404, `Dataset "${dataset}" not found`)
      let body: { mutations?: unknown }
      try {
        body = JSON.parse(await c.req.text()) as typeof body
      } catch {
        throw new LakeError(400, 'Body is not valid JSON')
      }
      const { transactionId, results } = await lake.store.mutate(dataset, body?.mutations)
      const url = new URL(c.req.url)
      const ids = url.searchParams.get('returnIds') === 'true'
      return Response.json(
        {
          transactionId,
          results,
          ...(ids ? { documentIds: results.map((r) => r.id) } : {}),
        },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      if (error instanceof LakeError) return error.toResponse()
      throw error
    }
  })

  // Sanity's Live Content API: server-sent events with the sync tags that became invalid.
  app.get(`${VERSION}/data/live/events/:dataset`, (c) => {
    const dataset = c.req.param('dataset')
    if (!lake.store.has(dataset))
      return new LakeError(404, `Dataset "${dataset}" not found`).toResponse()
    const accept = c.req.header('accept')
    if (accept && !/text\/event-stream|\*\/\*/.test(accept))
      return new LakeError(406, 'The live events API answers text/event-stream only').toResponse()
    const url = new URL(c.req.url)
    if (
      url.searchParams.get('includeDrafts') === 'true' &&
      !hasReadToken(c.req.header('authorization'), lake.config.readToken)
    )
      return new LakeError(401, 'includeDrafts needs a token', 'unauthorizedError').toResponse()
    const lastEventId = c.req.header('last-event-id') ?? url.searchParams.get('lastLiveEventId')
    return lake.live.open(dataset, lastEventId || null, c.req.raw.signal)
  })

  app.get(`${VERSION}/data/listen/:dataset`, (c) => {
    const dataset = c.req.param('dataset')
    if (!lake.store.has(dataset))
      return new LakeError(404, `Dataset "${dataset}" not found`).toResponse()
    const url = new URL(c.req.url)
    let query: string
    let params: Record<string, unknown>
    try {
      query = checkQueryLimits(url.searchParams.get('query') ?? '*')
      params = paramsFromSearch(url.searchParams)
    } catch (error) {
      if (error instanceof LakeError) return error.toResponse()
      return new LakeError(400, (error as Error).message).toResponse()
    }
    return listenResponse(lake.store, dataset, query, params, c.req.raw.signal)
  })

  // Sanity answers CORS checks for the live API; same origin here, so always allowed.
  app.get(`${VERSION}/check/cors`, (c) => c.json({ result: { allowed: true } }))

  app.get('/images/:projectId/:dataset/:file', async (c) => {
    const asset = lake.store.asset(c.req.param('dataset'), c.req.param('file'))
    if (!asset) return new LakeError(404, 'Image not found').toResponse()
    const bytes = await readFile(asset.filePath)
    return new Response(bytes, {
      headers: {
        'Content-Type': asset.mimeType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    })
  })

  return app
}
