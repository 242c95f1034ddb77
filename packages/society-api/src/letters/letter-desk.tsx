/** @jsxImportSource hono/jsx */
import { accountOf, audit, auditEntry, type DeskContext } from '../desk/context.ts'
import type { DeskEndpoint } from '../desk/endpoints.ts'
import { createDeskRegistrations } from '../desk/registrations/registrations-store.ts'
import { notice, page, seeOther } from '../desk/render.tsx'
import { SECRETARIAT } from '../desk/roles.ts'
import { reviewDecisions } from '../my-registration/abstract-decision.ts'
import { LetterDesk, type IssuedLetterRow } from './letter-desk-views.tsx'
import type { LetterView } from './letter-pdf.ts'
import { lettersOf } from './letters-of.ts'

const DONE: Record<string, string> = {
  approved: 'The letter was issued and the delegate told by e-mail.',
  refused: 'The request was refused.',
}

/** The registrations' money state now (payments/balance.ts), by id; null without one. */
function paymentsOf(c: DeskContext, ids: number[]): Map<number, string | null> {
  const { deps, clock } = c.get('desk')
  const registrations = createDeskRegistrations(deps.db, clock)
  return new Map(
    [...new Set(ids)].map((id) => {
      const found = registrations.find(id)
      return [id, found ? String(found.facts.payment) : null]
    }),
  )
}

const ISSUED_SHOWN = 200

/** The letters issued, newest first: what they say, their code, whether the PDF is kept. */
function issuedLetters(c: DeskContext): Omit<IssuedLetterRow, 'payment'>[] {
  return c
    .get('desk')
    .deps.db.all(
      `SELECT q.id, q.registration_id, l.passport_name, l.nationality, l.issued_at, l.status,
              l.view, length(l.pdf) AS bytes
       FROM visa_letters AS l JOIN visa_letter_requests AS q ON q.id = l.request_id
       ORDER BY l.issued_at DESC, l.id DESC LIMIT ?`,
      [ISSUED_SHOWN],
    )
    .map((r) => {
      const view =
        typeof r.view === 'string'
          ? (JSON.parse(r.view) as Partial<Pick<LetterView, 'code' | 'verifyUrl'>>)
          : null
      return {
        id: Number(r.id),
        registrationId: Number(r.registration_id),
        passportName: String(r.passport_name),
        nationality: String(r.nationality),
        issuedAt: String(r.issued_at),
        status: String(r.status),
        code: view?.code ?? null,
        verifyUrl: view?.verifyUrl ?? null,
        hasPdf: Number(r.bytes ?? 0) > 0,
      }
    })
}

/**
 * GET /desk/visa-letters: pending requests with the passport number and the registration's
 * payment state, then the letters issued with their code and PDF (the secretariat only).
 */
export function showLetterRequests(c: DeskContext) {
  const rows = lettersOf(c.get('desk').deps).pending()
  const issued = issuedLetters(c)
  const payments = paymentsOf(
    c,
    [...rows, ...issued].map((r) => r.registrationId),
  )
  return page(
    c,
    'Visa letter requests',
    <LetterDesk
      pending={rows.map((r) => ({ ...r, payment: payments.get(r.registrationId) ?? null }))}
      issued={issued.map((l) => ({ ...l, payment: payments.get(l.registrationId) ?? null }))}
      done={DONE[c.req.query('done') ?? '']}
    />,
  )
}

/** GET /desk/visa-letters/:id/letter.pdf: the letter as it was issued (audited). */
export async function downloadLetter(c: DeskContext) {
  const id = requestId(c)
  const row = c.get('desk').deps.db.get('SELECT pdf FROM visa_letters WHERE request_id = ?', [id])
  if (!(row?.pdf instanceof Uint8Array) || row.pdf.byteLength === 0)
    return notice(c, 'Not found', 'There is no such letter, or it was withdrawn.', { status: 404 })
  await audit(c, 'visa-letter.downloaded', id)
  return c.body(new Uint8Array(row.pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="visa-letter-${id}.pdf"`,
    'Cache-Control': 'no-store',
  })
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
  {
    method: 'GET',
    path: '/visa-letters/:id/letter.pdf',
    access: SECRETARIAT,
    handle: downloadLetter,
  },
  { method: 'POST', path: '/visa-letters/:id/approve', access: SECRETARIAT, handle: approveLetter },
  { method: 'POST', path: '/visa-letters/:id/refuse', access: SECRETARIAT, handle: refuseLetter },
]
