import { Hono } from 'hono'
import { FORM_PAGES, isFormId, type FormEcho, type FormId } from '@amrs/shared/forms'
import { ANSWER_COOKIE } from '@amrs/shared/landing-answers'
import type { PostedFields } from '@amrs/shared/form-rules/registration.rules'
import { bodyLimit } from '@amrs/shared/node/body-limit'
import { sameOriginOnly } from '@amrs/society-api/guards/same-origin'
import type { ServerConfig } from '../server-config.ts'
import { relayUnavailable, SOCIETY_API_UNAVAILABLE } from './http-relay.ts'
import { signupStep1, signupStep2, verify } from './membership.ts'
import { newsletter } from './newsletter.ts'
import { newsletterConfirm, newsletterUnsubscribe } from './newsletter-links.ts'
import type { FormContext, FormHandler } from './outcome.ts'
import { categoryPayment, initializePayment, manualReference } from './payment.ts'
import { registration } from './registration.ts'

const handlers: Record<FormId, FormHandler> = {
  verify,
  newsletter,
  'newsletter-confirm': newsletterConfirm,
  'newsletter-unsubscribe': newsletterUnsubscribe,
  payment: initializePayment,
  'category-payment': categoryPayment,
  'manual-reference': manualReference,
  signup: signupStep1,
  'signup-profile': signupStep2,
  registration,
}

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

export interface FormRoutesDeps {
  config: ServerConfig
  context: Omit<FormContext, 'visitor'>
  /** The page that shows a form's answer (never cached). */
  renderAnswer(echo: FormEcho, status: number): Promise<Response>
}

/** Fields as the browser posted them: repeated names (ticked workshops) joined by commas. */
function split(body: Record<string, string | File | (string | File)[]>) {
  const fields: PostedFields = {}
  const files: Record<string, File> = {}
  for (const [name, value] of Object.entries(body)) {
    const all = Array.isArray(value) ? value : [value]
    const file = all.find((v): v is File => v instanceof File)
    if (file) files[name] = file
    const texts = all.filter((v): v is string => typeof v === 'string')
    if (texts.length) fields[name] = texts.join(',')
  }
  return { fields, files }
}

/**
 * The answers to the site's forms posted without scripts (docs/decisions/0045-…), under
 * `/forms/<id>`: the same-origin rule and body limit of the society API, the form's own rules,
 * then the society API on the visitor's behalf. A redirect (303) where the form leads elsewhere
 * (home after Verify, the provider's checkout), else the form's page with what was typed and
 * what happened. Nothing a visitor typed ever goes into a URL.
 */
export function createFormRoutes(deps: FormRoutesDeps): Hono {
  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  app.use('*', bodyLimit(deps.config.bodyLimitBytes))
  app.use('*', sameOriginOnly([deps.config.siteUrl, ...deps.config.allowedOrigins]))
  // The address typed or reloaded: the form's page.
  app.get('/:id', (c) => {
    const id = c.req.param('id')
    return isFormId(id) ? c.redirect(FORM_PAGES[id][0], 303) : c.notFound()
  })
  app.post('/:id', async (c) => {
    const id = c.req.param('id')
    if (!isFormId(id)) return c.notFound()
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    if (!FORM_TYPES.has(type)) return c.json({ detail: 'Send the form as a browser does.' }, 415)
    const { fields, files } = split(await c.req.parseBody({ all: true }))
    const outcome = await handlers[id](
      fields,
      { ...deps.context, visitor: { request: c.req.raw, env: c.env as object | undefined } },
      files,
    )
    if (outcome.kind === 'redirect') {
      // The landing page says what happened: the cookie names the form, for a minute, once.
      if (outcome.landing)
        c.header(
          'Set-Cookie',
          `${ANSWER_COOKIE}=${outcome.landing}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax${deps.config.siteUrl.startsWith('https:') ? '; Secure' : ''}`,
        )
      return c.redirect(outcome.location, 303)
    }
    // The society API was down, timed out or failed (production relay): say so, keep the values.
    if (relayUnavailable(c.req.raw))
      return deps.renderAnswer({ ...outcome.echo, error: SOCIETY_API_UNAVAILABLE }, 503)
    return deps.renderAnswer(outcome.echo, outcome.status)
  })
  return app
}
