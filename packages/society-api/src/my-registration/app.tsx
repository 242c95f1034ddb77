/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono'
import { myRegistrationText } from '@amrs/shared/messages'
import { bodyLimit } from '@amrs/shared/node/body-limit'
import { registrationWindowState } from '@amrs/shared/registration-window'
import path from 'node:path'
import { certificateRoutes } from '../certificates/certificate-routes.tsx'
import { createCertificates } from '../certificates/certificates-store.ts'
import { createAbstractFiles } from '../conference/abstract-files.ts'
import { registrationWindowQuery } from '../conference/registration-window.ts'
import type { ServiceDeps } from '../deps.ts'
import { deskOrigins } from '../desk/auth/passkeys.ts'
import { createDeskRegistrations } from '../desk/registrations/registrations-store.ts'
import { letterRoutes } from '../letters/letter-routes.tsx'
import { mayRequestLetter } from '../letters/letter-rules.ts'
import { lettersOf } from '../letters/letters-of.ts'
import { serveSiteAsset } from '../site-look/site-look.ts'
import { reviewDecisions, type AbstractDecisionSource } from './abstract-decision.ts'
import { abstractRoutes } from './abstract-routes.tsx'
import { changeRoutes } from './change-routes.tsx'
import { createDelegateAuth } from './delegate-auth.ts'
import { createMyPage } from './my-page.tsx'
import { html } from './page-response.tsx'
import { signedInRegistration, signInRoutes } from './sign-in-routes.tsx'
import { SignInForm } from './views.tsx'

export interface MyRegistrationOptions {
  /** The abstract's decision (the review's, once wired; "no decision yet" until then). */
  decisionOf?: AbstractDecisionSource
  /** Sign-in link requests per client address, and per e-mail address, in 15 minutes. */
  limits?: { perClient: number; perAddress: number }
}

/**
 * My registration (docs/decisions/0064-my-registration.md): pages the service renders on the
 * site's origin under /iumrs-icam25/my-registration, each form a POST answered with a page. The
 * parts: signing in (sign-in-routes.tsx), the page (my-page.tsx), corrections and options
 * (change-routes.tsx), the abstract, the visa letter and the certificate (their own routes).
 */
export function createMyRegistrationApp(deps: ServiceDeps, options: MyRegistrationOptions = {}) {
  const clock = deps.clock ?? (() => new Date())
  const auth = createDelegateAuth(deps.db, clock)
  const registrations = createDeskRegistrations(deps.db, clock)
  const decisionOf = options.decisionOf ?? reviewDecisions(deps.db)
  const origins = deskOrigins([deps.config.siteUrl, deps.config.publicUrl])
  const app = new Hono()
  app.use('*', bodyLimit(deps.config.bodyLimitBytes))
  // Forms only from our own pages (the cookie is SameSite=Strict too).
  app.use('*', async (c, next) => {
    if (c.req.method !== 'POST') return next()
    const origin = c.req.header('origin')
    if (origin && origins.includes(origin)) return next()
    return html(c, 'Refused', <p role="status">This form was not sent from our site.</p>, 403)
  })

  // The site's look: its stylesheet and icon, by hashed names (docs/decisions/0104).
  app.get('/assets/:name', serveSiteAsset)

  const letters = lettersOf(deps)
  const certificates = createCertificates(deps)
  const eligible = (payment: string, id: number) =>
    mayRequestLetter(payment, decisionOf(id), deps.config.letters.forAccepted)
  const registrationOf = (c: Context) => signedInRegistration(auth, c)
  const deadlinePassed = async () => {
    const conference = await deps.content.query<{ registrationWindow?: never } | null>(
      registrationWindowQuery,
    )
    const now = deps.config.siteNow ? new Date(deps.config.siteNow) : clock()
    const state = registrationWindowState(conference?.registrationWindow, now)
    return !state.open && state.reason === 'closed'
  }
  const myPage = createMyPage({
    deps,
    clock,
    registrations,
    decisionOf,
    letters,
    certificates,
    eligible,
    deadlinePassed,
  })

  app.get('/', async (c) => {
    const id = registrationOf(c)
    if (id === null) return html(c, 'My registration', <SignInForm />)
    const saved = Number(c.req.query('saved') ?? NaN)
    const abstractSaved = c.req.query('abstract') === 'saved'
    if (c.req.query('options') === 'saved')
      return myPage(c, id, { status: myRegistrationText.options.saved })
    return myPage(c, id, {
      status: abstractSaved
        ? 'Saved: your abstract is updated.'
        : Number.isInteger(saved)
          ? `Saved: ${saved} field(s) corrected.`
          : undefined,
    })
  })

  app.route('/', signInRoutes({ deps, auth, clock, limits: options.limits }))
  app.route(
    '/',
    changeRoutes({ deps, clock, registrations, registrationOf, deadlinePassed, myPage }),
  )

  app.route(
    '/',
    abstractRoutes({
      deps,
      files: createAbstractFiles(path.join(deps.config.dataDir, 'abstracts')),
      signedIn: registrationOf,
      closed: deadlinePassed,
      page: myPage,
      signIn: (c) => html(c, 'My registration', <SignInForm />, 401),
    }),
  )

  app.route(
    '/',
    letterRoutes({
      deps,
      letters,
      signedIn: (c) => {
        const id = registrationOf(c)
        const found = id === null ? undefined : registrations.find(id)
        if (!found || id === null) return null
        const payment = String(found.facts.payment)
        return {
          id,
          email: String(found.data.email),
          eligible: eligible(payment, id),
          status: { payment, decision: decisionOf(id) },
        }
      },
      page: html,
      signIn: (c) => html(c, 'My registration', <SignInForm />, 401),
    }),
  )

  app.route(
    '/',
    certificateRoutes({
      certificates,
      signedIn: (c) => {
        const id = registrationOf(c)
        return id !== null && registrations.find(id) ? id : null
      },
      page: html,
      signIn: (c) => html(c, 'My registration', <SignInForm />, 401),
    }),
  )
  return app
}
