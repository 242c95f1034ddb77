import { audit, type DeskContext } from '../context.ts'
import type { DeskEndpoint } from '../endpoints.ts'
import { notice } from '../render.tsx'
import { SECRETARIAT } from '../roles.ts'
import { personData, type PersonData } from './person-data.ts'

/** The JSON download, audited by identifiers only (registration or member id, never the address). */
async function download(c: DeskContext, data: PersonData): Promise<Response> {
  const target = data.registration
    ? `registration ${String(data.registration.id)}`
    : data.memberProfile
      ? `member ${String(data.memberProfile.id)}`
      : 'subscriber'
  await audit(c, 'person.exported', target)
  const name = data.registration ? `registration-${String(data.registration.id)}` : 'person'
  return c.body(JSON.stringify(data, null, 2), 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-data.json"`,
    'Cache-Control': 'no-store',
  })
}

const nothingHeld = (c: DeskContext) =>
  notice(c, 'Not found', 'Nothing is held under that registration or address.', { status: 404 })

/** GET /desk/registrations/:id/export.json: the registered person's data (secretariat only). */
export function exportRegistrationPerson(c: DeskContext): Promise<Response> | Response {
  const db = c.get('desk').deps.db
  const id = /^\d{1,12}$/.test(c.req.param('id') ?? '') ? Number(c.req.param('id')) : 0
  const row = db.get<{ email: string }>('SELECT email FROM conference_registrations WHERE id = ?', [
    id,
  ])
  return row ? download(c, personData(db, row.email)) : nothingHeld(c)
}

/**
 * POST /desk/people/export (form field `email`): a member's or subscriber's data when they have
 * no registration. A POST, so the address is never in a URL or an access log.
 */
export async function exportPersonByAddress(c: DeskContext): Promise<Response> {
  const form = await c.req.parseBody()
  const data = personData(c.get('desk').deps.db, String(form.email ?? ''))
  const held =
    data.registration ||
    data.memberProfile ||
    data.newsletterSubscriptions.length ||
    data.payments.length ||
    data.messagesSent.length
  return data.email && held ? download(c, data) : nothingHeld(c)
}

/** The personal-data endpoints (one line in DESK_ENDPOINTS). */
export const PRIVACY_ENDPOINTS: DeskEndpoint[] = [
  {
    method: 'GET',
    path: '/registrations/:id/export.json',
    access: SECRETARIAT,
    handle: exportRegistrationPerson,
  },
  { method: 'POST', path: '/people/export', access: SECRETARIAT, handle: exportPersonByAddress },
]
