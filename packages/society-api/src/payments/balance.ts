import type { Db, Row } from '../db/db.ts'
import { formatMinor } from './money.ts'

/**
 * A registration's balance (docs/decisions/0095-balance.md), the one rule of "paid": the fee it
 * owes against every payment received and every refund (credit note), in the fee's currency and
 * minor unit. The pure rule (`balanceOf`) and the SQL the lists read (`BALANCE_COLUMNS`,
 * `MONEY_STATE_SQL`) say the same thing; balance.test.ts holds them to it.
 *
 * - Money received: a payment the provider's record says was paid (`success`, or `mismatch`:
 *   the provider took an amount other than the one asked, which is still money held), or one the
 *   desk recorded (`manual`, always `success`), in the fee's currency. Money in another currency
 *   does not count towards the fee (`otherCurrency` says it exists).
 * - Refunded: the credit notes of those payments, in the fee's currency.
 * - Owed: the fee recorded on the registration (`fee_minor`, `fee_currency`, written whenever a
 *   payment is opened or recorded), else what its latest card payment asked the provider for;
 *   null when neither exists.
 *
 * States: `paid` (what is held equals the fee), `overpaid` (more: the rest is to refund),
 * `part-paid` (less, but something), `refunded` (money was refunded and none is held),
 * `pending` (nothing held, a card payment open), `unpaid`. A fee not yet known is never paid.
 */

/** The fee's currency when a registration has none recorded yet (the fee table's currency). */
export const FEE_CURRENCY = 'USD'

export const MONEY_STATES = [
  'paid',
  'overpaid',
  'part-paid',
  'refunded',
  'pending',
  'unpaid',
] as const
export type MoneyState = (typeof MONEY_STATES)[number]

/** The states in which the fee is paid (certificates, badges and letters ask this). */
export const PAID_STATES: readonly MoneyState[] = ['paid', 'overpaid']
export const isPaidState = (state: string): boolean =>
  (PAID_STATES as readonly string[]).includes(state)

export interface Money {
  minor: number
  currency: string
}

/** A payment as the rule sees it: its state and the money the provider (or the desk) recorded. */
export interface PaymentFact {
  state: string
  /**
   * What was paid: the provider's amount and currency when known, else (a success) what was
   * asked; a mismatch whose amount the provider did not report counts nothing (minor 0).
   */
  minor: number
  currency: string
}

export interface BalanceFacts {
  owed: Money | null
  payments: readonly PaymentFact[]
  refunds: readonly Money[]
}

export interface Balance {
  currency: string
  /** The fee owed, or null when none is recorded. */
  owedMinor: number | null
  receivedMinor: number
  refundedMinor: number
  /** Received less refunded. */
  heldMinor: number
  /** Owed less held: > 0 still to pay, < 0 to refund; null when the fee is not known. */
  dueMinor: number | null
  state: MoneyState
  /** Money received in a currency other than the fee's (not counted). */
  otherCurrency: boolean
}

/** The payment states whose money is held. */
export const RECEIVED_STATES = ['success', 'mismatch'] as const

/** The state of a balance from its sums (the pure twin of MONEY_STATE_SQL). */
export function moneyState(
  owedMinor: number | null,
  receivedMinor: number,
  refundedMinor: number,
  pending: boolean,
): MoneyState {
  const held = receivedMinor - refundedMinor
  if (owedMinor !== null && held > owedMinor) return 'overpaid'
  if (owedMinor !== null && held === owedMinor) return 'paid'
  if (refundedMinor > 0 && held <= 0) return 'refunded'
  if (held > 0) return 'part-paid'
  return pending ? 'pending' : 'unpaid'
}

export function balanceOf(facts: BalanceFacts): Balance {
  const currency = facts.owed?.currency ?? FEE_CURRENCY
  const received = facts.payments.filter((p) =>
    (RECEIVED_STATES as readonly string[]).includes(p.state),
  )
  const receivedMinor = received
    .filter((p) => p.currency === currency)
    .reduce((sum, p) => sum + p.minor, 0)
  const refundedMinor = facts.refunds
    .filter((r) => r.currency === currency)
    .reduce((sum, r) => sum + r.minor, 0)
  const owedMinor = facts.owed?.minor ?? null
  const heldMinor = receivedMinor - refundedMinor
  return {
    currency,
    owedMinor,
    receivedMinor,
    refundedMinor,
    heldMinor,
    dueMinor: owedMinor === null ? null : owedMinor - heldMinor,
    state: moneyState(
      owedMinor,
      receivedMinor,
      refundedMinor,
      facts.payments.some((p) => p.state === 'pending'),
    ),
    otherCurrency: received.some((p) => p.currency !== currency),
  }
}

/** A balance in words: "USD 0.00", "USD 499.00 owed", "USD 500.00 to refund", or "fee not known". */
export function dueLabel(dueMinor: number | null, currency: string): string {
  if (dueMinor === null) return 'fee not known'
  if (dueMinor > 0) return `${formatMinor(dueMinor, currency)} owed`
  if (dueMinor < 0) return `${formatMinor(-dueMinor, currency)} to refund`
  return formatMinor(0, currency)
}

// ---- The same rule in SQL, for the lists: each registration `r` and its payments by e-mail. ----
// The sums are grouped once per query (one pass over the payments and the credit notes, joined
// by e-mail), never looked up row by row: the lists and the overview read 2,000 registrations.

const CURRENCY_SQL = `coalesce(r.fee_currency, '${FEE_CURRENCY}')`
const RECEIVED_SQL = RECEIVED_STATES.map((s) => `'${s}'`).join(', ')

/**
 * The joins of the balance onto `conference_registrations r`: `tx` (per e-mail: an open payment,
 * a mismatch, the oldest pending start, the references), `ask` (the latest card payment's amount
 * asked, the fee when none is recorded), `rx` (received) and `rf` (refunded), in the fee's currency.
 */
export const BALANCE_JOINS = `
  LEFT JOIN (SELECT t.email, max(t.state = 'pending') AS has_pending, max(t.state = 'mismatch') AS has_mismatch,
      min(CASE WHEN t.state = 'pending' THEN t.created_at END) AS pending_since,
      group_concat(t.reference, ' ') AS refs
    FROM conference_transactions t GROUP BY t.email) tx ON tx.email = r.email
  LEFT JOIN (SELECT t.email, t.amount_minor, max(t.created_at) AS at FROM conference_transactions t
    WHERE coalesce(t.provider, '') != 'manual' AND t.state != 'superseded' AND t.amount_minor IS NOT NULL
    GROUP BY t.email) ask ON ask.email = r.email
  LEFT JOIN (SELECT t.email, coalesce(t.paid_currency, t.currency) AS currency,
      sum(CASE WHEN t.state = 'success' THEN coalesce(t.paid_amount_minor, t.amount_minor)
        ELSE coalesce(t.paid_amount_minor, 0) END) AS minor
    FROM conference_transactions t WHERE t.state IN (${RECEIVED_SQL}) GROUP BY 1, 2) rx
    ON rx.email = r.email AND rx.currency = ${CURRENCY_SQL}
  LEFT JOIN (SELECT t.email, c.currency, sum(c.amount_minor) AS minor
    FROM credit_notes c JOIN conference_transactions t ON t.reference = c.reference GROUP BY 1, 2) rf
    ON rf.email = r.email AND rf.currency = ${CURRENCY_SQL}`

/**
 * The balance's columns over BALANCE_JOINS (select-list items): `owed_minor` (the fee recorded,
 * else the latest card payment's ask), `money_currency`, `received_minor`, `refunded_minor`,
 * `has_pending`, `has_mismatch`, `pending_since`, `refs`.
 */
export const BALANCE_COLUMNS = `
    coalesce(r.fee_minor, ask.amount_minor) AS owed_minor,
    ${CURRENCY_SQL} AS money_currency,
    coalesce(rx.minor, 0) AS received_minor,
    coalesce(rf.minor, 0) AS refunded_minor,
    coalesce(tx.has_pending, 0) AS has_pending,
    coalesce(tx.has_mismatch, 0) AS has_mismatch,
    tx.pending_since AS pending_since,
    tx.refs AS refs`

/** Owed less held (> 0: still to pay), over BALANCE_COLUMNS; NULL when the fee is not known. */
export const DUE_SQL = `(owed_minor - (received_minor - refunded_minor))`

/** The state (MoneyState) over BALANCE_COLUMNS: `moneyState` in SQL. */
export const MONEY_STATE_SQL = `CASE
      WHEN owed_minor IS NOT NULL AND received_minor - refunded_minor > owed_minor THEN 'overpaid'
      WHEN owed_minor IS NOT NULL AND received_minor - refunded_minor = owed_minor THEN 'paid'
      WHEN refunded_minor > 0 AND received_minor - refunded_minor <= 0 THEN 'refunded'
      WHEN received_minor - refunded_minor > 0 THEN 'part-paid'
      WHEN has_pending THEN 'pending'
      ELSE 'unpaid' END`

/** Every registration's balance: `id`, `email`, BALANCE_COLUMNS, `payment` (the state), `due_minor`. */
export const REGISTRATION_BALANCES = `
  SELECT b.*, ${MONEY_STATE_SQL} AS payment, ${DUE_SQL} AS due_minor
  FROM (SELECT r.id, r.email, ${BALANCE_COLUMNS} FROM conference_registrations r ${BALANCE_JOINS}) b`

/** Whether the registration `r`'s fee is paid (PAID_STATES), as an SQL condition. */
export const IS_PAID_SQL = `r.id IN (SELECT pb.id FROM (${REGISTRATION_BALANCES}) pb
  WHERE pb.payment IN (${PAID_STATES.map((s) => `'${s}'`).join(', ')}))`

/**
 * What a registration still owes (owed less held; NULL when its fee is not known), as an SQL
 * expression over the registration row `alias`, for ONE registration: its own payments and credit
 * notes by correlated sums, where REGISTRATION_BALANCES groups every registration's. The payment
 * path asks it inside the writer's unit (opening a payment, applying the provider's record,
 * issuing its receipt), where the whole list's sums cost ~24 ms at 2,000 registrations and grow
 * with them; this costs ~0.03 ms.
 */
export function dueOfRegistrationSql(alias: string): string {
  const currency = `coalesce(${alias}.fee_currency, '${FEE_CURRENCY}')`
  return `(coalesce(${alias}.fee_minor, (SELECT t.amount_minor FROM conference_transactions t
        WHERE t.email = ${alias}.email AND coalesce(t.provider, '') != 'manual' AND t.state != 'superseded'
          AND t.amount_minor IS NOT NULL ORDER BY t.created_at DESC LIMIT 1))
      - coalesce((SELECT sum(CASE WHEN t.state = 'success' THEN coalesce(t.paid_amount_minor, t.amount_minor)
            ELSE coalesce(t.paid_amount_minor, 0) END)
          FROM conference_transactions t WHERE t.email = ${alias}.email AND t.state IN (${RECEIVED_SQL})
            AND coalesce(t.paid_currency, t.currency) = ${currency}), 0)
      + coalesce((SELECT sum(c.amount_minor) FROM credit_notes c
          JOIN conference_transactions t ON t.reference = c.reference
          WHERE t.email = ${alias}.email AND c.currency = ${currency}), 0))`
}

/**
 * Whether the registration whose e-mail is the SQL expression `email` (a `?`, or a column of the
 * statement around it) is paid (PAID_STATES: what is held covers a known fee), by
 * `dueOfRegistrationSql`.
 */
export const paidByEmailSql = (email: string): string =>
  `EXISTS (SELECT 1 FROM conference_registrations paid_r WHERE paid_r.email = ${email}
    AND ${dueOfRegistrationSql('paid_r')} <= 0)`

/** One registration's balance (the SQL sums, the state by `moneyState`), or undefined. */
export function readBalance(
  db: Pick<Db, 'get'>,
  registrationId: number,
): (Balance & { mismatch: boolean }) | undefined {
  const row = db.get<Row>(
    `SELECT b.*, EXISTS (SELECT 1 FROM conference_transactions t
       WHERE t.email = b.email AND t.state IN (${RECEIVED_SQL})
         AND coalesce(t.paid_currency, t.currency) != b.money_currency) AS other_currency
     FROM (${REGISTRATION_BALANCES}) b WHERE b.id = ?`,
    [registrationId],
  )
  if (!row) return undefined
  const owedMinor = row.owed_minor === null ? null : Number(row.owed_minor)
  const receivedMinor = Number(row.received_minor)
  const refundedMinor = Number(row.refunded_minor)
  const heldMinor = receivedMinor - refundedMinor
  return {
    currency: String(row.money_currency),
    owedMinor,
    receivedMinor,
    refundedMinor,
    heldMinor,
    dueMinor: owedMinor === null ? null : owedMinor - heldMinor,
    state: moneyState(owedMinor, receivedMinor, refundedMinor, !!row.has_pending),
    otherCurrency: !!row.other_currency,
    mismatch: !!row.has_mismatch,
  }
}
