import { Hono } from 'hono'
import { newsletterRequestSchema, type NewsletterResponse } from '@amrs/shared/contract/membership'
import {
  newsletterTokenSchema,
  type NewsletterConfirmState,
  type NewsletterUnsubscribeState,
} from '@amrs/shared/contract/newsletter'
import { paths } from '@amrs/shared/paths'
import type { ServiceDeps } from '../deps.ts'
import { createGuards } from '../guards/write-guards.ts'
import { apiErrorHandler } from '../http/errors.ts'
import { jsonBody } from '../http/validation.ts'
import { confirmToken, readConfirmToken, readUnsubscribeToken } from './newsletter-links.ts'
import { createNewsletterStore } from './newsletter-store.ts'

/** The one answer to every valid sign-up: it never says whether the address was there. */
export const CHECK_INBOX = 'Check your inbox to confirm your subscription.'

/**
 * The newsletter (docs/decisions/0062): sign-up (double opt-in), the confirm page's button, the
 * unsubscribe page's button, and RFC 8058's one-click unsubscribe for mail clients.
 */
export function createNewsletterApi(deps: ServiceDeps): Hono {
  const clock = deps.clock ?? (() => new Date())
  const store = createNewsletterStore(deps.db, clock)
  const guards = createGuards(deps.config)
  const api = new Hono()

  api.post(
    '/newsletter',
    guards.write('newsletter', 'application/json'),
    jsonBody(newsletterRequestSchema),
    async (c) => {
      const email = c.req.valid('json').email.toLowerCase()
      await store.signUp(email, (nonce) => ({ token: confirmToken(deps.config, nonce, clock()) }))
      return c.json(
        { email, alreadySubscribed: false, message: CHECK_INBOX } satisfies NewsletterResponse,
        201,
      )
    },
  )

  api.post(
    '/newsletter/confirm',
    guards.write('newsletter', 'application/json'),
    jsonBody(newsletterTokenSchema),
    async (c) => {
      const check = readConfirmToken(deps.config, c.req.valid('json').token, clock())
      let state: NewsletterConfirmState = check.state === 'valid' ? 'used' : check.state
      if (check.state === 'valid' && (await store.confirm(check.nonce))) state = 'confirmed'
      return c.json({ state }, state === 'confirmed' ? 200 : state === 'invalid' ? 400 : 410)
    },
  )

  api.post(
    '/newsletter/unsubscribe',
    guards.write('newsletter', 'application/json'),
    jsonBody(newsletterTokenSchema),
    async (c) => {
      const state = await leave(c.req.valid('json').token)
      return c.json({ state }, state === 'unsubscribed' ? 200 : 400)
    },
  )

  /**
   * RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the address in the header,
   * with no cookie and from no page of ours, so no same-origin rule; the signed token is the
   * authority. A GET (someone opened the address) leads to the unsubscribe page's button.
   */
  api.post('/newsletter/one-click', guards.read('newsletter'), async (c) => {
    const state = await leave(c.req.query('token') ?? '')
    return c.text(
      state === 'unsubscribed' ? 'You have been unsubscribed.' : 'This link is not valid.',
      state === 'unsubscribed' ? 200 : 400,
    )
  })
  api.get('/newsletter/one-click', (c) => {
    const page = new URL(paths.newsletterUnsubscribe, deps.config.siteUrl)
    page.searchParams.set('token', c.req.query('token') ?? '')
    return c.redirect(page.href, 303)
  })

  async function leave(token: string): Promise<NewsletterUnsubscribeState> {
    const key = readUnsubscribeToken(deps.config, token)
    // A key of ours whose row was erased: the person is not on the list, which is what they asked.
    if (key) await store.unsubscribe(key)
    return key ? 'unsubscribed' : 'invalid'
  }

  api.onError(apiErrorHandler('api'))
  return api
}
