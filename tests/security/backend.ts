import { Hono } from 'hono'
import { createSocietyApi } from '#server/api/index'
import { createCheckout } from '#server/checkout/index'
import type { ApiDeps } from '#server/deps'
import { securityHeaders } from '#server/security-headers'

/** The backend as the local server mounts it: security headers, /api and /checkout. */
export function backend(deps: ApiDeps): Hono {
  const app = new Hono()
  app.use('*', securityHeaders(deps.config))
  app.route('/api', createSocietyApi(deps))
  app.route('/checkout', createCheckout(deps))
  return app
}
