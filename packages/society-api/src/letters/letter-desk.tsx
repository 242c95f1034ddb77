/** @jsxImportSource hono/jsx */
import { accountOf, auditEntry, type DeskContext } from '../desk/context.ts'
import type { DeskEndpoint } from '../desk/endpoints.ts'
import { createDeskRegistrations } from '../desk/registrations/registrations-store.ts'
import { notice, page, seeOther } from '../desk/render.tsx'
import { SECRETARIAT } from '../desk/roles.ts'
import { reviewDecisions } from '../my-registration/abstract-decision.ts'
import { lettersOf } from './letters-of.ts'

const DONE: Record<string, string> = {
  approved: 'The letter was issued and the delegate told by e-mail.',
  refused: 'The request was refused.',
}

/** GET /desk/visa-letters: pending requests with the passport number (the secretariat only). */
export function showLetterRequests(c: DeskContext) {
  const rows = lettersOf(c.get('desk').deps).pending()
  const done = DONE[c.req.query('done') ?? '']
  return page(
    c,
    'Visa letter requests',
    <>
      {done && <p role="status">{done}</p>}
      {rows.length === 0 ? (
        <p>No requests are waiting.</p>
      ) : (
        <table>
          <caption>Waiting for a decision, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Name as in the passport</th>
              <th scope="col">Nationality</th>
              <th scope="col">Passport number</th>
              <th scope="col">Date of birth</th>
              <th scope="col">Embassy</th>
              <th scope="col">Registration</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr>
                <td>{r.passportName}</td>
                <td>{r.nationality}</td>
                <td>{r.passportNumber}</td>
                <td>{r.birthDate}</td>
                <td>{r.embassy}</td>
                <td>
                  <a href={`/desk/registrations/${r.registrationId}`}>{`#${r.registrationId}`}</a>
                </td>
                <td>
                  <form method="post" action={`/desk/visa-letters/${r.id}/approve`}>
                    <button type="submit">{`Approve the letter for ${r.passportName}`}</button>
                  </form>
                  <form method="post" action={`/desk/visa-letters/${r.id}/refuse`}>
                    <button type="submit">{`Refuse the letter for ${r.passportName}`}</button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>,
  )
}

const requestId = (c: DeskContext) =>
  /^\d{1,12}$/.test(c.req.param('id') ?? '') ? Number(c.req.param('id')) : 0

const notPending = (c: DeskContext) =>
  notice(c, 'Not found', 'There is no such request waiting for a decision.', { status: 404 })

/** POST /desk/visa-letters/:id/approve: issues the letter, audited in the same unit. */
export async function approveLetter(c: DeskContext) {
  const { deps, clock } = c.get('desk')
  const id = requestId(c)
  const row = deps.db.get(
    `SELECT registration_id FROM visa_letter_requests WHERE id = ? AND state = 'pending'`,
    [id],
  )
  const found = row && createDeskRegistrations(deps.db, clock).find(Number(row.registration_id))
  if (!found) return notPending(c)
  const decision = reviewDecisions(deps.db)(Number(row.registration_id))
  const issued = await lettersOf(deps).issue(
    id,
    { payment: String(found.facts.payment), decision },
    String(found.data.email),
    [auditEntry(c, 'visa-letter.approved', id)],
    accountOf(c).id,
  )
  return issued ? seeOther(c, '/desk/visa-letters?done=approved') : notPending(c)
}

/** POST /desk/visa-letters/:id/refuse: audited; the delegate may ask again. */
export async function refuseLetter(c: DeskContext) {
  const id = requestId(c)
  const refused = await lettersOf(c.get('desk').deps).refuse(id, accountOf(c).id, [
    auditEntry(c, 'visa-letter.refused', id),
  ])
  return refused ? seeOther(c, '/desk/visa-letters?done=refused') : notPending(c)
}

/** The desk's visa letter endpoints: the secretariat only (passport numbers are shown). */
export const LETTER_ENDPOINTS: DeskEndpoint[] = [
  {
    method: 'GET',
    path: '/visa-letters',
    access: SECRETARIAT,
    handle: showLetterRequests,
    nav: 'Visa letters',
  },
  { method: 'POST', path: '/visa-letters/:id/approve', access: SECRETARIAT, handle: approveLetter },
  { method: 'POST', path: '/visa-letters/:id/refuse', access: SECRETARIAT, handle: refuseLetter },
]
