/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Child } from 'hono/jsx'
import { myRegistrationText } from '@amrs/shared/messages'
import { bodyLimit } from '@amrs/shared/node/body-limit'
import { registrationWindowState } from '@amrs/shared/registration-window'
import { registrationWindowQuery } from '../conference/registration-window.ts'
import type { ServiceDeps } from '../deps.ts'
import { deskOrigins } from '../desk/auth/passkeys.ts'
import { correctionsOf } from '../desk/registrations/correction-form.ts'
import { createDeskRegistrations } from '../desk/registrations/registrations-store.ts'
import { clientAddress } from '../guards/client-address.ts'
import { RateLimiter } from '../guards/rate-limit.ts'
import { normaliseAddress } from '../outbox/outbox-store.ts'
import { sendSignInLink } from './sign-in-link.ts'
import { receiptLink } from '../receipts/receipt-link.ts'
import { reviewDecisions, type AbstractDecisionSource } from './abstract-decision.ts'
import { createDelegateAuth, SESSION_HOURS } from './delegate-auth.ts'
import { letterRoutes } from '../letters/letter-routes.tsx'
import { lettersOf } from '../letters/letters-of.ts'
import { VisaLetterPart } from '../letters/letter-views.tsx'
import { mayRequestLetter } from '../letters/letter-rules.ts'
import { certificateRoutes } from '../certificates/certificate-routes.tsx'
import { BadgeNote, CertificatePart } from '../certificates/certificate-views.tsx'
import { createCertificates } from '../certificates/certificates-store.ts'
import path from 'node:path'
import { createAbstractFiles } from '../conference/abstract-files.ts'
import { auditStatement } from '../desk/audit/audit-store.ts'
import { SITE_PAGE_CSP, serveSiteAsset } from '../site-look/site-look.ts'
import { abstractRoutes, abstractsTaken } from './abstract-routes.tsx'
import { changeOptions, optionsOf } from '../conference/option-changes.ts'
import { readBalance } from '../payments/balance.ts'
import {
  ConfirmSignIn,
  MY_PATH,
  MyRegistrationPage,
  Shell,
  SignInForm,
  typedCorrections,
  type PageForm,
} from './views.tsx'

const COOKIE = 'delegate'
const CLOSED = 'The registration deadline has passed: please ask the secretariat.'
const LINK_SENT =
  'If that address is registered, a sign-in link is on its way to it. It works once, for 30 minutes.'

export interface MyRegistrationOptions {
  /** The abstract's decision (the review's, once wired; "no decision yet" until then). */
  decisionOf?: AbstractDecisionSource
  /** Sign-in link requests per client address, and per e-mail address, in 15 minutes. */
  limits?: { perClient: number; perAddress: number }
}

export const html = async (c: Context, title: string, body: Child, status = 200) =>
  c.body(
    `<!doctype html>${await (<Shell title={title}>{body}</Shell>).toString()}`,
    status as 200,
    {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The sign-in page's URL holds the link's token: never sent to another site as a referrer
      // (same-origin, not no-referrer: with no-referrer, browsers send `Origin: null` on posts).
      'Referrer-Policy': 'same-origin',
      // Its own policy, kept by the standalone service's default and the site's (0104).
      'Content-Security-Policy': SITE_PAGE_CSP,
    },
  )

/**
 * My registration (docs/decisions/0064-my-registration.md): pages the service renders on the
 * site's origin under /iumrs-icam25/my-registration, each form a POST answered with a page.
 */
export function createMyRegistrationApp(deps: ServiceDeps, options: MyRegistrationOptions = {}) {
  const clock = deps.clock ?? (() => new Date())
  const auth = createDelegateAuth(deps.db, clock)
  const registrations = createDeskRegistrations(deps.db, clock)
  const decisionOf = options.decisionOf ?? reviewDecisions(deps.db)
  const window15 = { windowMs: 15 * 60_000, now: () => clock().getTime() }
  const perClient = new RateLimiter({ max: options.limits?.perClient ?? 10, ...window15 })
  const perAddress = new RateLimiter({ max: options.limits?.perAddress ?? 3, ...window15 })
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
  const registrationOf = (c: Context) => {
    const token = getCookie(c, COOKIE, 'host')
    return token ? auth.registrationOf(token) : null
  }
  const deadlinePassed = async () => {
    const conference = await deps.content.query<{ registrationWindow?: never } | null>(
      registrationWindowQuery,
    )
    const now = deps.config.siteNow ? new Date(deps.config.siteNow) : clock()
    const state = registrationWindowState(conference?.registrationWindow, now)
    return !state.open && state.reason === 'closed'
  }

  /** The signed-in page; `form` is what a refused form keeps (what was typed, and why). */
  async function myPage(c: Context, id: number, form: PageForm = {}, status = 200) {
    const found = registrations.find(id)
    if (!found) return html(c, 'My registration', <SignInForm />)
    const receipts = registrations
      .payments(found.data.email)
      .filter((p) => p.receipt)
      .map((p) => ({
        number: String(p.receipt),
        link: receiptLink(deps.config, String(p.receipt), clock()),
      }))
    const open = !(await deadlinePassed())
    const decision = decisionOf(id)
    return html(
      c,
      'My registration',
      <MyRegistrationPage
        data={found.data}
        category={String(found.facts.category)}
        payment={String(found.facts.payment)}
        receipts={receipts}
        abstract={found.abstract ? { kind: found.abstract.kind, size: found.abstract.size } : null}
        decision={decision}
        canCorrect={open}
        canChangeAbstract={open && !isDecided(id) && (await abstractsTaken(deps))}
        canChangeOptions={open && nothingReceived(id)}
        documents={
          <>
            <VisaLetterPart
              latest={letters.latestOf(id)}
              eligible={eligible(String(found.facts.payment), id)}
            />
            <CertificatePart state={await certificates.stateOf(id)} />
            <BadgeNote />
          </>
        }
        {...form}
      />,
      status,
    )
  }
  /** No money received (card or desk, refunded or not): category and extras are the delegate's. */
  const nothingReceived = (id: number) => (readBalance(deps.db, id)?.receivedMinor ?? 0) === 0
  const isDecided = (id: number) =>
    !!deps.db.get('SELECT 1 FROM abstract_decisions WHERE registration_id = ?', [id])

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
    const row = deps.db.get('SELECT id FROM conference_registrations WHERE email = ?', [email])
    if (row)
      await deps.db.write(sendSignInLink(deps, Number(row.id), email, 'my-registration-link'))
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

  app.post('/correct', async (c) => {
    const id = registrationOf(c)
    if (id === null) return html(c, 'My registration', <SignInForm />, 401)
    const form = await c.req.parseBody()
    const typed = typedCorrections(form)
    if (await deadlinePassed()) return myPage(c, id, { problem: CLOSED, typed }, 409)
    // A stored country the list lacks stays acceptable as it is (correctionsOf).
    const parsed = correctionsOf(form, registrations.find(id)?.data)
    if ('problem' in parsed) return myPage(c, id, { problem: parsed.problem, typed }, 400)
    // The change, its history (before and after) and the audit entry: one unit.
    const changed = await registrations.correct(id, null, parsed.changes, [
      auditStatement({ accountId: null, action: 'registration.corrected-by-delegate', target: id }),
    ])
    return c.redirect(`${MY_PATH}?saved=${changed.length}`, 303)
  })

  app.post('/options', async (c) => {
    const id = registrationOf(c)
    if (id === null) return html(c, 'My registration', <SignInForm />, 401)
    const parsed = optionsOf((await c.req.parseBody()) as Record<string, unknown>)
    if ('problem' in parsed) return myPage(c, id, { optionsProblem: parsed.problem }, 400)
    const refuse = (problem: string, status: number) =>
      myPage(c, id, { optionsProblem: problem, optionsTyped: parsed.options }, status)
    if (await deadlinePassed()) return refuse(CLOSED, 409)
    const outcome = await changeOptions(deps, clock(), id, { delegate: true }, parsed.options)
    if (!outcome.saved) return refuse(myRegistrationText.options.moneyReceived, 409)
    return c.redirect(`${MY_PATH}?options=saved`, 303)
  })

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

  app.post('/sign-out', async (c) => {
    const token = getCookie(c, COOKIE, 'host')
    if (token) await deps.db.write([auth.end(token)])
    deleteCookie(c, COOKIE, { path: '/', secure: true, prefix: 'host' })
    return c.redirect(MY_PATH, 303)
  })
  return app
}
