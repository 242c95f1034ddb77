import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { bodyLimit } from '@amrs/shared/node/body-limit'
import { createBookApi } from './book/book-public.ts'
import { createConferenceApi } from './conference/index.ts'
import { databaseAnswers } from './db/health-store.ts'
import { createDeskApp } from './desk/app.ts'
import type { ServiceDeps } from './deps.ts'
import { apiErrorHandler } from './http/errors.ts'
import { createMembershipApi } from './membership/index.ts'
import { createBounceApi } from './newsletter/bounce-routes.ts'
import { createContentWebhookApi } from './newsletter/content-webhook.ts'
import { createNewsletterApi } from './newsletter/newsletter-routes.ts'
import { createMyRegistrationApp } from './my-registration/app.tsx'
import { createVerifyApp } from './letters/verify-app.tsx'
import { VERIFY_PATH } from './letters/letters-store.ts'
import { MY_PATH } from './my-registration/views.tsx'

const OPENAPI_FILE = fileURLToPath(new URL('./openapi/openapi.json', import.meta.url))
let openApiText: string | undefined
const openApiDocument = () => (openApiText ??= readFileSync(OPENAPI_FILE, 'utf8'))

/**
 * The society API (docs/decisions/0018-society-api-contract.md), answering under /api in the
 * site's process and standalone alike. Every answer is `no-store`; every body is capped
 * (BODY_LIMIT_BYTES); other origins only when listed in API_ALLOWED_ORIGINS.
 */
export function createSocietyApi(deps: ServiceDeps): Hono {
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
  // Up, and its database answers (a load balancer and the site's /healthz probe it).
  api.get('/health', (c) => {
    databaseAnswers(deps.db)
    return c.json({ status: 'ok' })
  })
  // The contract for the society's developers (npm run api:openapi writes it from the zod schemas).
  api.get('/openapi.json', (c) =>
    c.body(openApiDocument(), 200, { 'Content-Type': 'application/json' }),
  )
  api.route('/', createMembershipApi(deps))
  api.route('/', createNewsletterApi(deps))
  api.route('/', createBounceApi(deps))
  api.route('/', createContentWebhookApi(deps))
  api.route('/', createBookApi(deps))
  api.route('/conference', createConferenceApi(deps))
  // Last: anything no module answered (FastAPI's shape).
  api.all('*', (c) => c.json({ detail: 'Not Found' }, 404))
  api.onError(apiErrorHandler('api'))
  return api
}

/** The service's whole app: the API at /api, the desk at /desk, the delegate's My registration. */
export function createSocietyApp(deps: ServiceDeps): Hono {
  return new Hono()
    .route('/api', createSocietyApi(deps))
    .route('/desk', createDeskApp(deps))
    .route(MY_PATH, createMyRegistrationApp(deps))
    .route(VERIFY_PATH, createVerifyApp(deps))
}
