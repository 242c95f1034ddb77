import { createHmac, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { ServiceDeps } from '../deps.ts'
import { createGuards } from '../guards/write-guards.ts'

/** How far a webhook's timestamp may be from our clock (replays older than this are refused). */
const TOLERANCE_MS = 5 * 60_000

/**
 * Sanity's webhook signature (the `@sanity/webhook` toolkit's scheme): the header
 * `sanity-webhook-signature: t=<ms>,v1=<base64url HMAC-SHA256(secret, "<t>.<raw body>")>`.
 */
export function signSanityBody(body: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')
  return `t=${timestamp},v1=${v1}`
}

export function sanitySignatureValid(
  header: string | undefined,
  body: string,
  secret: string,
  now: Date,
): boolean {
  const t = /(?:^|,)t=(\d{10,16})(?:,|$)/.exec(header ?? '')?.[1]
  const v1 = /(?:^|,)v1=([\w-]+)(?:,|$)/.exec(header ?? '')?.[1]
  if (!t || !v1 || Math.abs(now.getTime() - Number(t)) > TOLERANCE_MS) return false
  const expected = Buffer.from(signSanityBody(body, secret, Number(t)))
  const given = Buffer.from(`t=${t},v1=${v1}`)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * `POST /api/newsletter/content-webhook` (docs/deploy-society-api.md, "Newsletter"): a Sanity
 * webhook on news posts, signed with SANITY_WEBHOOK_SECRET, starts the newsletter's look now
 * instead of at the next NEWSLETTER_POLL_SECONDS. The body is not trusted for anything: the look
 * reads the published content itself. Without the secret the endpoint refuses everything.
 */
export function createContentWebhookApi(deps: ServiceDeps): Hono {
  const api = new Hono()
  api.post(
    '/newsletter/content-webhook',
    createGuards(deps.config).read('newsletter'),
    async (c) => {
      const secret = deps.config.mail.contentWebhookSecret
      const body = await c.req.text()
      const now = deps.clock?.() ?? new Date()
      if (
        !secret ||
        !sanitySignatureValid(c.req.header('sanity-webhook-signature'), body, secret, now)
      )
        return c.json({ detail: 'Not authorised' }, 401)
      void deps.newsletter
        ?.look()
        .catch((error: unknown) =>
          console.error('[newsletter] look after the webhook failed', error),
        )
      return c.json({ looking: true }, 202)
    },
  )
  return api
}
