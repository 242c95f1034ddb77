import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import type { ServiceDeps } from '../deps.ts'
import { createGuards } from '../guards/write-guards.ts'
import { apiErrorHandler } from '../http/errors.ts'
import { jsonBody } from '../http/validation.ts'
import { suppress } from '../outbox/outbox-store.ts'

const bounceSchema = z.object({
  address: z.email(),
  reason: z.optional(z.string().check(z.maxLength(500))),
})

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Whether the request's `Authorization: Bearer <secret>` is MAIL_BOUNCE_SECRET (constant time). */
function authorised(header: string | undefined, secret: string | null): boolean {
  if (!secret || !header?.startsWith('Bearer ')) return false
  return timingSafeEqual(digest(header.slice(7)), digest(secret))
}

/**
 * `POST /api/mail/bounces` (docs/deploy-society-api.md, "Bounces"): the mail provider reports a
 * permanent bounce after delivery, `{address, reason?}` with `Authorization: Bearer
 * $MAIL_BOUNCE_SECRET`; the address is never mailed again (the outbox's `suppress`). Without
 * MAIL_BOUNCE_SECRET the endpoint refuses everything.
 */
export function createBounceApi(deps: ServiceDeps): Hono {
  const api = new Hono()
  const guards = createGuards(deps.config)
  api.post(
    '/mail/bounces',
    guards.read('newsletter'),
    async (c, next) =>
      authorised(c.req.header('authorization'), deps.config.mail.bounceSecret)
        ? next()
        : c.json({ detail: 'Not authorised' }, 401),
    jsonBody(bounceSchema),
    async (c) => {
      const { address, reason } = c.req.valid('json')
      await deps.db.write(suppress(address, reason ?? 'reported by the mail provider'))
      return c.json({ suppressed: true })
    },
  )
  api.onError(apiErrorHandler('api'))
  return api
}
