import { Hono } from 'hono'
import type { ApiDeps } from '../deps.ts'
import { createConferenceApi } from './conference/index.ts'
import { createMembershipApi } from './membership/index.ts'

/** The local society API, mounted at /api (DESIGN §3). */
export function createSocietyApi(deps: ApiDeps): Hono {
  const api = new Hono()
  api.get('/health', (c) => c.json({ status: 'ok', testMode: deps.config.testMode }))
  api.route('/', createMembershipApi(deps))
  api.route('/conference', createConferenceApi(deps))
  // Last: anything no module answered (FastAPI's shape).
  api.all('*', (c) => c.json({ detail: 'Not Found' }, 404))
  api.onError((error, c) => {
    console.error('[api]', error)
    return c.json({ detail: 'Internal Server Error' }, 500)
  })
  return api
}
