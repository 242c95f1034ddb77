import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { bodyLimit } from '../body-limit.ts'
import type { ApiDeps } from '../deps.ts'
import { createConferenceApi } from './conference/index.ts'
import { apiErrorHandler } from './errors.ts'
import { createMembershipApi } from './membership/index.ts'

const OPENAPI_FILE = fileURLToPath(new URL('./openapi/openapi.json', import.meta.url))
let openApiText: string | undefined
const openApiDocument = () => (openApiText ??= readFileSync(OPENAPI_FILE, 'utf8'))

/**
 * The local society API, mounted at /api (docs/decisions/0018-society-api-contract.md). Every answer is `no-store`; every body
 * is capped (BODY_LIMIT_BYTES); other origins only when listed in API_ALLOWED_ORIGINS.
 */
export function createSocietyApi(deps: ApiDeps): Hono {
  const api = new Hono()
  api.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  if (deps.config.allowedOrigins.length > 0)
    api.use(
      '*',
      cors({
        origin: deps.config.allowedOrigins,
        allowMethods: ['GET', 'POST'],
        allowHeaders: ['Content-Type'],
        maxAge: 600,
      }),
    )
  api.use('*', bodyLimit(deps.config.bodyLimitBytes))
  api.get('/health', (c) => c.json({ status: 'ok' }))
  // The contract for the society's developers (npm run api:openapi writes it from the zod schemas).
  api.get('/openapi.json', (c) =>
    c.body(openApiDocument(), 200, { 'Content-Type': 'application/json' }),
  )
  api.route('/', createMembershipApi(deps))
  api.route('/conference', createConferenceApi(deps))
  // Last: anything no module answered (FastAPI's shape).
  api.all('*', (c) => c.json({ detail: 'Not Found' }, 404))
  api.onError(apiErrorHandler('api'))
  return api
}
