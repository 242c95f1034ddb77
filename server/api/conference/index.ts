import { Hono } from 'hono'
import type { ApiDeps } from '../../deps.ts'
import { initializeHandler, verifyHandler } from './payment.ts'
import { registrationBodyLimit, registrationHandler } from './registration.ts'
import { createConferenceStore } from './store.ts'
import { createTestControls } from './test-controls.ts'

/**
 * The conference part of the local society API, mounted at /api/conference (DESIGN §3):
 * POST /registration, POST /payment/initialize, GET /payment/verify/:reference, and —
 * only in test mode — /__test/… controls (see test-controls.ts).
 */
export function createConferenceApi(deps: ApiDeps): Hono {
  const store = createConferenceStore(deps.db)
  const controls = deps.config.testMode ? createTestControls(store) : null
  const api = new Hono()
  api.post('/registration', registrationBodyLimit, registrationHandler(deps, store))
  api.post('/payment/initialize', initializeHandler(deps, store))
  api.get('/payment/verify/:reference', verifyHandler(store, controls))
  if (controls) api.route('/__test', controls.routes)
  return api
}
