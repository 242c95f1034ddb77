import { Hono } from 'hono'
import {
  CLIENT_ERROR_BODY_LIMIT,
  CLIENT_ERRORS_PATH,
  readClientErrorReport,
  type ClientErrorReport,
} from '@amrs/shared/client-errors'
import { notFoundRoute, routeTable } from '@amrs/shared/routes'
import { sameOriginOnly } from '@amrs/society-api/guards/same-origin'
import { bodyLimit } from '@amrs/shared/node/body-limit'

export interface ClientErrorOptions {
  /** Origins whose pages may report (the site's own). */
  origins: readonly string[]
  /** Where a report goes: the server's log by default. */
  log?: (report: ClientErrorReport) => void
  /** Reports taken per window, from all browsers together (the log's protection). */
  max?: number
  windowMs?: number
  now?: () => number
}

const ROUTE_IDS = new Set([...routeTable.map((row) => row.id), notFoundRoute.id])

/** One line in the server's log: what failed, where, in which build. Nothing about the visitor. */
export const logClientError = (report: ClientErrorReport) =>
  console.warn(`[client-error] ${JSON.stringify(report)}`)

/**
 * `POST /client-errors`: an error that reached an error boundary in a visitor's browser
 * (`@amrs/shared/client-errors`; src/lib/report-error.ts sends it). Same origin only, JSON of at
 * most 4 KB, read again with the shared rules (no address, query string or form value is kept),
 * and at most `max` reports a minute in all: beyond that the server answers 429 and logs nothing.
 * The visitor's address, headers and cookies are never logged.
 */
export function createClientErrorRoutes(options: ClientErrorOptions): Hono {
  const { log = logClientError, max = 60, windowMs = 60_000, now = Date.now } = options
  let window = { start: now(), count: 0 }
  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  app.use('*', bodyLimit(CLIENT_ERROR_BODY_LIMIT))
  app.use('*', sameOriginOnly(options.origins))
  app.post(CLIENT_ERRORS_PATH, async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
    if (type !== 'application/json') return c.json({ detail: 'Send a JSON report.' }, 415)
    const at = now()
    if (at - window.start >= windowMs) window = { start: at, count: 0 }
    if (++window.count > max) {
      const retryAfter = Math.max(1, Math.ceil((window.start + windowMs - at) / 1000))
      return c.json({ detail: 'Too many reports.' }, 429, { 'Retry-After': String(retryAfter) })
    }
    const report = readClientErrorReport(await c.req.json().catch(() => null), ROUTE_IDS)
    if (!report) return c.json({ detail: 'Not an error report.' }, 422)
    log(report)
    return c.body(null, 204)
  })
  app.all(CLIENT_ERRORS_PATH, (c) => c.json({ detail: 'POST a report.' }, 405, { Allow: 'POST' }))
  return app
}
