import { randomUUID } from 'node:crypto'
import type { Db, SqlValue, Statement } from '../db/db.ts'
import { paymentFailedMessage, paymentReceivedMessages } from '../messages/payment-messages.ts'
import { issueReceipt } from '../receipts/receipts-store.ts'
import type { ProviderRecord } from './gateway.ts'
import { paidByEmailSql } from './balance.ts'
import { OPEN_STATES, outcomeOf } from './payment-states.ts'
import { iso, SELECT_TRANSACTION, toTransaction, type TransactionRow } from './transaction-row.ts'

/** What applying a provider's record did. */
export interface Applied {
  /** The same webhook event was handled before: nothing changed. */
  replay: boolean
  transaction: TransactionRow | undefined
}

const OPEN = OPEN_STATES.map((s) => `'${s}'`).join(', ')

/** Whether another payment of the same e-mail is paid (inside an UPDATE of `conference_transactions`). */
/**
 * The registration is paid in full already (the balance rule, payments/balance.ts): money taken
 * on top of it is recorded as a mismatch ("already paid"), to refund, never as a second payment.
 * A part-payment (by the desk or an earlier card) leaves the rest to pay.
 */
const PAID_ELSEWHERE = paidByEmailSql('conference_transactions.email')

/**
 * One unit: the provider's record applied to a payment (docs/decisions/0052). With `event`, the
 * event is recorded first and every other statement runs only if this unit recorded it (a
 * replay changes nothing). `holdAbandoned`: Paystack calls a checkout nobody finished yet
 * `abandoned`; reconciliation leaves such a payment pending until it is old enough.
 */
export async function applyRecord(
  db: Db,
  reference: string,
  record: ProviderRecord,
  opts: { at: Date; event?: { key: string; name: string }; holdAbandoned?: boolean },
): Promise<Applied> {
  const at = iso(opts.at)
  const unit = randomUUID()
  const statements: Statement[] = []
  let guard = ''
  let guardParams: SqlValue[] = []
  if (opts.event) {
    statements.push({
      sql: `INSERT INTO payment_events (provider, event_key, event, reference, unit, received_at)
            VALUES ('paystack', ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      params: [opts.event.key, opts.event.name, reference, unit, at],
    })
    guard = `AND EXISTS (SELECT 1 FROM payment_events WHERE provider = 'paystack' AND event_key = ? AND unit = ?)`
    guardParams = [opts.event.key, unit]
  }
  let outcome = outcomeOf(record.status)
  if (outcome === 'abandoned' && opts.holdAbandoned) outcome = 'in-progress'
  const seen = `provider_status = ?, provider_id = ?, checked_at = ?, updated_at = ?`
  const seenParams: SqlValue[] = [record.status, record.id, at, at]

  if (outcome === 'success') {
    const money = `paid_amount_minor = ?, paid_currency = ?, paid_at = ?, channel = ?`
    const moneyParams: SqlValue[] = [
      record.amountMinor,
      record.currency,
      record.paidAt ?? at,
      record.channel,
    ]
    statements.push(
      {
        sql: `UPDATE conference_transactions SET state = 'success', ${seen}, ${money}
              WHERE reference = ? AND state IN (${OPEN}) AND amount_minor = ? AND currency = ?
                AND NOT ${PAID_ELSEWHERE} ${guard}`,
        params: [
          ...seenParams,
          ...moneyParams,
          reference,
          record.amountMinor,
          record.currency,
          ...guardParams,
        ],
      },
      {
        sql: `UPDATE conference_transactions SET state = 'mismatch', ${seen}, ${money},
                mismatch = CASE WHEN currency != ? THEN 'currency' WHEN amount_minor > ? THEN 'less than owed'
                  WHEN amount_minor < ? THEN 'more than owed' WHEN state = 'superseded' THEN 'replaced before payment'
                  ELSE 'already paid' END
              WHERE reference = ? AND state IN (${OPEN}, 'superseded') ${guard}`,
        params: [
          ...seenParams,
          ...moneyParams,
          record.currency,
          record.amountMinor,
          record.amountMinor,
          reference,
          ...guardParams,
        ],
      },
      issueReceipt(reference, opts.at),
      // "Payment confirmed" (or, part of the fee still owed, "payment received") with the
      // receipt this unit issued (none when it issued none).
      ...paymentReceivedMessages(db, reference, {
        sql: 'SELECT remaining_minor FROM receipts WHERE reference = ? AND issued_at = ?',
        params: [reference, at],
      }),
    )
  } else if (outcome === 'in-progress') {
    statements.push({
      sql: `UPDATE conference_transactions SET ${seen} WHERE reference = ? AND state = 'pending' ${guard}`,
      params: [...seenParams, reference, ...guardParams],
    })
  } else {
    // failed and abandoned close an open payment; reversed also a paid one.
    const from = outcome === 'reversed' ? `${OPEN}, 'success'` : OPEN
    statements.push({
      sql: `UPDATE conference_transactions SET state = ?, ${seen} WHERE reference = ? AND state IN (${from}) ${guard}`,
      params: [outcome, ...seenParams, reference, ...guardParams],
    })
    if (outcome !== 'reversed') statements.push(...paymentFailedMessage(db, reference))
  }
  statements.push({ sql: `${SELECT_TRANSACTION} WHERE t.reference = ?`, params: [reference] })
  const results = await db.write(statements)
  const row = results.at(-1)?.rows[0]
  return {
    replay: opts.event ? results[0]?.changes === 0 : false,
    transaction: row && toTransaction(row),
  }
}
