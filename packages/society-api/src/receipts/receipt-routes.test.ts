import { describe, expect, it } from 'vitest'
import { registration } from '../conference/registration-fixtures.test-utils.ts'
import { createConferenceStore } from '../conference/store.ts'
import { createPaymentsStore } from '../payments/payments-store.ts'
import { readPdf } from '../pdf/pdf-text.test-utils.ts'
import { client } from '../test-client.test-utils.ts'
import { issuer, testDeps, type TestDeps } from '../test-deps.test-utils.ts'
import { receiptLink } from './receipt-link.ts'
import { registrationDataSchema } from '@amrs/shared/contract/conference'

/** Registers, pays at the stand-in and verifies: the receipt link the payer is given. */
async function paid(deps: TestDeps, email = 'ama@example.com', data: Record<string, unknown> = {}) {
  const api = client(deps)
  const reference = await api.pendingPayment(email, data)
  expect((await api.checkout(reference, 'complete')).status).toBe(303)
  const answer = await (await api.verify(reference)).json()
  expect(answer.payment_state).toBe('success')
  return { api, reference, link: new URL(answer.receipt_url as string) }
}

// Rendering a PDF and reading it back with pdf.js: seconds on a busy machine.
describe('GET /api/conference/receipts/:number', { timeout: 30_000 }, () => {
  it('a paid registration’s receipt: a tagged PDF with the number, payer, lines, total and the society', async () => {
    const deps = await testDeps()
    const { api, reference, link } = await paid(deps, 'ama@example.com', {
      banquet: true,
      excursion: true,
    })
    const res = await api.send(link.pathname + link.search, {})
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const number = link.pathname.split('/').at(-1) ?? ''
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${number}.pdf"`)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()))
    expect(pdf.title).toBe(`Receipt ${number}`)
    for (const text of [
      number,
      'Ama Mensah',
      'ama@example.com',
      reference,
      'Registration (academia, regular)',
      'Banquet',
      'Excursion',
      'USD 450.00',
      'USD 600.00',
      'Paystack (card)',
      issuer.societyName,
      'P.O. Box 0000, Legon',
    ])
      expect(pdf.text).toContain(text)
    expect(pdf.roles).toEqual(
      expect.arrayContaining(['Document', 'H1', 'Table', 'TR', 'TH', 'TD', 'P']),
    )
  })

  it('as an accessible page with format=html: headings, captioned tables with headers', async () => {
    const deps = await testDeps()
    const { api, link } = await paid(deps)
    const res = await api.send(`${link.pathname}${link.search}&format=html`, {})
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toMatch(
      /default-src 'none'; style-src 'sha256-[\w+/=]+'/,
    )
    const html = await res.text()
    expect(html).toMatch(/<html lang="en">/)
    expect(html).toMatch(/<h1>Receipt AMRS-\d{4}-0001<\/h1>/)
    expect(html).toContain('<caption>Fees paid</caption>')
    expect(html).toContain('<th scope="row">Received from</th><td>Ama Mensah</td>')
    expect(html).toContain('USD 500.00')
    expect(html).not.toMatch(/<script/)
  })

  it('403 for a forged or tampered link, 410 once expired; nothing says whether a receipt exists', async () => {
    const deps = await testDeps()
    const { api, link } = await paid(deps)
    const number = link.pathname.split('/').at(-1) ?? ''
    const tampered = new URL(link)
    tampered.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 60))
    const other = new URL(link)
    other.pathname = other.pathname.replace(number, number.replace(/\d$/, '2'))
    for (const url of [tampered, other, new URL(`${link.origin}${link.pathname}`)]) {
      const res = await api.send(url.pathname + url.search, {})
      expect(res.status, url.href).toBe(403)
      expect(await res.json()).toEqual({ detail: 'This receipt link is not valid.' })
    }
    const old = new URL(receiptLink(deps.config, number, new Date(Date.now() - 31 * 86_400_000)))
    expect((await api.send(old.pathname + old.search, {})).status).toBe(410)
  })

  it('no receipt without a successful, matching payment', async () => {
    const deps = await testDeps()
    const api = client(deps)
    const reference = await api.pendingPayment()
    deps.standIn.timing = 'never'
    await api.checkout(reference, 'fail')
    expect((await (await api.verify(reference)).json()).payment_state).toBe('failed')
    expect(deps.db.get('SELECT count(*) AS n FROM receipts')).toEqual({ n: 0 })
  })
})

describe('receipt numbers', () => {
  it('are sequential without gaps, whatever order payments land in, even together', async () => {
    const deps = await testDeps()
    const conference = createConferenceStore(deps.db)
    const payments = createPaymentsStore(deps.db)
    const people = Array.from({ length: 12 }, (_, i) => `delegate${i}@example.com`)
    for (const [i, email] of people.entries()) {
      await conference.saveRegistration(registrationDataSchema.parse(registration({ email })), null)
      const id = conference.findRegistration(email)?.id ?? null
      await payments.openPayment({
        reference: `IUMRS_ICAM25N${i}`,
        registrationId: id,
        email,
        amount: 500,
        amountMinor: 50_000,
        currency: 'USD',
        lines: [{ label: 'Registration', amountMinor: 50_000 }],
        issuer: null,
      })
    }
    // One short: an amount that does not match takes no number.
    const record = (i: number, amountMinor = 50_000) => ({
      reference: `IUMRS_ICAM25N${i}`,
      status: 'success',
      amountMinor,
      currency: 'USD',
      paidAt: null,
      channel: 'card',
      id: `p${i}`,
    })
    await Promise.all(
      people.map((_, i) =>
        payments.applyRecord(`IUMRS_ICAM25N${i}`, i === 5 ? record(i, 100) : record(i)),
      ),
    )
    const rows = deps.db.all<{ number: string; seq: number; year: number }>(
      'SELECT number, seq, year FROM receipts ORDER BY seq',
    )
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1))
    const year = new Date().getUTCFullYear()
    expect(rows.map((r) => r.number)).toEqual(
      rows.map((r) => `AMRS-${year}-${String(r.seq).padStart(4, '0')}`),
    )
    expect(payments.find('IUMRS_ICAM25N5')).toMatchObject({
      state: 'mismatch',
      receiptNumber: null,
    })
  })

  it('start again at 0001 each year', async () => {
    const deps = await testDeps()
    const conference = createConferenceStore(deps.db)
    await conference.saveRegistration(registrationDataSchema.parse(registration()), null)
    const id = conference.findRegistration('ama@example.com')?.id ?? null
    const clockAt = (iso: string) => createPaymentsStore(deps.db, () => new Date(iso))
    const open = (reference: string) => ({
      reference,
      registrationId: id,
      email: `${reference}@example.com`,
      amount: 1,
      amountMinor: 100,
      currency: 'USD',
      lines: [],
      issuer: null,
    })
    const pay = (reference: string) => ({
      reference,
      status: 'success',
      amountMinor: 100,
      currency: 'USD',
      paidAt: null,
      channel: null,
      id: reference,
    })
    for (const [reference, at] of [
      ['IUMRS_ICAM25Y1', '2025-12-31T23:59:00Z'],
      ['IUMRS_ICAM25Y2', '2025-12-31T23:59:30Z'],
      ['IUMRS_ICAM25Y3', '2026-01-01T00:00:10Z'],
    ] as const) {
      const store = clockAt(at)
      await store.openPayment(open(reference))
      await store.applyRecord(reference, pay(reference))
    }
    expect(deps.db.all('SELECT number FROM receipts ORDER BY issued_at')).toEqual([
      { number: 'AMRS-2025-0001' },
      { number: 'AMRS-2025-0002' },
      { number: 'AMRS-2026-0001' },
    ])
  })
})
