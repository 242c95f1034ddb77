import type { Db, Statement } from '../db/db.ts'
import type { ServiceDeps } from '../deps.ts'
import type { RenderedMail } from '../mail/mail-types.ts'
import { enqueue, type OutboxRow } from '../outbox/outbox-store.ts'
import { formatMinor } from '../payments/money.ts'
import { receiptLink } from '../receipts/receipt-link.ts'
import { receiptPdf } from '../receipts/receipt-pdf.ts'
import { receiptView } from '../receipts/receipt-view.ts'
import { createReceiptsStore } from '../receipts/receipts-store.ts'
import { compose, CONFERENCE_NAME, readWording } from './conference-messages.ts'

interface Payer {
  email: string
  first: string | null
  amount_minor: number | null
  currency: string | null
}

/** A stored payment's payer: address, first name and the amount asked, in words. */
function readPayer(db: Db, reference: string) {
  const payer = db.get<Payer & Record<string, string | number | null>>(
    `SELECT t.email, json_extract(r.data, '$.firstname') AS first, t.amount_minor, t.currency
     FROM conference_transactions AS t LEFT JOIN conference_registrations AS r ON r.id = t.registration_id
     WHERE t.reference = ?`,
    [reference],
  )
  if (!payer) return undefined
  return {
    email: String(payer.email),
    firstName: String(payer.first ?? ''),
    amount:
      payer.amount_minor === null
        ? ''
        : formatMinor(Number(payer.amount_minor), String(payer.currency ?? 'USD')),
  }
}

/**
 * A payment's message to the address it was made for, written in the unit that changes the
 * payment, only when `onlyIf` holds in it. The payer is read first (a payment's e-mail never
 * changes); no payment, no message.
 */
export function paymentMessage(
  db: Db,
  reference: string,
  kind: 'payment-confirmed' | 'payment-part-received' | 'payment-failed',
  onlyIf: { sql: string; params: (string | number | null)[] },
): Statement[] {
  const payer = readPayer(db, reference)
  if (!payer) return []
  return enqueue(
    {
      kind,
      to: payer.email,
      data: { reference, firstName: payer.firstName, amount: payer.amount },
    },
    { onlyIf },
  )
}

/** "Payment not completed": once per payment, when this unit left it failed or abandoned. */
export function paymentFailedMessage(db: Db, reference: string): Statement[] {
  return paymentMessage(db, reference, 'payment-failed', {
    sql: `SELECT 1 FROM conference_transactions WHERE reference = ? AND state IN ('failed', 'abandoned')
            AND NOT EXISTS (SELECT 1 FROM outbox WHERE kind = 'payment-failed' AND json_extract(data, '$.reference') = ?)`,
    params: [reference, reference],
  })
}

/** The condition, inside a unit, on the receipt it issued (a statement selecting `remaining_minor`). */
export interface IssuedReceipt {
  sql: string
  params: (string | number | null)[]
}

/**
 * The message of a payment whose receipt this unit issued (docs/decisions/0095): "payment
 * confirmed" (the registration is complete) when the receipt says nothing remained owed, else
 * "payment received" saying what remains. The receipt decides, inside the unit that issued it.
 */
export function receivedMessages(
  to: { email: string; firstName: string; amount: string },
  reference: string,
  receipt: IssuedReceipt,
): Statement[] {
  const data = { reference, firstName: to.firstName, amount: to.amount }
  return [
    ...enqueue(
      { kind: 'payment-confirmed', to: to.email, data },
      {
        onlyIf: {
          sql: `SELECT 1 FROM (${receipt.sql}) AS issued WHERE issued.remaining_minor <= 0`,
          params: receipt.params,
        },
      },
    ),
    ...enqueue(
      { kind: 'payment-part-received', to: to.email, data },
      {
        onlyIf: {
          sql: `SELECT 1 FROM (${receipt.sql}) AS issued WHERE coalesce(issued.remaining_minor, 1) > 0`,
          params: receipt.params,
        },
      },
    ),
  ]
}

/** `receivedMessages` to the payer of a payment already stored (read first; none, no message). */
export function paymentReceivedMessages(
  db: Db,
  reference: string,
  receipt: IssuedReceipt,
): Statement[] {
  const payer = readPayer(db, reference)
  return payer ? receivedMessages(payer, reference, receipt) : []
}

/** "Payment received" of a part-payment: the receipt attached, and what remains of the fee. */
async function paymentPartReceived(deps: ServiceDeps, row: OutboxRow): Promise<RenderedMail> {
  const { reference, firstName } = row.data as { reference: string; firstName: string }
  const receipt = createReceiptsStore(deps.db).forPayment(reference)
  if (!receipt) throw new Error(`no receipt for the payment of outbox message ${row.id}`)
  const view = receiptView(receipt)
  const remaining =
    receipt.remainingMinor === null
      ? 'The rest'
      : formatMinor(receipt.remainingMinor, receipt.currency)
  const wording = await readWording(deps, 'payment-part-received')
  const mail = compose(
    deps,
    wording,
    {
      firstName,
      conferenceName: CONFERENCE_NAME,
      receiptNumber: receipt.number,
      amount: formatMinor(receipt.amountMinor, receipt.currency),
      remaining,
    },
    {
      tables: [
        {
          caption: `Receipt ${receipt.number}`,
          rows: [
            ...view.lines.map((l): [string, string] => [l.label, l.amount]),
            ['Total paid', view.total],
            ['Still to pay', remaining],
          ],
          total: true,
        },
      ],
      action: {
        label: 'Download your receipt',
        href: receiptLink(deps.config, receipt.number, deps.clock?.() ?? new Date()),
      },
      footer: `You receive this because you paid towards the registration fee for ${CONFERENCE_NAME}.`,
    },
  )
  mail.attachments = [
    {
      filename: `${receipt.number}.pdf`,
      content: Buffer.from(await receiptPdf(view)),
      contentType: 'application/pdf',
    },
  ]
  return mail
}

/** The payment messages this module renders, by outbox kind. */
export function paymentRenderers(deps: ServiceDeps) {
  return {
    'payment-part-received': (row: OutboxRow) => paymentPartReceived(deps, row),
  }
}
