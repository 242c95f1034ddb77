import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk/desk.test-utils.ts'
import { addSampleRegistrations } from '../desk/registrations/sample-registrations.test-utils.ts'
import { PURGE_RULES, runPurge } from './purge-rules.ts'
import { paymentRecordsRule, paymentsKeptFrom } from './purge-payments.ts'
import { registrationsRule } from './purge-registrations.ts'
import { privacyPolicySeedText } from './privacy-page.test-utils.ts'

type Row = { id: number; email: string; data: string; abstract_key: string | null }

describe('retention: registrations, two years after the conference', () => {
  it('anonymises every registration then, keeps accepted abstracts and the payments', async () => {
    const desk = await deskHarness()
    const { db } = desk.deps
    // 0 and 5 have abstracts (sample rule: every fifth); 5's is accepted as a talk.
    await addSampleRegistrations(db, 6)
    const ids = db.all<{ id: number }>('SELECT id FROM conference_registrations ORDER BY id')
    const [first, , , , , accepted] = ids.map((r) => r.id)
    await db.write([
      {
        sql: `INSERT INTO abstract_decisions (registration_id, decision, decided_at) VALUES (?, 'oral', '2025-10-01T08:00:00Z')`,
        params: [accepted!],
      },
      {
        sql: `INSERT INTO check_ins (registration_id, desk, checked_in_at, recorded_at) VALUES (?, 'Door A', '2025-12-09T08:00:00Z', '2025-12-09T08:00:00Z')`,
        params: [first!],
      },
    ])
    const before = db.all<Row>('SELECT id, email, data, abstract_key FROM conference_registrations')
    const acceptedBefore = JSON.parse(before.find((r) => r.id === accepted)!.data) as Record<
      string,
      unknown
    >
    const rule = [registrationsRule()]

    // The event ends at midnight after 12 December 2025: due two years on.
    expect(await runPurge(desk.deps, new Date('2027-12-12T23:59:59Z'), rule)).toEqual([
      { name: 'registrations', count: 0 },
    ])
    expect(
      db.all<Row>('SELECT id, email, data, abstract_key FROM conference_registrations'),
    ).toEqual(before)
    expect(await runPurge(desk.deps, new Date('2027-12-13T00:00:00Z'), rule)).toEqual([
      { name: 'registrations', count: 6 },
    ])

    const after = db.all<Row>('SELECT id, email, data, abstract_key FROM conference_registrations')
    expect(after).toHaveLength(6)
    for (const row of after) {
      const data = JSON.parse(row.data) as Record<string, unknown>
      expect(row.email).toBe(`erased-r${row.id}@erased.invalid`)
      expect(row.data).not.toMatch(/Sample\d|Person\d|sample-\d/)
      // What the counts need stays.
      expect(data.registration_category).toBeTruthy()
      expect(data.affiliation_address_country).toBeTruthy()
    }
    const acceptedAfter = after.find((r) => r.id === accepted)!
    const keptData = JSON.parse(acceptedAfter.data) as Record<string, unknown>
    expect(keptData.abstract_title).toEqual(acceptedBefore.abstract_title)
    expect(keptData.abstract_authors).toEqual(acceptedBefore.abstract_authors)
    expect(acceptedAfter.abstract_key).not.toBeNull()
    expect(after.find((r) => r.id === first)!.abstract_key).toBeNull()
    expect(desk.count('check_ins')).toBe(0)
    // Payment records are kept six years (their own rule).
    expect(
      db.all<{ email: string }>('SELECT email FROM conference_transactions').map((r) => r.email),
    ).toContain('sample-00000@example.test')

    // Run again (daily): nothing more to do.
    expect(await runPurge(desk.deps, new Date('2027-12-14T00:00:00Z'), rule)).toEqual([
      { name: 'registrations', count: 0 },
    ])
    expect(PURGE_RULES.map((r) => r.name)).toEqual(
      expect.arrayContaining(['registrations', 'payment-records']),
    )
  })
})

describe('retention: payment records, six years after the end of their year', () => {
  it('keeps a 2025 payment to the end of 2031, then removes who paid', async () => {
    expect(paymentsKeptFrom(new Date('2031-12-31T23:59:59Z'))).toBe('2025-01-01')
    expect(paymentsKeptFrom(new Date('2032-01-01T00:00:00Z'))).toBe('2026-01-01')
    const desk = await deskHarness()
    const { db } = desk.deps
    await addSampleRegistrations(db, 2)
    await db.write([
      {
        sql: `INSERT INTO receipts (number, year, seq, reference, issued_at, payer_name, payer_email, lines, amount_minor, currency, method, issuer_name, issuer_address)
              VALUES ('R-2025-0001', 2025, 1, 'IUMRS_ICAM25SAMPLE00000', '2025-06-01T09:00:00Z', 'Sample00000 Person00002', 'sample-00000@example.test', '[]', 45000, 'USD', 'card', 'AMRS-UG', 'Accra')`,
      },
    ])
    const rule = [paymentRecordsRule()]
    expect(await runPurge(desk.deps, new Date('2031-12-31T23:59:59Z'), rule)).toEqual([
      { name: 'payment-records', count: 0 },
    ])
    expect(await runPurge(desk.deps, new Date('2032-01-01T00:00:00Z'), rule)).toEqual([
      { name: 'payment-records', count: 3 },
    ])
    const receipt = db.get<{ payer_name: string; payer_email: string; amount_minor: number }>(
      'SELECT payer_name, payer_email, amount_minor FROM receipts',
    )
    expect(receipt).toEqual({
      payer_name: '[erased]',
      payer_email: 'erased-payment-record@erased.invalid',
      amount_minor: 45000,
    })
    const transactions = db.all<{ email: string; amount_minor: number; reference: string }>(
      'SELECT email, amount_minor, reference FROM conference_transactions',
    )
    expect(transactions.map((t) => t.email)).toEqual([
      'erased-payment-record@erased.invalid',
      'erased-payment-record@erased.invalid',
    ])
    expect(transactions.map((t) => t.reference)).toContain('IUMRS_ICAM25SAMPLE00000')
  })

  it('is what the privacy page (CMS seed) says', () => {
    const text = privacyPolicySeedText()
    expect(text).toContain('Registrations: up to two years after the conference.')
    expect(text).toContain(
      'Payment records, receipts and credit notes: six years after the end of the year of payment',
    )
  })
})
