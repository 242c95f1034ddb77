import { isErasedAddress } from '../privacy/erasure-rules.ts'
import { randomUUID } from 'node:crypto'
import { MESSAGE_WORDING, type MessageWording } from '@amrs/shared/email-wording'
import type { Db } from '../../db/db.ts'
import { enqueue } from '../../outbox/outbox-store.ts'
import { auditEntry, type DeskContext } from '../context.ts'
import { notice, seeOther } from '../render.tsx'
import { DESK_STAFF } from '../roles.ts'
import type { DeskEndpoint } from '../endpoints.ts'

/** One outbox row as the registration page lists it. */
export interface SentMessage {
  id: string
  kind: string
  title: string
  state: string
  createdAt: string
  sentAt: string | null
}

const titleOf = (kind: string) =>
  (MESSAGE_WORDING as Record<string, MessageWording>)[kind]?.title ?? kind

/** The messages written for `email` (any case), newest first. */
export function messagesTo(db: Db, email: string): SentMessage[] {
  return db
    .all<{ id: string; kind: string; state: string; created_at: string; sent_at: string | null }>(
      `SELECT id, kind, state, created_at, sent_at FROM outbox
       WHERE lower(trim(recipient)) = lower(trim(?)) ORDER BY created_at DESC, id`,
      [email],
    )
    .map((r) => ({
      id: String(r.id),
      kind: String(r.kind),
      title: titleOf(String(r.kind)),
      state: String(r.state),
      createdAt: String(r.created_at),
      sentAt: r.sent_at === null ? null : String(r.sent_at),
    }))
}

/**
 * POST /desk/registrations/:id/messages/:message/resend: a copy of one of this registration's
 * messages as a new outbox row (the original stays as it was), audited by the two identifiers.
 */
export async function resendMessage(c: DeskContext): Promise<Response> {
  const db = c.get('desk').deps.db
  const id = /^\d{1,12}$/.test(c.req.param('id') ?? '') ? Number(c.req.param('id')) : 0
  const original = db.get<{ kind: string; recipient: string; data: string }>(
    `SELECT o.kind, o.recipient, o.data FROM outbox AS o JOIN conference_registrations AS r
       ON lower(trim(o.recipient)) = lower(trim(r.email))
     WHERE o.id = ? AND r.id = ?`,
    [c.req.param('message') ?? '', id],
  )
  if (!original)
    return notice(c, 'Not found', 'There is no such message for this registration.', {
      status: 404,
    })
  if (isErasedAddress(original.recipient))
    return notice(c, 'Not sent', 'This person was erased: no message can be sent to them again.', {
      status: 409,
    })
  const copyId = randomUUID()
  await db.write([
    ...enqueue(
      {
        kind: String(original.kind),
        to: String(original.recipient),
        data: JSON.parse(String(original.data)) as Record<string, unknown>,
      },
      { id: copyId },
    ),
    auditEntry(c, 'message.resent', `${String(c.req.param('message'))} -> ${copyId}`),
  ])
  return seeOther(c, `/desk/registrations/${id}?done=resent`)
}

/** The desk's message endpoints (listed in DESK_ENDPOINTS with one line). */
export const MESSAGE_ENDPOINTS: DeskEndpoint[] = [
  {
    method: 'POST',
    path: '/registrations/:id/messages/:message/resend',
    access: DESK_STAFF,
    handle: resendMessage,
  },
]
