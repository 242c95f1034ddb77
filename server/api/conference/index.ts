import path from 'node:path'
import { Hono } from 'hono'
import type { ApiDeps } from '../../deps.ts'
import { apiErrorHandler } from '../errors.ts'
import { createGuards } from '../guards/write-guards.ts'
import { createAbstractFiles } from './abstract-files.ts'
import { localCheckoutGateway } from './payment-gateway.ts'
import { createPaymentRoutes } from './payment.ts'
import { createRegistrationRoutes } from './registration.ts'
import { createConferenceStore } from './store.ts'

/**
 * The conference part of the local society API, mounted at /api/conference (docs/decisions/0018-society-api-contract.md):
 * POST /registration, POST /payment/initialize, GET /payment/verify/:reference.
 * On creation it finishes or undoes abstract files a crash left half-saved.
 */
export function createConferenceApi(deps: ApiDeps): Hono {
  const store = createConferenceStore(deps.db)
  const files = createAbstractFiles(path.join(deps.config.dataDir, 'abstracts'))
  const swept = files.sweep(store.abstractKeys())
  if (swept.published.length + swept.removed.length > 0)
    console.log(
      `[api] abstracts after a crash: ${swept.published.length} finished, ${swept.removed.length} orphans removed`,
    )
  const payments = deps.payments ?? localCheckoutGateway(store, deps.config)
  const guards = createGuards(deps.config)

  const api = new Hono()
  api.route('/registration', createRegistrationRoutes(deps, store, files, guards))
  api.route('/payment', createPaymentRoutes(deps, store, payments, guards))
  api.onError(apiErrorHandler('api'))
  return api
}
