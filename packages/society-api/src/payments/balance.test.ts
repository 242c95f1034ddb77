import { describe, expect, it } from 'vitest'
import { registration } from '../conference/registration-fixtures.test-utils.ts'
import type { Db, Statement } from '../db/db.ts'
import { testDeps } from '../test-deps.test-utils.ts'
import {
  balanceOf,
  IS_PAID_SQL,
  paidByEmailSql,
  dueOfRegistrationSql,
  readBalance,
  REGISTRATION_BALANCES,
  type MoneyState,
} from './balance.ts'

interface Pay {
  state: string
  minor: number
  currency?: string
  provider?: 'paystack' | 'manual'
  paidMinor?: number | null
  refund?: number
}

/** A registration (fee `fee`, or none recorded) and its payments and refunds, written in one unit. */
async function seed(db: Db, email: string, fee: number | null, pays: Pay[]): Promise<number> {
  const at = '2025-10-01T10:00:00.000Z'
  const statements: Statement[] = [
    {
      sql: `INSERT INTO conference_registrations (email, data, fee_minor, fee_currency, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?)`,
      params: [
        email,
        JSON.stringify(registration({ email })),
        fee,
        fee === null ? null : 'USD',
        at,
        at,
      ],
    },
  ]
  pays.forEach((p, i) => {
    const reference = `IUMRS_ICAM25T${email.length}${i}${email.replace(/\W/g, '').toUpperCase()}`
    statements.push({
      sql: `INSERT INTO conference_transactions (reference, registration_id, email, amount, amount_minor, currency,
              state, provider, paid_amount_minor, paid_currency, created_at, updated_at)
            VALUES (?, (SELECT id FROM conference_registrations WHERE email = ?), ?, 0, ?, ?, ?, ?, ?, ?, ?, ?)`,
      params: [
        reference,
        email,
        email,
        p.minor,
        p.currency ?? 'USD',
        p.state,
        p.provider ?? 'paystack',
        p.paidMinor === undefined ? (p.state === 'pending' ? null : p.minor) : p.paidMinor,
        p.currency ?? 'USD',
        `2025-10-0${i + 1}T10:00:00.000Z`,
        at,
      ],
    })
    if (p.refund)
      statements.push({
        sql: `INSERT INTO credit_notes (number, year, seq, reference, issued_at, payer_name, payer_email,
                amount_minor, currency, reason, issuer_name, issuer_address)
              VALUES (?, 2025, (SELECT coalesce(max(seq), 0) + 1 FROM credit_notes), ?, ?, '', ?, ?, ?, 'test', '', '')`,
        params: [`CN-${reference}`, reference, at, email, p.refund, p.currency ?? 'USD'],
      })
  })
  await db.write(statements)
  return Number(
    db.get<{ id: number }>('SELECT id FROM conference_registrations WHERE email = ?', [email])!.id,
  )
}

const CASES: [string, number | null, Pay[], MoneyState][] = [
  ['card, the whole fee', 50_000, [{ state: 'success', minor: 50_000 }], 'paid'],
  [
    'cash, the whole fee',
    50_000,
    [{ state: 'success', minor: 50_000, provider: 'manual' }],
    'paid',
  ],
  [
    'GHS 1.00 on a USD fee',
    50_000,
    [{ state: 'success', minor: 100, currency: 'GHS', provider: 'manual' }],
    'unpaid',
  ],
  ['USD 1.00 of 500', 50_000, [{ state: 'success', minor: 100, provider: 'manual' }], 'part-paid'],
  [
    'paid, then refunded whole',
    50_000,
    [{ state: 'success', minor: 50_000, refund: 50_000 }],
    'refunded',
  ],
  [
    'paid, then refunded in part',
    50_000,
    [{ state: 'success', minor: 50_000, refund: 10_000 }],
    'part-paid',
  ],
  [
    'card twice (the second a mismatch the provider took)',
    50_000,
    [
      { state: 'success', minor: 50_000 },
      { state: 'mismatch', minor: 50_000 },
    ],
    'overpaid',
  ],
  [
    'a mismatch whose amount is unknown',
    50_000,
    [{ state: 'mismatch', minor: 50_000, paidMinor: null }],
    'unpaid',
  ],
  ['a card payment open', 50_000, [{ state: 'pending', minor: 50_000 }], 'pending'],
  ['nothing', 50_000, [], 'unpaid'],
  [
    'no fee recorded: the card payment asked for it',
    null,
    [{ state: 'success', minor: 45_000 }],
    'paid',
  ],
  [
    'no fee known, cash received',
    null,
    [{ state: 'success', minor: 100, provider: 'manual' }],
    'part-paid',
  ],
]

describe('a registration’s balance', () => {
  it('the pure rule, the list’s SQL and the "paid" condition agree on every case', async () => {
    const { db } = await testDeps()
    for (const [name, fee, pays, expected] of CASES) {
      const email = `case${CASES.findIndex((c) => c[0] === name)}@example.test`
      const id = await seed(db, email, fee, pays)
      const read = readBalance(db, id)!
      const sql = db.get<{ state: string; paid: number; paid_one: number; due_one: number | null }>(
        `SELECT (SELECT b.payment FROM (${REGISTRATION_BALANCES}) b WHERE b.id = r.id) AS state,
           ${IS_PAID_SQL} AS paid, ${paidByEmailSql('?')} AS paid_one,
           ${dueOfRegistrationSql('r')} AS due_one
         FROM conference_registrations r WHERE r.id = ?`,
        [email, id],
      )!
      const owed = fee ?? (pays[0]?.provider !== 'manual' ? (pays[0]?.minor ?? null) : null)
      const pure = balanceOf({
        owed: owed === null ? null : { minor: owed, currency: 'USD' },
        payments: pays.map((p) => ({
          state: p.state,
          minor: p.paidMinor === null ? 0 : p.minor,
          currency: p.currency ?? 'USD',
        })),
        refunds: pays
          .filter((p) => p.refund)
          .map((p) => ({ minor: p.refund!, currency: p.currency ?? 'USD' })),
      })
      expect({ name, state: read.state, sql: sql.state, pure: pure.state }).toEqual({
        name,
        state: expected,
        sql: expected,
        pure: expected,
      })
      expect({ name, paid: !!sql.paid, one: !!sql.paid_one }).toEqual({
        name,
        paid: expected === 'paid' || expected === 'overpaid',
        one: expected === 'paid' || expected === 'overpaid',
      })
      expect(read.dueMinor).toBe(pure.dueMinor)
      expect(sql.due_one).toBe(pure.dueMinor)
    }
  })

  it('says what is still owed, and that money in another currency was not counted', async () => {
    const { db } = await testDeps()
    const id = await seed(db, 'ghs@example.test', 50_000, [
      { state: 'success', minor: 100, currency: 'GHS', provider: 'manual' },
    ])
    expect(readBalance(db, id)).toMatchObject({
      owedMinor: 50_000,
      receivedMinor: 0,
      dueMinor: 50_000,
      otherCurrency: true,
      state: 'unpaid',
    })
  })
})
