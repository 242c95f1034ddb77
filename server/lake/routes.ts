import { readFile } from 'node:fs/promises'
import { Hono } from 'hono'
import { sanityError } from '../http-errors.ts'
import type { DatasetStore } from './dataset.ts'
import { listenResponse } from './listen.ts'
import { paramsFromSearch } from './params.ts'
import { applyPerspective, isPerspective, QueryError, runQuery } from './query.ts'

/** Longest query string we evaluate (Sanity's own GET limit is about 11 kB; POST is for more). */
export const MAX_QUERY_LENGTH = 16 * 1024
export const MAX_POST_BYTES = 256 * 1024

/** The local content lake: Sanity-compatible query, listen and image endpoints. */
export function createLakeRoutes(store: DatasetStore): Hono {
  const app = new Hono()

  const answer = async (
    dataset: string,
    query: unknown,
    params: Record<string, unknown>,
    perspective: string | null,
  ) => {
    if (!store.has(dataset)) return sanityError(404, `Dataset "${dataset}" not found`)
    if (typeof query !== 'string' || !query.trim()) return sanityError(400, 'Missing query')
    if (query.length > MAX_QUERY_LENGTH) return sanityError(413, 'Query too large')
    const view = perspective ?? 'published'
    if (!isPerspective(view)) return sanityError(400, `Unknown perspective "${view}"`)
    const started = performance.now()
    try {
      const result = await runQuery(applyPerspective(store.documents(dataset), view), query, params)
      return Response.json({ query, result, ms: Math.round(performance.now() - started) })
    } catch (error) {
      if (error instanceof QueryError) return sanityError(400, error.message)
      throw error
    }
  }

  app.get('/:version{v[0-9X][0-9-]*}/data/query/:dataset', async (c) => {
    const url = new URL(c.req.url)
    if (url.search.length > MAX_QUERY_LENGTH * 3)
      return sanityError(414, 'Query string too long; use POST')
    let params: Record<string, unknown>
    try {
      params = paramsFromSearch(url.searchParams)
    } catch (error) {
      return sanityError(400, (error as Error).message)
    }
    return answer(
      c.req.param('dataset'),
      url.searchParams.get('query'),
      params,
      url.searchParams.get('perspective'),
    )
  })

  app.post('/:version{v[0-9X][0-9-]*}/data/query/:dataset', async (c) => {
    const length = Number(c.req.header('content-length') ?? 0)
    if (length > MAX_POST_BYTES) return sanityError(413, 'Request body too large')
    const text = await c.req.text()
    if (text.length > MAX_POST_BYTES) return sanityError(413, 'Request body too large')
    let body: { query?: unknown; params?: unknown; perspective?: unknown }
    try {
      body = JSON.parse(text)
    } catch {
      return sanityError(400, 'Body is not valid JSON')
    }
    const params =
      body.params && typeof body.params === 'object' ? (body.params as Record<string, unknown>) : {}
    const url = new URL(c.req.url)
    const perspective =
      typeof body.perspective === 'string' ? body.perspective : url.searchParams.get('perspective')
    return answer(c.req.param('dataset'), body.query, params, perspective)
  })

  app.get('/:version{v[0-9X][0-9-]*}/data/listen/:dataset', (c) => {
    const dataset = c.req.param('dataset')
    if (!store.has(dataset)) return sanityError(404, `Dataset "${dataset}" not found`)
    const url = new URL(c.req.url)
    const query = url.searchParams.get('query') ?? '*'
    if (query.length > MAX_QUERY_LENGTH) return sanityError(413, 'Query too large')
    let params: Record<string, unknown>
    try {
      params = paramsFromSearch(url.searchParams)
    } catch (error) {
      return sanityError(400, (error as Error).message)
    }
    return listenResponse(store, dataset, query, params, c.req.raw.signal)
  })

  // Sanity answers CORS checks for the live API; same origin here, so always allowed.
  app.get('/:version{v[0-9X][0-9-]*}/check/cors', (c) => c.json({ result: { allowed: true } }))

  app.get('/images/:projectId/:dataset/:file', async (c) => {
    const asset = store.asset(c.req.param('dataset'), c.req.param('file'))
    if (!asset) return sanityError(404, 'Image not found')
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
