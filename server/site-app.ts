import { Hono } from 'hono'
import { FORMS_PREFIX } from '@amrs/shared/forms'
import type { ServerConfig } from './config.ts'
import { securityHeaders } from './security-headers.ts'

type Handler = (request: Request, env?: object) => Response | Promise<Response>

/**
 * The site's front door in both modes: security headers, then the mode's own routes (local:
 * lake, /api, checkout; production: /healthz), the forms posted without scripts, a built file,
 * else a page.
 */
export function createSiteApp(
  config: ServerConfig,
  parts: {
    /** Paths answered before everything else, by path prefix. */
    routes: Array<{ prefixes: string[]; fetch: Handler }>
    forms: Handler
    serveStatic: (request: Request) => Promise<Response | null>
    servePage: (request: Request) => Promise<Response>
  },
): Hono {
  const app = new Hono()
  app.use('*', securityHeaders(config))
  app.all('*', async (c) => {
    const { pathname } = new URL(c.req.url)
    const env = c.env as object | undefined
    for (const route of parts.routes)
      if (route.prefixes.some((p) => pathname.startsWith(p))) return route.fetch(c.req.raw, env)
    if (pathname.startsWith(FORMS_PREFIX)) return parts.forms(c.req.raw, env)
    return (await parts.serveStatic(c.req.raw)) ?? parts.servePage(c.req.raw)
  })
  app.onError((error, c) => {
    console.error('[server]', error)
    return c.json({ error: 'Internal Server Error' }, 500)
  })
  return app
}
