/** @jsxImportSource hono/jsx */
import { createConferenceStore } from '../conference/store.ts'
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ServiceDeps } from '../deps.ts'
import { clientAddress } from '../guards/client-address.ts'
import { RateLimiter } from '../guards/rate-limit.ts'
import { normaliseAddress } from '../outbox/outbox-store.ts'
import { SESSION_HOURS, type DelegateAuth } from './delegate-auth.ts'
import { html } from './page-response.tsx'
import { sendSignInLink } from './sign-in-link.ts'
import { ConfirmSignIn, MY_PATH, SignInForm } from './views.tsx'

const COOKIE = 'delegate'
const LINK_SENT =
  'If that address is registered, a sign-in link is on its way to it. It works once, for 30 minutes.'

/** The signed-in delegate's registration (from the session cookie), or null. */
export function signedInRegistration(auth: DelegateAuth, c: Context): number | null {
  const token = getCookie(c, COOKIE, 'host')
  return token ? auth.registrationOf(token) : null
}

interface SignInRoutesOptions {
  deps: ServiceDeps
  auth: DelegateAuth
  clock: () => Date
  /** Sign-in link requests per client address, and per e-mail address, in 15 minutes. */
  limits?: { perClient: number; perAddress: number }
}

/**
 * Signing in by e-mail: POST /link sends a one-time link (rate-limited, the same answer whether
 * or not the address is registered), /sign-in turns it into a session cookie, POST /sign-out
 * ends it.
 */
export function signInRoutes(o: SignInRoutesOptions): Hono {
  const { deps, auth, clock } = o
  const window15 = { windowMs: 15 * 60_000, now: () => clock().getTime() }
  const perClient = new RateLimiter({ max: o.limits?.perClient ?? 10, ...window15 })
  const perAddress = new RateLimiter({ max: o.limits?.perAddress ?? 3, ...window15 })
  const app = new Hono()

  app.post('/link', async (c) => {
    const form = await c.req.parseBody()
    const email = typeof form.email === 'string' ? normaliseAddress(form.email) : ''
    if (!email.includes('@') || email.length > 254)
      return html(c, 'My registration', <SignInForm status="Enter an e-mail address." />, 400)
    const limited = perClient.take(clientAddress(c, deps.config)) ?? perAddress.take(email) ?? null
    if (limited !== null)
      return html(
        c,
        'Too many requests',
        <p role="status">{`Too many sign-in links were asked for. Please try again in ${Math.ceil(limited / 60)} minute(s).`}</p>,
        429,
      )
    const found = createConferenceStore(deps.db).findRegistration(email)
    if (found) await deps.db.write(sendSignInLink(deps, found.id, email, 'my-registration-link'))
    // The same answer whether or not the address is registered.
    return html(c, 'Check your e-mail', <p role="status">{LINK_SENT}</p>)
  })

  app.get('/sign-in', (c) =>
    html(c, 'Sign in', <ConfirmSignIn token={c.req.query('token') ?? ''} />),
  )

  app.post('/sign-in', async (c) => {
    const form = await c.req.parseBody()
    const session = typeof form.token === 'string' ? await auth.useLink(form.token) : null
    if (!session)
      return html(
        c,
        'Link not valid',
        <>
          <p role="status">This sign-in link has expired or was used already.</p>
          <SignInForm />
        </>,
        400,
      )
    setCookie(c, COOKIE, session, {
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: SESSION_HOURS * 3600,
      prefix: 'host',
    })
    return c.redirect(MY_PATH, 303)
  })

  app.post('/sign-out', async (c) => {
    const token = getCookie(c, COOKIE, 'host')
    if (token) await deps.db.write([auth.end(token)])
    deleteCookie(c, COOKIE, { path: '/', secure: true, prefix: 'host' })
    return c.redirect(MY_PATH, 303)
  })
  return app
}
