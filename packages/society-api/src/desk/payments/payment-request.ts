/** The registration a desk payment request concerns (its `:id`), and the answers that refuse one. */
import { idParam, type DeskContext } from '../context.ts'
import { notice } from '../render.tsx'

export const registrationOf = (c: DeskContext) =>
  c
    .get('desk')
    .deps.db.get<{ id: number; email: string; first: string | null; last: string | null }>(
      `SELECT id, email, json_extract(data, '$.firstname') AS first, json_extract(data, '$.surname') AS last
       FROM conference_registrations WHERE id = ?`,
      [idParam(c)],
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
