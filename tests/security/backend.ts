import { Hono } from 'hono'
import { readConfig } from '#server/config'
import { securityHeaders } from '#server/security-headers'
import type { TestDeps } from '@amrs/society-api/test-deps.test-utils'
import { serviceApp } from '@amrs/society-api/test-client.test-utils'

/** The backend as the local server mounts it: security headers, /api, /_paystack and /checkout. */
export function backend(deps: TestDeps): Hono {
  const app = new Hono()
  app.use('*', securityHeaders(readConfig({ SITE_URL: deps.config.siteUrl })))
  app.route('/', serviceApp(deps))
  return app
}
