import { describe, expect, it } from 'vitest'
import { registration } from '../../conference/registration-fixtures.test-utils.ts'
import { messageRenderers } from '../../messages/renderers.ts'
import type { OutboxRow } from '../../outbox/outbox-store.ts'
import { readPdf } from '../../pdf/pdf-text.test-utils.ts'
import { deskHarness } from '../desk.test-utils.ts'
import { searchList } from '../searches/search.test-utils.ts'
import { readWorkbook } from '../exports/xlsx.test-utils.ts'

type Desk = Awaited<ReturnType<typeof deskHarness>>

/** A visibly sample registration written as the public form stores it; its id. */
async function register(desk: Desk, email: string, data: Record<string, unknown> = {}) {
  const at = '2025-10-01T10:00:00.000Z'
  await desk.deps.db.write([
    {
      sql: `INSERT INTO conference_registrations (email, data, created_at, updated_at) VALUES (?, ?, ?, ?)`,
      params: [email, JSON.stringify(registration({ email, ...data })), at, at],
    },
  ])
  return Number(
    desk.deps.db.get('SELECT id FROM conference_registrations WHERE email = ?', [email])!.id,
  )
}

/**
 * A card payment the provider confirmed for the whole fee (USD `minor`), as the webhook leaves
 * it; the fee owed is what it asked for (none recorded on the registration).
 */
async function paidByCard(desk: Desk, id: number, email: string, reference: string, minor: number) {
  const at = '2025-10-02T10:00:00.000Z'
  await desk.deps.db.write([
    {
      sql: `INSERT INTO conference_transactions (reference, registration_id, email, amount, amount_minor, currency,
              state, provider, channel, paid_amount_minor, paid_currency, paid_at, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, 'USD', 'success', 'paystack', 'card', ?, 'USD', ?, ?, ?)`,
      params: [reference, id, email, minor / 100, minor, minor, at, at, at],
    },
  ])
}

const manual = (
  desk: Desk,
  cookie: string,
  id: number,
  fields: Record<string, string>,
): Promise<Response> =>
  desk.request(`/desk/registrations/${id}/payments`, {
    cookie,
    form: { method: 'bank_transfer', currency: 'USD', paid_on: '2025-10-18', ...fields },
  })

const outbox = (desk: Desk) =>
  desk.deps.db.all<{ id: string; kind: string; recipient: string; data: string }>(
    "SELECT id, kind, recipient, data FROM outbox WHERE kind LIKE 'payment-%' ORDER BY created_at",
  )

const render = async (
  desk: Desk,
  row: { id: string; kind: string; recipient: string; data: string },
) =>
  messageRenderers(desk.deps)[row.kind]!({
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    data: JSON.parse(row.data) as Record<string, unknown>,
    state: 'pending',
    attempts: 0,
  } as OutboxRow)

/** The list's rows as "No. | name | state | balance" (its cells, in order). */
async function listRows(desk: Desk, cookie: string, query: string) {
  const html = await (await desk.request(`/desk/registrations?${query}`, { cookie })).text()
  const body = html.split('<tbody>')[1]?.split('</tbody>')[0] ?? ''
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<td>([\s\S]*?)<\/td>/g)]
      .map((cell) => cell[1]!.replace(/<[^>]+>/g, ''))
      .filter((_, i) => [0, 1, 5, 6].includes(i))
      .join(' | '),
  )
}

const csvOf = async (desk: Desk, cookie: string, path: string) =>
  (await (await desk.request(path, { cookie })).text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n')

describe('the balance on the desk: payments, refunds, list, search and exports', () => {
  it(
    'GHS 1.00 on an industry registration (fee USD 500.00) is refused; USD 1.00 asks first, and its receipt and e-mail never say paid in full or complete',
    { timeout: 30_000 },
    async () => {
      const desk = await deskHarness()
      const cookie = await desk.signedIn('staff')
      const id = await register(desk, 'kofi@example.com', {
        firstname: 'Kofi',
        surname: 'Boateng',
        registration_category: 'industry',
        banquet: false,
      })
      // Before any payment no fee is recorded: the payment page looks it up in the fee table
      // (USD 500.00) and offers it.
      const page = await (await desk.request(`/desk/registrations/${id}`, { cookie })).text()
      expect(page).toContain(`href="/desk/registrations/${id}/payments"`)
      const form = await (
        await desk.request(`/desk/registrations/${id}/payments`, { cookie })
      ).text()
      expect(form).toContain('Balance: USD 500.00 owed.')
      expect(form).toMatch(/name="amount"[^>]*value="500"/)

      // Another currency than the fee's: refused, nothing stored.
      const ghs = await manual(desk, cookie, id, { amount: '1.00', currency: 'GHS' })
      expect(ghs.status).toBe(400)
      expect(await ghs.text()).toContain('fee is in USD')
      expect(desk.count('conference_transactions')).toBe(0)

      // Less than the balance: a page that says what will happen; nothing stored yet.
      const asked = await manual(desk, cookie, id, { amount: '1.00' })
      expect(asked.status).toBe(200)
      const askedHtml = await asked.text()
      expect(askedHtml).toContain('Nothing is recorded yet.')
      expect(askedHtml).toContain('USD 499.00')
      expect(askedHtml).toContain('name="confirm" value="part"')
      expect(desk.count('conference_transactions')).toBe(0)
      expect(desk.count('receipts')).toBe(0)

      // Confirmed (the second POST): recorded as a part-payment.
      const recorded = await manual(desk, cookie, id, { amount: '1', confirm: 'part' })
      expect(recorded.status).toBe(303)
      const receipt = desk.deps.db.get<{ number: string; remaining_minor: number }>(
        'SELECT number, remaining_minor FROM receipts',
      )!
      expect(receipt.remaining_minor).toBe(49_900)
      const pdf = await desk.request(`/desk/receipts/${receipt.number}`, { cookie })
      const pdfText = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text
      expect(pdfText).toContain('Still to pay: USD 499.00')
      expect(pdfText).not.toMatch(/paid in full/i)

      const mails = outbox(desk)
      expect(mails.map((m) => m.kind)).toEqual(['payment-part-received'])
      const mail = await render(desk, mails[0]!)
      expect(mail.text).toContain('USD 499.00 of your registration fee remains to be paid')
      expect(mail.text).not.toMatch(/registration is complete|paid in full/i)

      // The list and the page say part-paid, USD 499.00 owed.
      expect(await listRows(desk, cookie, 'payment=part-paid')).toEqual([
        `${id} | Boateng, Kofi | part-paid | USD 499.00 owed`,
      ])
      const after = await (await desk.request(`/desk/registrations/${id}`, { cookie })).text()
      expect(after).toContain('<dt>Balance</dt><dd>USD 499.00 owed</dd>')

      // More than what remains: refused. The rest: paid in full, "payment confirmed".
      expect((await manual(desk, cookie, id, { amount: '500' })).status).toBe(400)
      expect((await manual(desk, cookie, id, { amount: '499' })).status).toBe(303)
      expect(
        desk.deps.db
          .all('SELECT remaining_minor FROM receipts ORDER BY number')
          .map((r) => r.remaining_minor),
      ).toEqual([49_900, 0])
      expect(outbox(desk).map((m) => m.kind)).toEqual([
        'payment-part-received',
        'payment-confirmed',
      ])
      const complete = await render(desk, outbox(desk)[1]!)
      expect(complete.text).toContain('Your registration is complete.')
      expect(await listRows(desk, cookie, 'payment=paid')).toEqual([
        `${id} | Boateng, Kofi | paid | USD 0.00`,
      ])
    },
  )

  it(
    'refuses a second payment on a registration the card already paid, and stores nothing',
    { timeout: 30_000 },
    async () => {
      const desk = await deskHarness()
      const cookie = await desk.signedIn('staff')
      const id = await register(desk, 'efua@example.com', { firstname: 'Efua', surname: 'Asante' })
      await paidByCard(desk, id, 'efua@example.com', 'IUMRS_ICAM25CARDEFUA01', 50_000)
      const second = await manual(desk, cookie, id, { amount: '500' })
      expect(second.status).toBe(409)
      expect(await second.text()).toContain('Nothing is owed')
      expect(desk.count('conference_transactions')).toBe(1)
      expect(desk.count('receipts')).toBe(0)
      expect(outbox(desk)).toEqual([])
      // The page offers no payment form once nothing is owed.
      const page = await (await desk.request(`/desk/registrations/${id}`, { cookie })).text()
      expect(page).toContain('Nothing is owed, so no further payment is recorded.')
    },
  )

  it(
    'a refund asks first (amount, delegate, state after), then changes the list’s state and the CSV',
    { timeout: 30_000 },
    async () => {
      const desk = await deskHarness()
      const cookie = await desk.signedIn('secretariat')
      const id = await register(desk, 'yaw@example.com', { firstname: 'Yaw', surname: 'Owusu' })
      await paidByCard(desk, id, 'yaw@example.com', 'IUMRS_ICAM25CARDYAW001', 50_000)
      const form = { reference: 'IUMRS_ICAM25CARDYAW001', amount: '500', reason: 'Visa refused' }
      const asked = await desk.request(`/desk/registrations/${id}/refund`, { cookie, form })
      expect(asked.status).toBe(200)
      const html = await asked.text()
      expect(html).toContain('Yaw Owusu (yaw@example.com)')
      expect(html).toContain('<dt>Amount</dt><dd>USD 500.00</dd>')
      expect(html).toContain('<dt>State after</dt><dd>refunded</dd>')
      expect(html).toContain('<dt>Balance after</dt><dd>USD 500.00 owed</dd>')
      expect(desk.count('credit_notes')).toBe(0)
      const done = await desk.request(`/desk/registrations/${id}/refund`, {
        cookie,
        form: { ...form, confirm: 'refund' },
      })
      expect(done.status).toBe(303)
      expect(desk.count('credit_notes')).toBe(1)
      expect(await listRows(desk, cookie, '')).toEqual([
        `${id} | Owusu, Yaw | refunded | USD 500.00 owed`,
      ])
      expect(await listRows(desk, cookie, 'payment=paid')).toEqual([])
      const csv = await csvOf(desk, cookie, '/desk/exports/registrations.csv')
      const header = csv[0]!.split(',')
      const row = csv[1]!.split(',')
      const cell = (name: string) => row[header.indexOf(name)]
      expect(cell('State')).toBe('refunded')
      expect(cell('Refunded')).toBe('500')
      expect(cell('Refunds (credit notes)')).toBe('AMRS-CN-2025-0001 (USD 500.00)')
    },
  )

  it('the paid filter finds card, bank and cash payers alike', { timeout: 30_000 }, async () => {
    const desk = await deskHarness()
    const cookie = await desk.signedIn('staff')
    const card = await register(desk, 'card@example.com', { firstname: 'Card', surname: 'Payer' })
    await paidByCard(desk, card, 'card@example.com', 'IUMRS_ICAM25CARDCARD01', 50_000)
    const bank = await register(desk, 'bank@example.com', { firstname: 'Bank', surname: 'Payer' })
    const cash = await register(desk, 'cash@example.com', { firstname: 'Cash', surname: 'Payer' })
    await register(desk, 'none@example.com', { firstname: 'Not', surname: 'Paying' })
    // Academia, regular, with the banquet: USD 500.00 from the fee table.
    expect((await manual(desk, cookie, bank, { amount: '500' })).status).toBe(303)
    expect((await manual(desk, cookie, cash, { amount: '500', method: 'cash' })).status).toBe(303)
    const paid = await listRows(desk, cookie, 'payment=paid&sort=number&dir=asc')
    expect(paid).toEqual([
      `${card} | Payer, Card | paid | USD 0.00`,
      `${bank} | Payer, Bank | paid | USD 0.00`,
      `${cash} | Payer, Cash | paid | USD 0.00`,
    ])
    expect(await listRows(desk, cookie, 'payment=unpaid')).toEqual([
      `${card + 3} | Paying, Not | unpaid | fee not known`,
    ])
  })

  it(
    'search finds a payment reference written with hyphens, spaces or in any case',
    { timeout: 30_000 },
    async () => {
      const desk = await deskHarness()
      const cookie = await desk.signedIn('staff')
      const id = await register(desk, 'abena@example.com', {
        firstname: 'Abena',
        surname: 'Mensah',
      })
      await paidByCard(desk, id, 'abena@example.com', 'IUMRS_ICAM25K7QX2M9PLRTA', 50_000)
      await register(desk, 'other@example.com', { firstname: 'Other', surname: 'Person' })
      for (const typed of [
        'IUMRS-ICAM25K7QX2M9PLRTA',
        'iumrs-icam25k7qx2m9plrta',
        'IUMRS ICAM25 K7QX 2M9P LRTA',
        'IUMRS_ICAM25K7QX2M9PLRTA',
        'K7QX2M9P',
      ]) {
        const location = await searchList(desk, cookie, '/desk/registrations', typed)
        expect({ typed, rows: await listRows(desk, cookie, location.split('?')[1]!) }).toEqual({
          typed,
          rows: [`${id} | Mensah, Abena | paid | USD 0.00`],
        })
      }
    },
  )

  it(
    'CSV cells that start a formula are neutralised in registrations.csv and members.csv; XLSX keeps them as text',
    { timeout: 30_000 },
    async () => {
      const desk = await deskHarness()
      const cookie = await desk.signedIn('secretariat')
      const evil = {
        firstname: '=HYPERLINK("https://evil.example","x")',
        surname: '+SUM(1,2)',
        affiliation: '@cmd',
        location: 'Accra',
        affiliation_address_city: '-2+3*cmd',
        contact: '\tTAB',
      }
      await register(desk, 'evil@example.com', { ...evil, affiliation_address_street: '\rCR' })
      const csv = await csvOf(desk, cookie, '/desk/exports/registrations.csv')
      const text = csv.join('\n')
      expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`)
      expect(text).toContain(`"'+SUM(1,2)"`) // quoted: it holds a comma
      expect(text).toContain(`'@cmd`)
      expect(text).toContain(`'\tTAB`)
      // No cell (between separators, quotes aside) starts a formula.
      for (const cell of csv
        .slice(1)
        .join('\n')
        .split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)) {
        expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/)
      }
      // members.csv: a member's profile with the same values.
      await desk.deps.db.write([
        {
          sql: `INSERT INTO member_profiles (email, surname, first_name, other_name, date_of_birth, contact_number, chapter, password_hash, created_at)
                VALUES ('member@example.com', ?, ?, ?, '1990-01-01', ?, ?, 'x', '2025-10-01T10:00:00Z')`,
          params: ['=1+1', '+SUM(A1)', '-2+3*cmd', '@cmd', '\rCR'],
        },
      ])
      const members = (await csvOf(desk, cookie, '/desk/exports/members.csv')).join('\n')
      for (const safe of [`'=1+1`, `'+SUM(A1)`, `'-2+3*cmd`, `'@cmd`, `'\rCR`])
        expect(members).toContain(safe)
      // The XLSX writes text cells as text (no formula), unchanged.
      const xlsx = await desk.request('/desk/exports/registrations.xlsx', { cookie })
      const book = await readWorkbook(await xlsx.arrayBuffer())
      const sheet = book.getWorksheet('Registrations')!
      expect(sheet.getRow(2).getCell(3).value).toBe(evil.firstname)
      expect(sheet.getRow(2).getCell(3).formula).toBeUndefined()
    },
  )

  it(
    'the registrations export carries phone, fee owed, received, receipts, abstract title, decision and refunds (CSV and XLSX)',
    { timeout: 30_000 },
    async () => {
      const desk = await deskHarness()
      const cookie = await desk.signedIn('secretariat')
      const id = await register(desk, 'akua@example.com', {
        firstname: 'Akua',
        surname: 'Darko',
        contact: '0244 123 456',
        abstract_required: true,
      })
      await paidByCard(desk, id, 'akua@example.com', 'IUMRS_ICAM25CARDAKUA01', 50_000)
      await desk.deps.db.write([
        {
          sql: `INSERT INTO receipts (number, year, seq, reference, registration_id, issued_at, payer_name, payer_email,
                  lines, amount_minor, currency, method, issuer_name, issuer_address, remaining_minor)
                VALUES ('AMRS-2025-0007', 2025, 7, 'IUMRS_ICAM25CARDAKUA01', ?, '2025-10-02T10:00:00Z', 'Akua Darko',
                  'akua@example.com', '[]', 50000, 'USD', 'Paystack (card)', 'AMRS', '', 0)`,
          params: [id],
        },
        {
          sql: `INSERT INTO abstract_decisions (registration_id, decision, decided_at) VALUES (?, 'poster', '2025-10-10T10:00:00Z')`,
          params: [id],
        },
      ])
      const form = {
        reference: 'IUMRS_ICAM25CARDAKUA01',
        amount: '50',
        reason: 'Banquet cancelled',
      }
      await desk.request(`/desk/registrations/${id}/refund`, {
        cookie,
        form: { ...form, confirm: 'refund' },
      })
      const csv = await csvOf(desk, cookie, '/desk/exports/registrations.csv')
      const header = csv[0]!.split(',')
      const row = csv[1]!.split(',')
      const cell = (name: string) => row[header.indexOf(name)]
      expect({
        phone: cell('Phone'),
        currency: cell('Currency'),
        owed: cell('Fee owed'),
        received: cell('Received'),
        refunded: cell('Refunded'),
        due: cell('Balance due'),
        receipts: cell('Receipts'),
        refunds: cell('Refunds (credit notes)'),
        title: cell('Abstract title'),
        decision: cell('Decision'),
        state: cell('State'),
      }).toEqual({
        phone: '0244 123 456',
        currency: 'USD',
        owed: '500',
        received: '500',
        refunded: '50',
        due: '50',
        receipts: 'AMRS-2025-0007',
        refunds: 'AMRS-CN-2025-0001 (USD 50.00)',
        title: 'Sample abstract: perovskite thin films',
        decision: 'poster',
        state: 'part-paid',
      })
      const xlsx = await desk.request('/desk/exports/registrations.xlsx', { cookie })
      const book = await readWorkbook(await xlsx.arrayBuffer())
      const sheet = book.getWorksheet('Registrations')!
      const headers = (sheet.getRow(1).values as unknown[]).slice(1)
      const value = (name: string) => sheet.getRow(2).getCell(headers.indexOf(name) + 1).value
      expect(value('Phone')).toBe('0244 123 456')
      expect(value('Fee owed')).toBe(500)
      expect(value('Refunded')).toBe(50)
      expect(value('Receipts')).toBe('AMRS-2025-0007')
      expect(value('Decision')).toBe('poster')
      expect(value('Abstract title')).toBe('Sample abstract: perovskite thin films')
    },
  )
})
