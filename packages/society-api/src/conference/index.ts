import path from 'node:path'
import { Hono } from 'hono'
import type { ServiceDeps } from '../deps.ts'
import { createGuards } from '../guards/write-guards.ts'
import { apiErrorHandler } from '../http/errors.ts'
import { createPaymentRoutes } from '../payments/payment-routes.ts'
import { createPaymentsStore } from '../payments/payments-store.ts'
import { createWebhookRoutes } from '../payments/webhook-routes.ts'
import { createReceiptRoutes } from '../receipts/receipt-routes.ts'
import { createAbstractFiles } from './abstract-files.ts'
import { createRegistrationRoutes } from './registration.ts'
import { createConferenceStore } from './store.ts'

/**
 * The conference part of the society API, mounted at /api/conference
 * (docs/decisions/0018-society-api-contract.md, 0052-paystack-protocol.md):
 * POST /registration, POST /payment/initialize, GET /payment/verify/:reference,
 * POST /payment/webhook (the provider's signed events), GET /receipts/:number (signed links).
 * On creation it finishes or undoes abstract files a crash left half-saved.
 */
export function createConferenceApi(deps: ServiceDeps): Hono {
  const store = createConferenceStore(deps.db)
  const payments = createPaymentsStore(deps.db, deps.clock)
  const files = createAbstractFiles(path.join(deps.config.dataDir, 'abstracts'))
  const swept = files.sweep(store.abstractKeys())
  if (swept.published.length + swept.removed.length > 0)
    console.log(
      `[api] abstracts after a crash: ${swept.published.length} finished, ${swept.removed.length} orphans removed`,
    )
  const guards = createGuards(deps.config)

  const api = new Hono()
  api.route('/registration', createRegistrationRoutes(deps, store, files, guards))
  api.route('/payment/webhook', createWebhookRoutes(deps, payments))
  api.route('/payment', createPaymentRoutes(deps, store, payments, guards))
  api.route('/receipts', createReceiptRoutes(deps, guards))
  api.onError(apiErrorHandler('api'))
  return api
}
