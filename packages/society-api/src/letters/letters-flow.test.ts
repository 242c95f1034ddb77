import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk/desk.test-utils.ts'
import { addSampleRegistrations } from '../desk/registrations/sample-registrations.test-utils.ts'
import { MY_PATH } from '../my-registration/views.tsx'
import { readPdf } from '../pdf/pdf-text.test-utils.ts'
import { runPurge } from '../privacy/purge-rules.ts'
import { delegateClient, documentContent } from '../my-registration/delegate-client.test-utils.ts'
import { testDeps } from '../test-deps.test-utils.ts'
import { lettersOf } from './letters-of.ts'
import { passportNumbersRule } from './passport-purge.ts'
import { SITE_ICON } from '../site-look/site-look.ts'

const PAID = 'sample-00000@example.test'
const UNPAID = 'sample-00001@example.test'
const FORM = {
  passportName: 'Sample Ama Person',
  nationality: 'TG', // chosen from the registration form's countries: Togo
  passportNumber: 'X9876543',
  birthDate: '1990-04-02',
  embassy: 'Embassy of Ghana in Sampleville',
}

async function harness(approval: 'auto' | 'manual') {
  const deps = await testDeps({}, documentContent())
  deps.config.letters.approval = approval
  deps.clock = () => new Date('2025-10-20T10:00:00Z')
  await addSampleRegistrations(deps.db, 2)
  return { deps, ...delegateClient(deps) }
}

describe('visa letters: request, letter, /verify', { timeout: 30_000 }, () => {
  it('a paid delegate asks; with automatic approval the PDF says name, dates and code, never the passport number', async () => {
    const h = await harness('auto')
    const cookie = await h.signIn(PAID)
    expect(await (await h.get(MY_PATH, cookie)).text()).toContain('Request a visa letter')
    const sent = await h.post('/visa-letter', FORM, cookie)
    expect(sent.status).toBe(303)

    const stored = h.deps.db.get(`SELECT passport_number_sealed FROM visa_letter_requests`)
    expect(String(stored!.passport_number_sealed)).not.toContain('X9876543')
    expect(await (await h.get(MY_PATH, cookie)).text()).toContain('Visa invitation letter (PDF)')
    expect(
      h.deps.db.get(`SELECT recipient FROM outbox WHERE kind = 'visa-letter-ready'`)?.recipient,
    ).toBe(PAID)

    const download = await h.get(`${MY_PATH}/visa-letter.pdf`, cookie)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    const pdf = await readPdf(new Uint8Array(await download.arrayBuffer()))
    expect(pdf.text).toContain('Sample Ama Person')
    expect(pdf.text).toContain('9 December 2025 to 12 December 2025')
    expect(pdf.text).toContain('Embassy of Ghana in Sampleville')
    expect(pdf.text).toContain('registration fee paid')
    expect(pdf.text).toContain('a Togolese national')
    expect(pdf.text).not.toContain('X9876543')
    expect(pdf.roles).toContain('Figure')
    const code = /Verification code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(pdf.text)?.[1]
    expect(code).toBeTruthy()

    const verified = await h.get(`/verify/${code}`)
    expect(verified.status).toBe(200)
    expect(verified.headers.get('x-robots-tag')).toContain('noindex')
    expect(verified.headers.get('cache-control')).toBe('no-store')
    const page = await verified.text()
    expect(page).toContain('This letter is genuine')
    expect(page).toContain('Sample Ama Person')
    expect(page).toContain('Togo')
    expect(page).toContain('9 December 2025 to 12 December 2025')
    expect(page).not.toContain('X9876543')
    expect(page).not.toContain('1990-04-02')

    // A wrong code (well formed) and a guessed one (malformed) both: the same "not found".
    const wrong = await h.get('/verify/AAAA-BBBB-CCCC-DDDD')
    const guessed = await h.get('/verify/guess')
    expect([wrong.status, guessed.status]).toEqual([404, 404])
    const notFound = (body: string) => body.replace(/value="[^"]*"/, '')
    expect(notFound(await wrong.text())).toBe(notFound(await guessed.text()))
  })

  it('the letter is tagged (title, language, structure) and has an HTML alternative its delegate alone can open', async () => {
    const h = await harness('auto')
    const cookie = await h.signIn(PAID)
    await h.post('/visa-letter', FORM, cookie)
    const pdf = await readPdf(
      new Uint8Array(await (await h.get(`${MY_PATH}/visa-letter.pdf`, cookie)).arrayBuffer()),
    )
    expect(pdf.title).toBe('Letter of invitation')
    expect(pdf.lang).toBe('en-GB')
    expect(pdf.roles).toEqual(expect.arrayContaining(['Document', 'H1', 'P', 'Figure']))
    const code = /Verification code: ([0-9A-Z-]{19})/.exec(pdf.text)![1]!

    expect(await (await h.get(MY_PATH, cookie)).text()).toContain(
      'Visa invitation letter (web page)',
    )
    const page = await h.get(`${MY_PATH}/visa-letter.html`, cookie)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    // The site's icon, which its policy lets load (docs/decisions/0104).
    expect(page.headers.get('content-security-policy')).toContain("img-src 'self'")
    const html = await page.text()
    expect(html).toContain(`<link rel="icon" href="${SITE_ICON}" type="image/svg+xml">`)
    expect((await h.get(SITE_ICON)).status).toBe(200)
    expect(html).toContain('<h1>Letter of invitation</h1>')
    expect(html).toContain('To the Embassy of Ghana in Sampleville')
    expect(html).toContain('9 December 2025 to 12 December 2025')
    expect(html).toContain(code)
    expect(html).not.toContain('X9876543')
    // Another delegate (no letter of their own) gets none, never this one; signed out: sign in.
    const other = await h.signIn(UNPAID)
    const theirs = await h.get(`${MY_PATH}/visa-letter.html`, other)
    expect(theirs.status).toBe(404)
    expect(await theirs.text()).not.toContain('Sample Ama Person')
    expect((await h.get(`${MY_PATH}/visa-letter.html`)).status).toBe(401)
  })

  it('an unpaid delegate is not offered the form and a forged POST is refused', async () => {
    const h = await harness('auto')
    const cookie = await h.signIn(UNPAID)
    expect(await (await h.get(MY_PATH, cookie)).text()).not.toContain('Request a visa letter')
    expect((await h.post('/visa-letter', FORM, cookie)).status).toBe(403)
    expect(h.deps.db.get(`SELECT count(*) AS n FROM visa_letter_requests`)?.n).toBe(0)
  })

  it("the nationality is one of the registration form's countries, listed by name; a date typed is written back as the site writes dates", async () => {
    const h = await harness('auto')
    const cookie = await h.signIn(PAID)
    const form = await (await h.get(MY_PATH, cookie)).text()
    expect(form).toMatch(/<select id="letter-nationality" name="nationality" required/)
    expect(form).toContain('<option value="GH">Ghana</option>')
    expect(form).toContain('<option value="TG">Togo</option>')
    expect(form).not.toMatch(/<input[^>]*name="nationality"/)
    const res = await h.post(
      '/visa-letter',
      { ...FORM, nationality: 'Sample Republic', passportNumber: '' },
      cookie,
    )
    expect(res.status).toBe(400)
    const body = await res.text()
    expect(body).toContain('Choose the nationality from the list of countries.')
    expect(body).toContain('You entered 2 April 1990.')
    const again = await h.post('/visa-letter', { ...FORM, passportNumber: '' }, cookie)
    expect(await again.text()).toContain('<option value="TG" selected="">Togo</option>')
    expect(h.deps.db.get(`SELECT count(*) AS n FROM visa_letter_requests`)?.n).toBe(0)
  })

  it('field errors come back with the form, what was typed kept', async () => {
    const h = await harness('auto')
    const cookie = await h.signIn(PAID)
    const res = await h.post(
      '/visa-letter',
      { ...FORM, nationality: '', birthDate: 'soon' },
      cookie,
    )
    expect(res.status).toBe(400)
    const body = await res.text()
    expect(body).toContain('Enter the nationality.')
    expect(body).toContain('Enter the date of birth: a date in the past')
    expect(body).toContain('value="Sample Ama Person"')
    expect(body).toContain('aria-invalid="true"')
  })

  it('/verify answers "too many" after the per-client limit', async () => {
    const h = await harness('auto')
    let last = 0
    for (let i = 0; i < 31; i++) last = (await h.get('/verify/AAAA-BBBB-CCCC-DDDD')).status
    expect(last).toBe(429)
  })
})

describe('visa letters approved by hand in the desk', { timeout: 30_000 }, () => {
  it('the secretariat sees the passport number, approves (audited), and the letter is issued', async () => {
    const desk = await deskHarness({})
    desk.deps.config.letters.approval = 'manual'
    await addSampleRegistrations(desk.deps.db, 1)
    const letters = lettersOf(desk.deps)
    const id = await letters.request(
      Number(desk.deps.db.get('SELECT id FROM conference_registrations')!.id),
      {
        ...FORM,
      },
    )
    const secretariat = await desk.signedIn('secretariat')
    const list = await (await desk.request('/desk/visa-letters', { cookie: secretariat })).text()
    expect(list).toContain('X9876543')
    const staff = await desk.signedIn('staff')
    expect((await desk.request('/desk/visa-letters', { cookie: staff })).status).toBe(403)
    const approved = await desk.request(`/desk/visa-letters/${id}/approve`, {
      method: 'POST',
      cookie: secretariat,
      form: {},
    })
    expect(approved.status).toBe(303)
    expect(
      desk.deps.db.get(`SELECT state FROM visa_letter_requests WHERE id = ?`, [id])?.state,
    ).toBe('issued')
    expect(
      desk.deps.db.get(`SELECT count(*) AS n FROM audit_log WHERE action = 'visa-letter.approved'`)
        ?.n,
    ).toBe(1)
    expect(desk.deps.db.get(`SELECT count(*) AS n FROM visa_letters`)?.n).toBe(1)
    // Twice: nothing more is issued.
    expect(
      (
        await desk.request(`/desk/visa-letters/${id}/approve`, {
          method: 'POST',
          cookie: secretariat,
          form: {},
        })
      ).status,
    ).toBe(404)
  })
})

describe('the purge', { timeout: 30_000 }, () => {
  it('deletes passport numbers and dates of birth 30 days after the event, not before; the letter still verifies', async () => {
    const h = await harness('auto')
    const cookie = await h.signIn(PAID)
    await h.post('/visa-letter', FORM, cookie)
    const rule = passportNumbersRule()
    expect(await rule.run(h.deps, new Date('2026-01-11T12:00:00Z'))).toBe(0)
    expect(
      h.deps.db.get(`SELECT passport_number_sealed FROM visa_letter_requests`)
        ?.passport_number_sealed,
    ).not.toBeNull()
    const counts = await runPurge(h.deps, new Date('2026-01-12T00:00:01Z'))
    expect(counts.find((c) => c.name === 'passport-numbers')?.count).toBe(1)
    const row = h.deps.db.get(
      `SELECT passport_number_sealed, birth_date, passport_name FROM visa_letter_requests`,
    )
    expect(row).toMatchObject({
      passport_number_sealed: null,
      birth_date: null,
      passport_name: 'Sample Ama Person',
    })
    expect(h.deps.db.get(`SELECT count(*) AS n FROM visa_letters`)?.n).toBe(1)
  })
})
