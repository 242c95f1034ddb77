import { describe, expect, it } from 'vitest'
import type { Statement } from '../../db/db.ts'
import { registration } from '../../conference/registration-fixtures.test-utils.ts'
import { deskHarness } from '../desk.test-utils.ts'
import { addSampleRegistrations } from '../registrations/sample-registrations.test-utils.ts'
import { readOverview } from './overview-store.ts'

const NOW = new Date('2025-10-20T10:00:00Z')

/** One registration and, optionally, its payment, as rows (the fixture below spells each out). */
function rows(
  n: number,
  data: Record<string, unknown>,
  at: string,
  payment?: {
    state: string
    provider: string
    channel?: string
    minor: number
    currency: string
    at?: string
  },
  abstract = false,
): Statement[] {
  const email = `sample-${n}@example.test`
  const statements: Statement[] = [
    {
      sql: `INSERT INTO conference_registrations (id, email, data, abstract_key, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
      params: [
        n,
        email,
        JSON.stringify(registration({ email, ...data })),
        abstract ? `${n}.pdf` : null,
        at,
        at,
      ],
    },
  ]
  if (payment)
    statements.push({
      sql: `INSERT INTO conference_transactions (reference, registration_id, email, amount, amount_minor, currency, state,
              provider, channel, paid_amount_minor, paid_currency, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      params: [
        `REF${n}`,
        n,
        email,
        payment.minor / 100,
        payment.minor,
        payment.currency,
        payment.state,
        payment.provider,
        payment.channel ?? null,
        payment.state === 'success' ? payment.minor : null,
        payment.state === 'success' ? payment.currency : null,
        payment.at ?? at,
        payment.at ?? at,
      ],
    })
  return statements
}

describe('readOverview over a known fixture', () => {
  it('counts categories, payment states, countries, workshops, days, money net of refunds and open questions', async () => {
    const { deps } = await deskHarness()
    const W1 = 'metrohm_electrochemistry_workshop'
    const W2 = 'complex_geoparticles_synthesis'
    await deps.db.write([
      // 1: student, GH, card USD 450.00 paid, workshop W1
      ...rows(
        1,
        { registration_category: 'student', is_workshop: true, workshop_category: [W1] },
        '2025-10-01T09:00:00Z',
        { state: 'success', provider: 'paystack', minor: 45_000, currency: 'USD' },
      ),
      // 2: academia, NG, bank transfer GHS 1,200.00, workshops W1 and W2
      ...rows(
        2,
        { affiliation_address_country: 'NG', is_workshop: true, workshop_category: [W1, W2] },
        '2025-10-01T15:00:00Z',
        {
          state: 'success',
          provider: 'manual',
          channel: 'bank_transfer',
          minor: 120_000,
          currency: 'GHS',
        },
      ),
      // 3: industry, NG, cash GHS 300.00; cancelled
      ...rows(
        3,
        {
          registration_category: 'industry',
          affiliation_address_country: 'NG',
          cancelled_at: '2025-10-05T10:00:00Z',
        },
        '2025-10-03T08:00:00Z',
        { state: 'success', provider: 'manual', channel: 'cash', minor: 30_000, currency: 'GHS' },
      ),
      // 4: mismatch; abstract with a symposium
      ...rows(
        4,
        {},
        '2025-10-03T09:00:00Z',
        { state: 'mismatch', provider: 'paystack', minor: 45_000, currency: 'USD' },
        true,
      ),
      // 5: pending for two days (an open question); abstract without a symposium
      ...rows(
        5,
        { symposium_type: undefined },
        '2025-10-18T09:00:00Z',
        {
          state: 'pending',
          provider: 'paystack',
          minor: 45_000,
          currency: 'USD',
          at: '2025-10-18T09:00:00Z',
        },
        true,
      ),
      // 6: pending for an hour (not yet a question)
      ...rows(6, { registration_category: 'student' }, '2025-10-20T09:00:00Z', {
        state: 'pending',
        provider: 'paystack',
        minor: 45_000,
        currency: 'USD',
      }),
      // A refund of USD 100.00 on registration 1's card payment.
      {
        sql: `INSERT INTO credit_notes (number, year, seq, reference, issued_at, payer_name, payer_email, amount_minor, currency, reason, issuer_name, issuer_address)
              VALUES ('AMRS-CN-2025-0001', 2025, 1, 'REF1', '2025-10-10T10:00:00Z', 'x', 'sample-1@example.test', 10000, 'USD', 'partial', 'AMRS', 'Accra')`,
        params: [],
      },
    ])
    const facts = readOverview(deps.db, NOW)
    expect(facts.total).toBe(6)
    expect(facts.cancelled).toBe(1)
    expect(facts.byCategory).toEqual([
      { key: 'academia', count: 3 },
      { key: 'student', count: 2 },
      { key: 'industry', count: 1 },
    ])
    // By the list's state (payments/balance.ts), most first, then by name: 1 is part-paid (USD
    // 100.00 of its card payment refunded), 2 paid GHS on a USD fee (not counted: unpaid), 3 is
    // cancelled, 4's mismatch reported no amount (unpaid), 5 and 6 are pending.
    expect(facts.byPayment).toEqual([
      { key: 'pending', count: 2 },
      { key: 'unpaid', count: 2 },
      { key: 'cancelled', count: 1 },
      { key: 'part-paid', count: 1 },
    ])
    expect(facts.byCountry).toEqual([
      { key: 'GH', count: 4 },
      { key: 'NG', count: 2 },
    ])
    expect(facts.byWorkshop).toEqual([
      { key: W1, count: 2 },
      { key: W2, count: 1 },
    ])
    expect(facts.perDay).toEqual([
      { key: '2025-10-01', count: 2 },
      { key: '2025-10-03', count: 2 },
      { key: '2025-10-18', count: 1 },
      { key: '2025-10-20', count: 1 },
    ])
    expect(facts.received).toEqual([
      { currency: 'GHS', method: 'bank_transfer', minor: 120_000 },
      { currency: 'GHS', method: 'cash', minor: 30_000 },
      { currency: 'USD', method: 'card', minor: 45_000 },
    ])
    expect(facts.refunded).toEqual([{ currency: 'USD', method: 'card', minor: 10_000 }])
    expect(facts.questions).toEqual({
      mismatch: 1,
      'pending-over-a-day': 1,
      'abstract-without-symposium': 1,
    })
  })

  it(
    'the page over 2,000 generated registrations: its counts, no personal data, and its time',
    { timeout: 30_000 },
    async () => {
      const desk = await deskHarness()
      await addSampleRegistrations(desk.deps.db, 2000)
      const cookie = await desk.signedIn('staff')
      const times: number[] = []
      let html = ''
      for (let i = 0; i < 5; i++) {
        const started = performance.now()
        html = await (await desk.request('/desk/overview', { cookie })).text()
        times.push(performance.now() - started)
      }
      // The generator's payment state is STATES[i % 5]: 400 each of paid, pending, abandoned, mismatch, none.
      expect(html).toContain('2000 registrations, of which')
      expect(html).toMatch(/mismatched amount: <strong>400</)
      expect(html).toMatch(/pending longer than a day: <strong>400</)
      expect(html).not.toMatch(/Sample0|Person0|@example\.test/)
      const median = times.sort((a, b) => a - b)[2]!
      console.log(`desk overview, 2000 registrations: median ${median.toFixed(1)} ms of 5`)
      expect(median).toBeLessThan(1000)
    },
  )
})
