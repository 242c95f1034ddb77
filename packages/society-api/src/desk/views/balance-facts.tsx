/** @jsxImportSource hono/jsx */
import type { Row } from '../../db/db.ts'
import { dueLabel } from '../../payments/balance.ts'
import { formatMinor } from '../../payments/money.ts'

/**
 * A registration's balance on its page (payments/balance.ts), from its list facts: the state
 * the list shows, the fee owed, what was received and refunded, and what remains (items of the
 * page's details list).
 */
export function BalanceFacts({ facts }: { facts: Row }) {
  const currency = String(facts.money_currency ?? 'USD')
  const money = (minor: unknown) => formatMinor(Number(minor ?? 0), currency)
  return (
    <>
      <dt>State</dt>
      <dd>{String(facts.state ?? facts.payment ?? '')}</dd>
      <dt>Fee owed</dt>
      <dd>{facts.owed_minor === null ? 'not recorded yet' : money(facts.owed_minor)}</dd>
      <dt>Received</dt>
      <dd>{money(facts.received_minor)}</dd>
      <dt>Refunded</dt>
      <dd>{money(facts.refunded_minor)}</dd>
      <dt>Balance</dt>
      <dd>{dueLabel(facts.due_minor === null ? null : Number(facts.due_minor), currency)}</dd>
    </>
  )
}
