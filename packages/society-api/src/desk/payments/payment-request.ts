/** The registration a desk payment request concerns (its `:id`), and the answers that refuse one. */
import { notice } from '../render.tsx'
import type { DeskContext } from '../context.ts'

const idOf = (c: DeskContext) =>
  /^\d{1,12}$/.test(c.req.param('id') ?? '') ? Number(c.req.param('id')) : 0
export const registrationOf = (c: DeskContext) =>
  c
    .get('desk')
    .deps.db.get<{ id: number; email: string; first: string | null; last: string | null }>(
      `SELECT id, email, json_extract(data, '$.firstname') AS first, json_extract(data, '$.surname') AS last
       FROM conference_registrations WHERE id = ?`,
      [idOf(c)],
    )

/** "Ama Mensah (ama@example.com), No. 12": who a payment or refund concerns. */
export const registrationName = (r: {
  id: number
  email: string
  first: string | null
  last: string | null
}) => `${[r.first, r.last].filter(Boolean).join(' ')} (${r.email}), No. ${r.id}`

export const missing = (c: DeskContext) =>
  notice(c, 'Not found', 'There is no such registration.', { status: 404 })

export const refused = (c: DeskContext, text: string, status: 400 | 409 = 400) =>
  notice(c, 'Not saved', text, { status })
