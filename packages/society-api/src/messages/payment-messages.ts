import type { Db, Statement } from '../db/db.ts'
import { enqueue } from '../outbox/outbox-store.ts'
import { formatMinor } from '../payments/money.ts'

interface Payer {
  email: string
  first: string | null
  amount_minor: number | null
  currency: string | null
}

/**
 * A payment's message to the address it was made for, written in the unit that changes the
 * payment, only when `onlyIf` holds in it. The payer is read first (a payment's e-mail never
 * changes); no payment, no message.
 */
export function paymentMessage(
  db: Db,
  reference: string,
  kind: 'payment-confirmed' | 'payment-failed',
  onlyIf: { sql: string; params: (string | number | null)[] },
): Statement[] {
  const payer = db.get<Payer & Record<string, string | number | null>>(
    `SELECT t.email, json_extract(r.data, '$.firstname') AS first, t.amount_minor, t.currency
     FROM conference_transactions AS t LEFT JOIN conference_registrations AS r ON r.id = t.registration_id
     WHERE t.reference = ?`,
    [reference],
  )
  if (!payer) return []
  const amount =
    payer.amount_minor === null
      ? ''
      : formatMinor(Number(payer.amount_minor), String(payer.currency ?? 'USD'))
  return enqueue(
    {
      kind,
      to: String(payer.email),
      data: { reference, firstName: String(payer.first ?? ''), amount },
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
