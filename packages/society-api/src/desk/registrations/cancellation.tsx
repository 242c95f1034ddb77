/** @jsxImportSource hono/jsx */
import type { Row, Statement } from '../../db/db.ts'
import type { CancelledData } from '../../messages/registration-change-messages.ts'
import { enqueue } from '../../outbox/outbox-store.ts'
import { readBalance } from '../../payments/balance.ts'
import { formatMinor } from '../../payments/money.ts'
import { talkToWithdraw, withdrawTalkLogged } from '../../talks/withdraw-talk.ts'
import { auditStatement } from '../audit/audit-store.ts'
import { accountOf, audit, type DeskContext, idParam } from '../context.ts'
import { notice, page, seeOther } from '../render.tsx'
import { CancelConfirmation } from '../views/cancellation.tsx'

/**
 * Cancelling a registration and undoing it (docs/decisions/0096). Cancelling asks first (a page
 * naming the person and what happens; a second POST with `confirm=yes` does it) and, in one unit,
 * marks it cancelled, records the change, e-mails the delegate and writes the audit entry.
 * Restoring undoes it until a refund (a credit note) exists; then it is refused.
 */

interface Cancellable extends Row {
  id: number
  email: string
  first: string | null
  name: string
  cancelled_at: string | null
  erased_at: string | null
}

const registrationOf = (c: DeskContext) =>
  c.get('desk').deps.db.get<Cancellable>(
    `SELECT id, email, json_extract(data, '$.firstname') AS first,
       trim(coalesce(json_extract(data, '$.firstname'), '') || ' ' || coalesce(json_extract(data, '$.surname'), '')) AS name,
       json_extract(data, '$.cancelled_at') AS cancelled_at, json_extract(data, '$.erased_at') AS erased_at
     FROM conference_registrations WHERE id = ?`,
    [idParam(c)],
  )

/** The credit notes of a registration's payments (by its id or its address). */
const REFUNDS = `SELECT c.number FROM credit_notes c JOIN conference_transactions t ON t.reference = c.reference
  WHERE t.registration_id = ? OR t.email = ?`

const missing = (c: DeskContext) =>
  notice(c, 'Not found', 'There is no such registration.', { status: 404 })
const erased = (c: DeskContext) =>
  notice(c, 'Not changed', 'This person has been erased: the registration cannot change.', {
    status: 409,
  })

/** Statements written only when the one before them changed a row (a chain in one unit). */
const IF_CHANGED = 'changes() = 1'

/** The change's history row (before → after of `cancelled_at`), if the update before it ran. */
const historyRow = (id: number, accountId: number, at: string, before: string, after: string) => ({
  sql: `INSERT INTO registration_changes (registration_id, account_id, at, field, before, after)
        SELECT ?, ?, ?, 'cancelled_at', ?, ? WHERE ${IF_CHANGED}`,
  params: [id, accountId, at, before, after],
})

const auditIfChanged = (c: DeskContext, action: string, id: number): Statement =>
  auditStatement(
    { accountId: accountOf(c).id, action, target: id, address: c.get('address') },
    c.get('desk').clock(),
    { sql: IF_CHANGED },
  )

/** POST /desk/registrations/:id/cancel: the confirmation page; with `confirm=yes`, the cancellation. */
export async function cancelRegistration(c: DeskContext): Promise<Response> {
  const desk = c.get('desk')
  const registration = registrationOf(c)
  if (!registration) return missing(c)
  if (registration.erased_at) return erased(c)
  if (registration.cancelled_at)
    return notice(
      c,
      'Cancelled already',
      `This registration was cancelled on ${registration.cancelled_at.slice(0, 10)}.`,
      { status: 409 },
    )
  const { id, email } = registration
  const talk = talkToWithdraw(desk.deps, id)
  if ((await c.req.parseBody()).confirm !== 'yes') {
    const balance = readBalance(desk.deps.db, id)
    return page(
      c,
      'Cancel this registration?',
      <CancelConfirmation
        id={id}
        name={registration.name || email}
        email={email}
        held={
          balance && balance.heldMinor > 0 ? formatMinor(balance.heldMinor, balance.currency) : null
        }
        hasTalk={talk !== null}
      />,
    )
  }
  const at = desk.clock().toISOString()
  const message: CancelledData = { firstName: registration.first ?? '' }
  await desk.deps.db.write([
    {
      sql: `UPDATE conference_registrations SET data = json_set(data, '$.cancelled_at', ?), updated_at = ?
            WHERE id = ? AND json_extract(data, '$.cancelled_at') IS NULL`,
      params: [at, at, id],
    },
    historyRow(id, accountOf(c).id, at, '', at),
    ...enqueue(
      { kind: 'registration-cancelled', to: email, data: { ...message } },
      { onlyIf: { sql: `SELECT 1 WHERE ${IF_CHANGED}` } },
    ),
    auditIfChanged(c, 'registration.cancelled', id),
  ])
  // A talk made from the abstract shows as withdrawn in the programme.
  await withdrawTalkLogged(desk.deps, talk, (action, target) => audit(c, action, target))
  return seeOther(c, `/desk/registrations/${id}?done=cancelled`)
}

/** POST /desk/registrations/:id/restore: undoes a cancellation, unless a refund was made. */
export async function restoreRegistration(c: DeskContext): Promise<Response> {
  const desk = c.get('desk')
  const registration = registrationOf(c)
  if (!registration) return missing(c)
  if (registration.erased_at) return erased(c)
  const cancelledAt = registration.cancelled_at
  if (!cancelledAt)
    return notice(c, 'Not cancelled', 'This registration is not cancelled.', { status: 409 })
  const { id, email } = registration
  const refunds = desk.deps.db.all<{ number: string }>(REFUNDS, [id, email])
  if (refunds.length)
    return notice(
      c,
      'Not restored',
      `This registration cannot be restored: a refund has been made (credit note ${refunds
        .map((r) => r.number)
        .join(', ')}). If the person is coming after all, they register again.`,
      { status: 409 },
    )
  const at = desk.clock().toISOString()
  const [restored] = await desk.deps.db.write([
    // The refund's absence is checked again in the unit: a refund recorded meanwhile wins.
    {
      sql: `UPDATE conference_registrations SET data = json_remove(data, '$.cancelled_at'), updated_at = ?
            WHERE id = ? AND json_extract(data, '$.cancelled_at') IS NOT NULL
              AND NOT EXISTS (${REFUNDS})`,
      params: [at, id, id, email],
    },
    historyRow(id, accountOf(c).id, at, cancelledAt, ''),
    auditIfChanged(c, 'registration.restored', id),
  ])
  if (!restored?.changes)
    return notice(c, 'Not restored', 'The registration changed meanwhile: open it again.', {
      status: 409,
    })
  return seeOther(c, `/desk/registrations/${id}?done=restored`)
}
