import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from '@amrs/shared/node/body-limit'
import type { ServiceDeps } from '../deps.ts'
import { clientAddress } from '../guards/client-address.ts'
import { createAccountsStore } from './accounts/accounts-store.ts'
import { createPasskeysStore } from './accounts/passkeys-store.ts'
import { createAuditStore } from './audit/audit-store.ts'
import { clearSessionCookie, sessionCookie } from './auth/cookie.ts'
import { createPasskeys, deskOrigins } from './auth/passkeys.ts'
import { createSessions } from './auth/sessions.ts'
import { SignInLimits } from './auth/sign-in-limits.ts'
import { createDeskSearches } from './searches/search-store.ts'
import type { DeskEnv, DeskServices } from './context.ts'
import { DESK_ENDPOINTS, type DeskEndpoint } from './endpoints.ts'
import { notice, signInFirst } from './render.tsx'
import { isBackground } from './auth/background.ts'

/** The desk's Content-Security-Policy: its own files only, nothing inline, no framing. */
export const DESK_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')

/** What no desk page may use (the site says the same; only the check-in page asks for the camera). */
export const DESK_PERMISSIONS = 'camera=(), microphone=(), geolocation=()'

/** Headers on every desk answer: never indexed, never stored, never framed. */
const deskHeaders: MiddlewareHandler<DeskEnv> = async (c, next) => {
  await next()
  c.header('X-Robots-Tag', 'noindex, nofollow')
  // A page with a policy of its own (the check-in page's camera and worker) keeps it: no other
  // desk page has the camera (docs/decisions/0082).
  if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', DESK_CSP)
  if (!c.res.headers.has('Permissions-Policy')) c.header('Permissions-Policy', DESK_PERMISSIONS)
  c.header('X-Frame-Options', 'DENY')
  c.header('X-Content-Type-Options', 'nosniff')
  // same-origin, not no-referrer: with no-referrer, browsers send `Origin: null` on form posts.
  c.header('Referrer-Policy', 'same-origin')
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
}

/**
 * Every POST comes from the desk's own pages: its `Origin` must be one of the desk's origins
 * (browsers send it with every POST). With the SameSite=Strict cookie this is the CSRF defence;
 * a POST without an Origin (not a browser) is refused too, the desk has no other callers.
 */
const sameOrigin =
  (origins: string[]): MiddlewareHandler<DeskEnv> =>
  async (c, next) => {
    if (c.req.method !== 'POST') return next()
    const origin = c.req.header('origin')
    if (origin && origins.includes(origin)) return next()
    return notice(c, 'Refused', 'This form was not sent from the desk, so nothing was done.', {
      status: 403,
    })
  }

/** The role check of one endpoint: 401 signed out, 403 another role; no data in either. */
const guard =
  (endpoint: DeskEndpoint): MiddlewareHandler<DeskEnv> =>
  async (c, next) => {
    if (endpoint.access === 'anyone') return next()
    const session = c.get('session')
    if (!session) return signInFirst(c)
    if (endpoint.access !== 'any-account' && !endpoint.access.includes(session.account.role))
      return notice(c, 'Not for your role', 'Your role does not include this page.', {
        status: 403,
      })
    return next()
  }

/** The desk's services, made once per app. */
export function deskServices(deps: ServiceDeps): DeskServices {
  const clock = deps.clock ?? (() => new Date())
  const config = deps.config
  const origins = deskOrigins([config.siteUrl, config.publicUrl])
  return {
    deps,
    clock,
    accounts: createAccountsStore(deps.db, clock),
    passkeyStore: createPasskeysStore(deps.db, clock),
    sessions: createSessions(deps.db, config.desk, clock),
    passkeys: createPasskeys(deps.db, { id: config.desk.rpId, origins }, () => clock().getTime()),
    limits: new SignInLimits(deps.db, config.desk.signIn, () => clock().getTime()),
    audit: createAuditStore(deps.db),
    searches: createDeskSearches(deps.db, config.desk, clock),
    origins,
    nav: DESK_ENDPOINTS.filter((e) => e.nav).map((e) => ({
      path: `/desk${e.path === '/' ? '' : e.path}`,
      label: e.nav!,
      access: e.access,
    })),
  }
}

/**
 * The secretariat's desk (docs/decisions/0061), server-rendered pages under /desk: the session
 * from its cookie, the origin check on POSTs, then each endpoint of DESK_ENDPOINTS behind its
 * role check.
 */
export function createDeskApp(
  deps: ServiceDeps,
  services: DeskServices = deskServices(deps),
): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>()
  app.use('*', deskHeaders)
  app.use('*', bodyLimit(deps.config.bodyLimitBytes))
  app.use('*', async (c, next) => {
    c.set('desk', services)
    c.set('address', clientAddress(c, deps.config))
    const token = sessionCookie(c)
    const session = token ? services.sessions.find(token) : null
    if (token && !session) clearSessionCookie(c)
    c.set('session', session)
    if (session && !isBackground(c.req.raw)) await services.sessions.touch(session)
    return next()
  })
  app.use('*', sameOrigin(services.origins))
  for (const endpoint of DESK_ENDPOINTS)
    app.on(endpoint.method, endpoint.path, guard(endpoint), (c) => endpoint.handle(c))
  app.notFound((c) => notice(c, 'Not found', 'There is no such page on the desk.', { status: 404 }))
  return app
}
