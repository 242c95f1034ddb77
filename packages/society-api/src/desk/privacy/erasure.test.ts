import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { registration } from '../../conference/registration-fixtures.test-utils.ts'
import { codeHash } from '../../letters/letter-code.ts'
import { lettersOf } from '../../letters/letters-of.ts'
import { deskHarness } from '../desk.test-utils.ts'
import { addSampleRegistrations } from '../registrations/sample-registrations.test-utils.ts'

// A visibly sample person, and every trace of them the service can hold.
const EMAIL = 'erase.me@example.test'
const PERSONAL = [
  EMAIL,
  'Eraseme',
  'Samplename',
  '+233 20 999 8877',
  'Sample Erasure Institute',
  'Corrected Sample Institute',
  'Sample Passport Eraseme',
  'Sample refund reason',
  'Sample bank note',
]
const ABSTRACT_KEY = '11111111-2222-4333-8444-555555555555.pdf'
const CODE = 'ERAS-EME0-SAMP-LE00'

type Desk = Awaited<ReturnType<typeof deskHarness>>

/** The person: registration, abstract, manual payment with proof, receipt, refund, messages… */
async function personWithEverything(desk: Desk) {
  const { db, config } = desk.deps
  await addSampleRegistrations(db, 2)
  const at = '2025-06-01T08:00:00Z'
  const data = registration({
    email: EMAIL,
    firstname: 'Eraseme',
    surname: 'Samplename',
    contact: '+233 20 999 8877',
    affiliation: 'Sample Erasure Institute',
  })
  const [inserted] = await db.write([
    {
      sql: `INSERT INTO conference_registrations (email, data, abstract_key, abstract_etag, abstract_kind, abstract_size, created_at, updated_at)
            VALUES (?, ?, ?, 'etag', 'pdf', 16, ?, ?) RETURNING id`,
      params: [EMAIL, JSON.stringify(data), ABSTRACT_KEY, at, at],
    },
    {
      sql: 'INSERT INTO newsletter_subscriptions (email, created_at, confirmed_at) VALUES (?, ?, ?)',
      params: [EMAIL.toUpperCase(), at, at],
    },
    {
      sql: `INSERT INTO member_profiles (email, surname, first_name, date_of_birth, contact_number, chapter, password_hash, created_at)
            VALUES (?, 'Samplename', 'Eraseme', '1990-01-01', '+233 20 999 8877', 'Sample chapter', 'x', ?)`,
      params: [EMAIL, at],
    },
    {
      sql: "INSERT INTO mail_suppressions (address, reason, created_at) VALUES (?, 'sample', ?)",
      params: [EMAIL, at],
    },
  ])
  const id = Number(inserted!.rows[0]!.id)
  mkdirSync(path.join(config.dataDir, 'abstracts'), { recursive: true })
  const abstractFile = path.join(config.dataDir, 'abstracts', ABSTRACT_KEY)
  writeFileSync(abstractFile, '%PDF-1.4\n%%EOF\n')
  await db.write([
    {
      sql: `INSERT INTO delegate_sign_in_links (token_hash, registration_id, created_at, expires_at) VALUES ('link', ?, ?, ?)`,
      params: [id, at, at],
    },
    {
      sql: `INSERT INTO delegate_sessions (token_hash, registration_id, created_at, expires_at) VALUES ('session', ?, ?, ?)`,
      params: [id, at, at],
    },
    {
      sql: `INSERT INTO check_ins (registration_id, desk, checked_in_at, recorded_at) VALUES (?, 'Door A', ?, ?)`,
      params: [id, at, at],
    },
    {
      sql: `INSERT INTO certificates (registration_id, code_hash, name, certifies, conference, conference_dates, issued_at, view) VALUES (?, 'hash', 'Sample Erased Person', 'Attendance', 'IUMRS-ICAM 2025', '9 to 12 December 2025', ?, '{}')`,
      params: [id, at],
    },
  ])
  const staff = await desk.signedIn('staff')
  // A bank transfer with a proof file: the receipt and the confirmation message follow.
  const form = new FormData()
  const fields = { method: 'bank_transfer', amount: '450', currency: 'USD', paid_on: '2025-10-18' }
  // Confirmed as a part-payment if the desk asks (the fee may be more than this).
  for (const [k, v] of Object.entries({ ...fields, note: 'Sample bank note', confirm: 'part' }))
    form.append(k, v)
  form.append(
    'proof',
    new File([new Uint8Array([0x25, 0x50])], 's.pdf', { type: 'application/pdf' }),
  )
  const origin = 'http://127.0.0.1:4321'
  const paid = await desk.app.request(`${origin}/desk/registrations/${id}/payments`, {
    method: 'POST',
    body: form,
    headers: { Cookie: staff, Origin: origin },
  })
  expect(paid.status).toBe(303)
  const { reference, proof_key: proof } = db.get<{ reference: string; proof_key: string }>(
    'SELECT reference, proof_key FROM conference_transactions WHERE registration_id = ?',
    [id],
  )!
  const proofFile = path.join(config.dataDir, 'payment-proofs', proof)
  const refund = { reference, amount: '50', reason: 'Sample refund reason', confirm: 'refund' }
  await desk.request(`/desk/registrations/${id}/refund`, { cookie: staff, form: refund })
  await desk.request(`/desk/registrations/${id}/correct`, {
    cookie: staff,
    form: { ...data, affiliation: 'Corrected Sample Institute' } as unknown as Record<
      string,
      string
    >,
  })
  // A visa letter, issued (its code known to the test).
  const letters = lettersOf(desk.deps)
  const request = await letters.request(id, {
    passportName: 'Sample Passport Eraseme',
    nationality: 'Sample Republic',
    passportNumber: 'Z5554443',
    birthDate: '1990-01-01',
    embassy: 'Sample embassy',
  })
  expect(await letters.issue(request, { payment: 'paid', decision: 'no-decision' }, EMAIL)).toBe(
    true,
  )
  await db.write([{ sql: 'UPDATE visa_letters SET code_hash = ?', params: [codeHash(CODE)] }])
  return { id, reference, abstractFile, proofFile }
}

const rowsHolding = (desk: Desk, text: string) => {
  const tables = desk.deps.db.all<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  )
  return tables.flatMap(({ name }) =>
    desk.deps.db
      .all(`SELECT * FROM ${name}`)
      .filter((row) => JSON.stringify(row).toLowerCase().includes(text.toLowerCase()))
      .map(() => name),
  )
}

/** The database's files as text (the file and its WAL), as anyone with the disk could read them. */
const fileText = (desk: Desk) =>
  ['society.sqlite', 'society.sqlite-wal']
    .map((name) => path.join(desk.deps.config.dataDir, name))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file).toString('latin1'))
    .join('\n')

describe('erasing a person (secretariat only)', { timeout: 30_000 }, () => {
  it('confirmation lists what goes and what stays; nothing happens without the tick', async () => {
    const desk = await deskHarness()
    const { id } = await personWithEverything(desk)
    const secretariat = await desk.signedIn('secretariat')
    const registrationPage = await (
      await desk.request(`/desk/registrations/${id}`, { cookie: secretariat })
    ).text()
    expect(registrationPage).toContain(`href="/desk/registrations/${id}/erase"`)
    const staffPage = await (
      await desk.request(`/desk/registrations/${id}`, { cookie: await desk.signedIn('staff') })
    ).text()
    expect(staffPage).not.toContain('/erase')
    const confirm = await (
      await desk.request(`/desk/registrations/${id}/erase`, { cookie: secretariat })
    ).text()
    expect(confirm).toContain(`Eraseme Samplename (registration ${id})`)
    expect(confirm).toContain('A registration, with an abstract file')
    expect(confirm).toContain('1 payment (1 proof file)')
    expect(confirm).toContain('1 newsletter subscription')
    expect(confirm).toContain('1 visa letter request')
    expect(confirm).toContain('What will be erased')
    expect(confirm).toContain('What is kept, and why')
    expect(confirm).toContain('receipts and credit notes are numbered without gaps')
    expect(confirm).toMatch(/<input type="checkbox" name="confirm" value="yes" required/)
    const unticked = await desk.request(`/desk/registrations/${id}/erase`, {
      cookie: secretariat,
      form: {},
    })
    expect(unticked.status).toBe(400)
    // Not a dead end: the confirmation again, naming the person, saying nothing was erased.
    const again = await unticked.text()
    expect(again).toContain('<h1>Erase this person?</h1>')
    expect(again).toContain(
      '<p role="alert">Nothing was erased: tick the confirmation box below to erase this person.</p>',
    )
    expect(again).toContain(`Eraseme Samplename (registration ${id})`)
    expect(rowsHolding(desk, EMAIL)).toContain('conference_registrations')
    expect(
      desk.deps.db.get("SELECT count(*) AS n FROM audit_log WHERE action = 'person.erased'")?.n,
    ).toBe(0)
  })

  it('after erasure no row and no byte of the database file holds the person; payments, receipts and credit notes remain', async () => {
    const desk = await deskHarness()
    const { id, reference, abstractFile, proofFile } = await personWithEverything(desk)
    const { db } = desk.deps
    // Before: the person is in many tables, and in the file.
    expect(new Set(rowsHolding(desk, EMAIL)).size).toBeGreaterThanOrEqual(8)
    for (const text of PERSONAL) expect(rowsHolding(desk, text), text).not.toEqual([])
    expect(db.checkpoint()).toBe(true)
    for (const text of PERSONAL) expect(fileText(desk), text).toContain(text)
    expect(existsSync(abstractFile) && existsSync(proofFile)).toBe(true)
    const secretariat = await desk.signedIn('secretariat')
    const erased = await desk.request(`/desk/registrations/${id}/erase`, {
      cookie: secretariat,
      form: { confirm: 'yes' },
    })
    expect(erased.status).toBe(303)
    expect(erased.headers.get('location')).toBe(`/desk/registrations/${id}?done=erased`)

    for (const text of PERSONAL) expect(rowsHolding(desk, text), text).toEqual([])
    const onDisk = fileText(desk)
    for (const text of PERSONAL) expect(onDisk.includes(text), `${text} in the file`).toBe(false)
    expect(existsSync(abstractFile)).toBe(false)
    expect(existsSync(proofFile)).toBe(false)
    // The neighbours are untouched.
    expect(rowsHolding(desk, 'sample-00001@example.test')).toContain('conference_registrations')

    // Kept: the accounting minimum.
    expect(
      db.get(
        `SELECT t.amount_minor, t.currency, t.paid_at, t.state, r.number AS receipt, r.amount_minor AS receipt_amount, r.payer_name
         FROM conference_transactions t JOIN receipts r USING (reference) WHERE t.reference = ?`,
        [reference],
      ),
    ).toEqual({
      amount_minor: 45000,
      currency: 'USD',
      paid_at: expect.stringMatching(/^2025-10-18/),
      state: 'success',
      receipt: 'AMRS-2025-0001',
      receipt_amount: 45000,
      payer_name: '[erased]',
    })
    expect(db.get('SELECT amount_minor, reason FROM credit_notes')).toEqual({
      amount_minor: 5000,
      reason: '[erased]',
    })
    const registrationRow = db.get<{ data: string }>(
      'SELECT data FROM conference_registrations WHERE id = ?',
      [id],
    )!
    expect(JSON.parse(registrationRow.data)).toMatchObject({
      firstname: '[erased]',
      registration_category: 'academia',
    })
    for (const table of [
      'newsletter_subscriptions',
      'member_profiles',
      'delegate_sessions',
      'check_ins',
      'certificates',
    ])
      expect(desk.count(table), table).toBe(0)
    expect(desk.count('delegate_sign_in_links')).toBe(0)
    expect(db.get('SELECT passport_number_sealed, birth_date FROM visa_letter_requests')).toEqual({
      passport_number_sealed: null,
      birth_date: null,
    })
    expect(db.all("SELECT state FROM outbox WHERE data != '{}'")).toEqual([])

    // Audited by id only.
    expect(db.all("SELECT target FROM audit_log WHERE action = 'person.erased'")).toEqual([
      { target: `registration ${id}` },
    ])
    // The desk shows it erased, in the list and on its page, with what is kept.
    const list = await (await desk.request('/desk/registrations', { cookie: secretariat })).text()
    expect(list).toContain(`erased (registration ${id})`)
    const shown = await (
      await desk.request(`/desk/registrations/${id}?done=erased`, { cookie: secretariat })
    ).text()
    expect(shown).toContain(`Erased registration ${id}`)
    expect(shown).toContain('This person was erased on')
    expect(shown).toContain('Receipts and credit notes: number, amount')
    expect(shown).not.toContain('Save corrections')
    // The letter's verify page says it was withdrawn, and nothing personal.
    const verify = await (await desk.request(`/verify/${CODE}`)).text()
    expect(verify).toContain('a letter the conference has withdrawn')
    expect(verify).not.toContain('Sample Republic')
    expect(shown).toContain('not possible (erased)')
    const message = String(db.get('SELECT id FROM outbox LIMIT 1')?.id)
    const resend = await desk.request(`/desk/registrations/${id}/messages/${message}/resend`, {
      cookie: secretariat,
      form: {},
    })
    expect(resend.status).toBe(409)
    // The person's export holds nothing personal, and the payment.
    const exported = await (
      await desk.request(`/desk/registrations/${id}/export.json`, { cookie: secretariat })
    ).text()
    for (const text of PERSONAL) expect(exported, text).not.toContain(text)
    expect(exported).toContain(reference)
    // Twice: already erased.
    const again = await desk.request(`/desk/registrations/${id}/erase`, {
      cookie: secretariat,
      form: { confirm: 'yes' },
    })
    expect(again.status).toBe(409)
  })

  it('by address, for a member and subscriber with no registration', async () => {
    const desk = await deskHarness()
    const at = '2025-06-01T08:00:00Z'
    await desk.deps.db.write([
      {
        sql: 'INSERT INTO newsletter_subscriptions (email, created_at) VALUES (?, ?)',
        params: ['reader.erase@example.test', at],
      },
      {
        sql: `INSERT INTO member_profiles (email, surname, first_name, date_of_birth, contact_number, chapter, password_hash, created_at)
              VALUES ('reader.erase@example.test', 'Readername', 'Samplereader', '1990-01-01', '+233 20 111 2233', 'Sample chapter', 'x', ?)`,
        params: [at],
      },
    ])
    const cookie = await desk.signedIn('secretariat')
    const memberId = Number(desk.deps.db.get('SELECT id FROM member_profiles')?.id)
    const form = await (await desk.request('/desk/people/personal-data', { cookie })).text()
    expect(form).toContain('action="/desk/people/erase/confirm"')
    const confirm = await desk.request('/desk/people/erase/confirm', {
      cookie,
      form: { email: ' Reader.Erase@example.test ' },
    })
    const text = await confirm.text()
    expect(text).toContain('A member profile')
    expect(text).toContain('name="email" value="reader.erase@example.test"')
    const done = await desk.request('/desk/people/erase', {
      cookie,
      form: { email: 'reader.erase@example.test', confirm: 'yes' },
    })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('nothing personal is held under that address')
    for (const text of ['reader.erase', 'Readername', '+233 20 111 2233'])
      expect(rowsHolding(desk, text), text).toEqual([])
    expect(desk.deps.db.all("SELECT target FROM audit_log WHERE action = 'person.erased'")).toEqual(
      [{ target: `member ${memberId}` }],
    )
    const unknown = await desk.request('/desk/people/erase/confirm', {
      cookie,
      form: { email: 'reader.erase@example.test' },
    })
    expect(unknown.status).toBe(404)
  })
})
