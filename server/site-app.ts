import { Hono } from 'hono'
import { CLIENT_ERRORS_PATH, type ClientErrorReport } from '@amrs/shared/client-errors'
import { FORMS_PREFIX } from '@amrs/shared/forms'
import { createClientErrorRoutes } from './client-errors.ts'
import type { ServerConfig } from './server-config.ts'
import { PREVIEW_PREFIX, type Preview } from './preview/index.ts'
import { securityHeaders } from './security-headers.ts'
import { looksLikeFile } from './static.ts'

type Handler = (request: Request, env?: object) => Response | Promise<Response>

/**
 * The site's front door in both modes: security headers, then the mode's own routes (local:
 * lake, /api, checkout; production: /healthz), the browsers' error reports, preview's routes,
 * the forms posted without scripts, a built file, else a page: in preview (a valid preview
 * cookie) rendered from drafts, otherwise the public page.
 */
export function createSiteApp(
  config: ServerConfig,
  parts: {
    /** Paths answered before everything else, by path prefix. */
    routes: Array<{ prefixes: string[]; fetch: Handler }>
    forms: Handler
    serveStatic: (request: Request) => Promise<Response | null>
    servePage: (request: Request) => Promise<Response>
    /** Draft preview, when the server has a read token for drafts (server/preview). */
    preview?: Preview | null
    /** Where browsers' error reports go (the server's log by default; server/client-errors.ts). */
    logClientError?: (report: ClientErrorReport) => void
  },
): Hono {
  const clientErrors = createClientErrorRoutes({
    origins: [config.siteUrl, ...config.allowedOrigins],
    ...(parts.logClientError ? { log: parts.logClientError } : {}),
  })
  const app = new Hono()
  app.use('*', securityHeaders(config))
  app.all('*', async (c) => {
    const { pathname } = new URL(c.req.url)
    const env = c.env as object | undefined
    for (const route of parts.routes)
      if (route.prefixes.some((p) => pathname.startsWith(p))) return route.fetch(c.req.raw, env)
    if (pathname === CLIENT_ERRORS_PATH) return clientErrors.fetch(c.req.raw, env)
    const { preview } = parts
    if (pathname.startsWith(PREVIEW_PREFIX))
      return preview
        ? preview.fetch(c.req.raw)
        : c.text(
            'Preview is not set up on this server: it needs a read token for drafts (LAKE_READ_TOKEN locally, SANITY_API_READ_TOKEN in production mode).',
            404,
            { 'Cache-Control': 'no-store' },
          )
    if (pathname.startsWith(FORMS_PREFIX)) return parts.forms(c.req.raw, env)
    const file = await parts.serveStatic(c.req.raw)
    if (file) return file
    // Feeds and other generated files are the same in preview.
    if (preview?.isOn(c.req.raw) && !looksLikeFile(pathname)) return preview.servePage(c.req.raw)
    return parts.servePage(c.req.raw)
  })
  app.onError((error, c) => {
    console.error('[server]', error)
    return c.json({ error: 'Internal Server Error' }, 500)
  })
  return app
}
