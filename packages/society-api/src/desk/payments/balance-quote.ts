import {
  computeFee,
  FeeDataError,
  feeDataQuery,
  type FeeData,
  type FeeSelection,
} from '../../conference/fees.ts'
import type { Statement } from '../../db/db.ts'
import { moneyState, readBalance, type Balance } from '../../payments/balance.ts'
import { toMinor } from '../../payments/money.ts'
import type { DeskContext } from '../context.ts'
import { recordFee } from './manual-payments.ts'

/**
 * The registration's balance for the desk; when no fee is recorded yet, the fee table's quote
 * for what the person registered for, with the statement that records it.
 */
export async function balanceFor(
  c: DeskContext,
  id: number,
): Promise<{ balance: Balance; record: Statement[] } | string> {
  const { deps } = c.get('desk')
  const balance = readBalance(deps.db, id)
  if (!balance) return 'There is no such registration.'
  if (balance.owedMinor !== null) return { balance, record: [] }
  const stored = deps.db.get<{ data: string }>(
    'SELECT data FROM conference_registrations WHERE id = ?',
    [id],
  )
  try {
    const fees = await deps.content.query<FeeData>(feeDataQuery)
    const quote = computeFee(JSON.parse(String(stored?.data)) as FeeSelection, fees)
    const owedMinor = toMinor(quote.amount, quote.currency)
    const held = balance.currency === quote.currency ? balance.heldMinor : 0
    return {
      balance: {
        ...balance,
        currency: quote.currency,
        owedMinor,
        dueMinor: owedMinor - held,
        state: moneyState(owedMinor, held + balance.refundedMinor, balance.refundedMinor, false),
      },
      record: [recordFee(id, owedMinor, quote.currency)],
    }
  } catch (error) {
    if (error instanceof FeeDataError)
      return `The fee of this registration is not known (${error.message}), so no payment can be set against it. Complete the fee table in the studio first.`
    throw error
  }
}
