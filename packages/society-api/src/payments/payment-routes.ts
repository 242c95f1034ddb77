import { Hono } from 'hono'
import type { ConferenceStore } from '../conference/store.ts'
import type { ServiceDeps } from '../deps.ts'
import type { Guards } from '../guards/write-guards.ts'
import { createInitializeRoute } from './initialize-route.ts'
import type { PaymentsStore } from './payments-store.ts'
import { createVerifyRoute } from './verify-route.ts'

export { newReference, PROVIDER_DOWN_TO_START } from './initialize-route.ts'
export { PROVIDER_DOWN_TO_VERIFY } from './verify-route.ts'

/**
 * /payment: POST /initialize (./initialize-route.ts) and GET /verify/:reference
 * (./verify-route.ts); the provider's webhook is ./webhook-routes.ts.
 */
export function createPaymentRoutes(
  deps: ServiceDeps,
  registrations: ConferenceStore,
  store: PaymentsStore,
  guards: Guards,
): Hono {
  return new Hono()
    .route('/initialize', createInitializeRoute(deps, registrations, store, guards))
    .route('/verify', createVerifyRoute(deps, store, guards))
}
