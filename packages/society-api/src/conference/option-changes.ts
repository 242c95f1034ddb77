import {
  REGISTRATION_CATEGORIES,
  type RegistrationCategory,
  type RegistrationData,
} from '@amrs/shared/contract/conference'
import type { Db, Row, Statement } from '../db/db.ts'
import { auditStatement } from '../desk/audit/audit-store.ts'
import { toMinor } from '../payments/money.ts'
import { computeFee, feeDataQuery, type FeeData } from './fees.ts'
import type { ServiceDeps } from '../deps.ts'

/** What decides a registration's fee and its owner may change: category and extras. */
export interface RegistrationOptions {
  registration_category: RegistrationCategory
  banquet: boolean
  excursion: boolean
}

export type OptionsEditor = { delegate: true } | { accountId: number; address?: string | null }

export type OptionsOutcome =
  | { saved: true; fields: (keyof RegistrationOptions)[] }
  | { saved: false; reason: 'missing' | 'money-received' }

/** The options a posted form asks for (a category from the list; a box ticked or not), or why not. */
export function optionsOf(
  form: Record<string, unknown>,
): { options: RegistrationOptions } | { problem: string } {
  const category = form.registration_category
  if (
    typeof category !== 'string' ||
    !(REGISTRATION_CATEGORIES as readonly string[]).includes(category)
  )
    return { problem: 'Choose a registration category.' }
  const ticked = (name: string) => form[name] === 'on' || form[name] === 'true'
  return {
    options: {
      registration_category: category as RegistrationCategory,
      banquet: ticked('banquet'),
      excursion: ticked('excursion'),
    },
  }
}

/**
 * Money received for this registration (by card or the desk, refunded or not): once there is
 * any, its fee changes only through the desk, which sees the balance the change makes.
 */
const NOTHING_RECEIVED = `NOT EXISTS (SELECT 1 FROM conference_transactions t
  WHERE t.email = (SELECT email FROM conference_registrations WHERE id = ?)
    AND t.state IN ('success', 'mismatch'))`

const OPEN_PAYMENTS = `('pending', 'abandoned', 'failed')`

/**
 * Changes a registration's category and extras in one unit: the data, one history row per
 * changed option (before, after), the fee owed recomputed from the CMS's fees (payments/balance),
 * payments not yet made superseded (one made on an old link later is a mismatch, never paid:
 * docs/decisions/0052), and the audit entry. For the delegate every statement holds only while
 * no money was received, checked in the same unit.
 */
export async function changeOptions(
  deps: Pick<ServiceDeps, 'db' | 'content'>,
  at: Date,
  registrationId: number,
  editor: OptionsEditor,
  options: RegistrationOptions,
): Promise<OptionsOutcome> {
  const db: Db = deps.db
  const row = db.get<Row>(
    `SELECT data, ${NOTHING_RECEIVED} AS open FROM conference_registrations WHERE id = ?`,
    [registrationId, registrationId],
  )
  if (!row) return { saved: false, reason: 'missing' }
  const data = JSON.parse(String(row.data)) as RegistrationData & Record<string, unknown>
  if (typeof data.erased_at === 'string' || typeof data.cancelled_at === 'string')
    return { saved: false, reason: 'missing' }
  const delegate = 'delegate' in editor
  if (delegate && !row.open) return { saved: false, reason: 'money-received' }
  const fields = (['registration_category', 'banquet', 'excursion'] as const).filter(
    (field) => options[field] !== data[field],
  )
  if (!fields.length) return { saved: true, fields: [] }
  const quote = computeFee({ ...data, ...options }, await deps.content.query<FeeData>(feeDataQuery))
  const when = at.toISOString()
  const guard: Statement = delegate
    ? { sql: NOTHING_RECEIVED, params: [registrationId] }
    : { sql: '1', params: [] }
  const shown = (value: unknown) =>
    typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value ?? '')
  const statements: Statement[] = [
    {
      sql: `UPDATE conference_registrations SET
              data = json_set(data, '$.registration_category', ?, '$.banquet', json(?), '$.excursion', json(?)),
              fee_minor = ?, fee_currency = ?, updated_at = ?
            WHERE id = ? AND ${guard.sql}`,
      params: [
        options.registration_category,
        String(options.banquet),
        String(options.excursion),
        toMinor(quote.amount, quote.currency),
        quote.currency,
        when,
        registrationId,
        ...(guard.params ?? []),
      ],
    },
    {
      sql: `UPDATE conference_transactions SET state = 'superseded', updated_at = ?
            WHERE email = (SELECT email FROM conference_registrations WHERE id = ?)
              AND state IN ${OPEN_PAYMENTS} AND ${guard.sql}`,
      params: [when, registrationId, ...(guard.params ?? [])],
    },
    ...fields.map((field) => ({
      sql: `INSERT INTO registration_changes (registration_id, account_id, at, field, before, after)
            SELECT ?, ?, ?, ?, ?, ? WHERE ${guard.sql}`,
      params: [
        registrationId,
        delegate ? null : editor.accountId,
        when,
        field,
        shown(data[field]),
        shown(options[field]),
        ...(guard.params ?? []),
      ],
    })),
    auditStatement(
      {
        accountId: delegate ? null : editor.accountId,
        action: delegate
          ? 'registration.options-changed-by-delegate'
          : 'registration.options-changed',
        target: registrationId,
        address: delegate ? null : editor.address,
      },
      at,
      guard,
    ),
  ]
  const results = await db.write(statements)
  if (results[0]?.changes !== 1) return { saved: false, reason: 'money-received' }
  return { saved: true, fields: [...fields] }
}
