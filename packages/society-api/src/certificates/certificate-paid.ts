import type { Db } from '../db/db.ts'
import { IS_PAID_SQL, isPaidState, readBalance } from '../payments/balance.ts'

/**
 * "Paid" as the certificate rule asks it (docs/decisions/0096): the registration's balance says
 * its fee is paid (payments/balance.ts, the one rule of "paid": money received less refunds
 * equals, or exceeds, the fee). The one place the certificates read it.
 */
const PAID = `SELECT r.id FROM conference_registrations r WHERE ${IS_PAID_SQL}`

/** The ids of every paid registration. */
export const paidRegistrations = (db: Db): Set<number> =>
  new Set(db.all<{ id: number }>(PAID).map((r) => Number(r.id)))

/** Whether one registration is paid. */
export const isPaid = (db: Db, id: number): boolean =>
  isPaidState(readBalance(db, id)?.state ?? 'unpaid')
