import type { Statement } from '../db/db.ts'
import type { ServiceDeps } from '../deps.ts'
import type { RenderedMail } from '../mail/mail-types.ts'
import { MY_PATH } from '../my-registration/paths.ts'
import { enqueue, type OutboxRow } from '../outbox/outbox-store.ts'
import type { Renderer } from '../outbox/worker.ts'
import { compose, CONFERENCE_NAME, readWording } from './conference-messages.ts'

/** One field a correction changed, as the message lists it (the delegate's own details). */
export interface ChangedField {
  label: string
  before: string
  after: string
}

/**
 * What each message's outbox row holds (docs/decisions/0096): written in the same unit as the
 * cancellation, the credit note or the correction that causes it.
 */
export interface CancelledData {
  firstName: string
}
export interface RefundedData {
  firstName: string
  amount: string
  /** The payment refunded and the credit note's time: which credit note the message names. */
  reference: string
  issuedAt: string
}
export interface CorrectedData {
  firstName: string
  changes: ChangedField[]
}

/**
 * "Refund made", to follow the credit note's statement in its unit: written only if that
 * statement issued the credit note.
 */
export const refundedMessage = (to: string, data: RefundedData): Statement[] =>
  enqueue(
    { kind: 'registration-refunded', to, data: { ...data } },
    { onlyIf: { sql: 'SELECT 1 WHERE changes() = 1' } },
  )

const footer = `You receive this because this address is registered for ${CONFERENCE_NAME}.`

function myRegistration(deps: ServiceDeps) {
  return { label: 'Open my registration', href: new URL(MY_PATH, deps.config.siteUrl).href }
}

async function cancelled(deps: ServiceDeps, row: OutboxRow): Promise<RenderedMail> {
  const { firstName } = row.data as unknown as CancelledData
  const wording = await readWording(deps, 'registration-cancelled')
  return compose(
    deps,
    wording,
    { firstName, conferenceName: CONFERENCE_NAME },
    { tables: [], footer },
  )
}

async function refunded(deps: ServiceDeps, row: OutboxRow): Promise<RenderedMail> {
  const { firstName, amount, reference, issuedAt } = row.data as unknown as RefundedData
  const note = deps.db.get<{ number: string }>(
    'SELECT number FROM credit_notes WHERE reference = ? AND issued_at = ? ORDER BY seq DESC',
    [reference, issuedAt],
  )
  const creditNoteNumber = note?.number ?? 'issued by the secretariat'
  const wording = await readWording(deps, 'registration-refunded')
  return compose(
    deps,
    wording,
    { firstName, conferenceName: CONFERENCE_NAME, amount, creditNoteNumber },
    {
      tables: [
        {
          caption: 'Refund',
          rows: [
            ['Amount refunded', amount],
            ['Credit note', creditNoteNumber],
          ],
        },
      ],
      footer,
    },
  )
}

async function corrected(deps: ServiceDeps, row: OutboxRow): Promise<RenderedMail> {
  const { firstName, changes } = row.data as unknown as CorrectedData
  const wording = await readWording(deps, 'registration-corrected')
  return compose(
    deps,
    wording,
    { firstName, conferenceName: CONFERENCE_NAME },
    {
      tables: [
        {
          caption: 'What was corrected',
          rows: changes.map((c): [string, string] => [
            c.label,
            c.before ? `${c.before} → ${c.after}` : c.after,
          ]),
        },
      ],
      action: myRegistration(deps),
      footer,
    },
  )
}

/** The messages of the desk's changes to a registration, by outbox kind. */
export const registrationChangeRenderers = (deps: ServiceDeps): Record<string, Renderer> => ({
  'registration-cancelled': (row) => cancelled(deps, row),
  'registration-refunded': (row) => refunded(deps, row),
  'registration-corrected': (row) => corrected(deps, row),
})
