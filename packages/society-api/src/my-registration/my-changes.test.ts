import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pdfBytes, registration } from '../conference/registration-fixtures.test-utils.ts'
import { readBalance } from '../payments/balance.ts'
import { client as api } from '../test-client.test-utils.ts'
import { deskHarness } from '../desk/desk.test-utils.ts'
import { addSampleRegistrations } from '../desk/registrations/sample-registrations.test-utils.ts'
import { fakeContent, ORIGIN, testDeps } from '../test-deps.test-utils.ts'
import { delegateClient } from './delegate-client.test-utils.ts'
import { MY_PATH } from './views.tsx'

// Sample 00000 has an abstract (a PDF) and no decision yet.
const EMAIL = 'sample-00000@example.test'

async function harness() {
  const content = {
    conference: { registrationWindow: { closesAt: '2025-11-30T23:59:00Z' } },
    dates: { abstractDeadline: '2025-10-31T23:59:00Z' },
  }
  const deps = await testDeps({}, fakeContent(content))
  deps.clock = () => new Date('2025-10-20T10:00:00Z')
  await addSampleRegistrations(deps.db, 2)
  const client = delegateClient(deps)
  const cookie = await client.signIn(EMAIL)
  const id = Number(
    deps.db.get('SELECT id FROM conference_registrations WHERE email = ?', [EMAIL])!.id,
  )
  const stored = () =>
    JSON.parse(
      String(deps.db.get('SELECT data FROM conference_registrations WHERE id = ?', [id])!.data),
    ) as Record<string, unknown>
  /** The abstract form, posted as the page sends it (multipart, from the site's origin). */
  const postAbstract = (
    fields: Record<string, string>,
    file?: { bytes: Uint8Array; name: string },
  ) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    body.append(
      'abstract',
      file ? new File([file.bytes as Uint8Array<ArrayBuffer>], file.name) : new File([], ''),
    )
    return client.app.request(`${MY_PATH}/abstract`, {
      method: 'POST',
      body,
      headers: { Origin: ORIGIN, Cookie: cookie },
    })
  }
  const audit = () => deps.db.all('SELECT account_id, action, target FROM audit_log ORDER BY id')
  const history = () =>
    deps.db.all('SELECT account_id, field, before, after FROM registration_changes ORDER BY id')
  return { deps, ...client, cookie, id, stored, postAbstract, audit, history, content }
}

const ABSTRACT = {
  abstract_title: 'A sample title, changed',
  author_name_0: 'Sample Author A',
  author_affiliation_0: 'Sample Lab 1',
  author_name_1: 'Sample Author B',
  author_affiliation_1: 'Sample Lab 2',
  abstract_presenter: '1',
}

describe('My registration: every change recorded', () => {
  it('a correction is in the history (before, after) and in the audit log, as the delegate’s', async () => {
    const h = await harness()
    const before = String(h.stored().affiliation)
    expect(
      (await h.post('/correct', { affiliation: 'Corrected Institute' }, h.cookie)).status,
    ).toBe(303)
    expect(h.history()).toEqual([
      { account_id: null, field: 'affiliation', before, after: 'Corrected Institute' },
    ])
    expect(h.audit()).toEqual([
      { account_id: null, action: 'registration.corrected-by-delegate', target: String(h.id) },
    ])
    // The desk's history and audit log say who: the delegate.
    const desk = await deskHarness({}, h.deps)
    const cookie = await desk.signedIn('secretariat')
    const registration = await (
      await desk.request(`/desk/registrations/${h.id}`, { cookie })
    ).text()
    expect(registration).toMatch(/<td>the delegate<\/td>\s*<td>Affiliation<\/td>/)
    const audit = await (await desk.request('/desk/audit', { cookie })).text()
    expect(audit).toMatch(/the delegate<\/td><td>registration.corrected-by-delegate/)
  })

  it("the country is chosen by name from the registration form's countries, the stored one selected; the abstract's author rows are laid out as fields", async () => {
    const h = await harness()
    const page = await (await h.get(MY_PATH, h.cookie)).text()
    expect(page).toMatch(/<select name="affiliation_address_country" required/)
    expect(page).toContain('<option value="GH" selected="">Ghana</option>')
    expect(page).not.toMatch(/<input[^>]*name="affiliation_address_country"/)
    // Each author a fieldset whose labels stack over their inputs; who presents, a radio beside its label.
    expect(page).toContain('<fieldset class="author-row stack"><legend>Author 1</legend>')
    expect(page).toMatch(/<label class="check"><input type="radio" name="abstract_presenter"/)
    expect((await h.post('/correct', { affiliation_address_country: 'SN' }, h.cookie)).status).toBe(
      303,
    )
    expect(h.stored().affiliation_address_country).toBe('SN')
  })

  it('a refused correction answers the page again, with what was typed and why', async () => {
    const h = await harness()
    const res = await h.post(
      '/correct',
      { affiliation: 'Typed Institute, kept', surname: '   ' },
      h.cookie,
    )
    expect(res.status).toBe(400)
    const page = await res.text()
    expect(page).toContain('role="alert"')
    expect(page).toContain('Not saved: Fill in every field')
    expect(page).toContain('value="Typed Institute, kept"') // nothing typed is lost
    expect(page).toContain('Save corrections') // the way on: the form itself
    expect(h.history()).toEqual([])
  })
})

describe('My registration: the abstract', () => {
  it('its author changes title, authors and file before a decision: history, audit, new file', async () => {
    const h = await harness()
    const res = await h.postAbstract(ABSTRACT, { bytes: pdfBytes, name: 'new.pdf' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${MY_PATH}?abstract=saved`)
    const data = h.stored()
    expect(data).toMatchObject({
      abstract_title: 'A sample title, changed',
      abstract_authors: [
        { name: 'Sample Author A', affiliation: 'Sample Lab 1' },
        { name: 'Sample Author B', affiliation: 'Sample Lab 2' },
      ],
      abstract_presenter: 1,
    })
    const key = String(
      h.deps.db.get('SELECT abstract_key FROM conference_registrations WHERE id = ?', [h.id])!
        .abstract_key,
    )
    expect(data.abstract_object_key).toBe(key)
    const file = path.join(h.deps.config.dataDir, 'abstracts', key)
    expect(readFileSync(file)).toEqual(Buffer.from(pdfBytes))
    expect(h.history().map((row) => row.field)).toEqual([
      'abstract_title',
      'abstract_authors',
      'abstract_file',
    ])
    expect(h.history()[1]).toMatchObject({
      account_id: null,
      after: 'Sample Author A (Sample Lab 1); Sample Author B (Sample Lab 2) [presents]',
    })
    expect(h.audit()).toEqual([
      { account_id: null, action: 'abstract.changed-by-delegate', target: String(h.id) },
    ])
    const page = await (await h.get(`${MY_PATH}?abstract=saved`, h.cookie)).text()
    expect(page).toContain('Saved: your abstract is updated.')
    expect(page).toContain('Sample Author B, Sample Lab 2 (presents)')
  })

  it('is frozen once a decision is recorded: refused, nothing changed, the page says why', async () => {
    const h = await harness()
    await h.deps.db.write([
      {
        sql: `INSERT INTO abstract_decisions (registration_id, decision, decided_at) VALUES (?, 'oral', ?)`,
        params: [h.id, '2025-10-19T10:00:00Z'],
      },
    ])
    const before = h.stored()
    const res = await h.postAbstract(ABSTRACT, { bytes: pdfBytes, name: 'new.pdf' })
    expect(res.status).toBe(409)
    expect(await res.text()).toContain('can now be changed only by the secretariat')
    expect(h.stored()).toEqual(before)
    expect(h.history()).toEqual([])
    expect(h.audit()).toEqual([])
    const page = await (await h.get(MY_PATH, h.cookie)).text()
    expect(page).not.toContain('Save abstract')
    expect(page).toContain('A decision was made on your abstract')
  })

  it('is refused after the abstract deadline, even with no decision (the desk can still change it)', async () => {
    const h = await harness()
    h.content.dates.abstractDeadline = '2025-10-19T23:59:00Z' // the day before the clock's
    const before = h.stored()
    const res = await h.postAbstract(ABSTRACT)
    expect(res.status).toBe(409)
    expect(await res.text()).toContain('the deadline for abstracts has passed')
    expect(h.stored()).toEqual(before)
    expect(h.history()).toEqual([])
  })

  it('a refused abstract keeps the title and authors typed, and says the file must be chosen again', async () => {
    const h = await harness()
    const res = await h.postAbstract(
      { ...ABSTRACT, author_affiliation_1: '' },
      { bytes: pdfBytes, name: 'new.pdf' },
    )
    expect(res.status).toBe(400)
    const page = await res.text()
    expect(page).toContain('Author 2 needs an affiliation')
    expect(page).toContain('Choose the file again')
    expect(page).toContain('value="A sample title, changed"')
    expect(page).toContain('value="Sample Author B"')
    expect(h.history()).toEqual([])
    const dir = path.join(h.deps.config.dataDir, 'abstracts')
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]) // no file kept for it
  })
})

describe('My registration: category and extras', () => {
  // Sample 00001 has no payment (the generator's fifth state is "none" for the last only: its
  // payment is pending); the test's own registration is added unpaid.
  async function unpaid() {
    const content = {
      conference: { registrationWindow: { closesAt: '2025-11-30T23:59:00Z' } },
    }
    const deps = await testDeps({ siteNow: '2025-10-20T10:00:00Z' }, fakeContent(content))
    deps.clock = () => new Date('2025-10-20T10:00:00Z')
    const client = delegateClient(deps)
    const registered = await api(deps, {}, client.app).register(
      registration({ email: 'kofi@example.com' }),
    )
    expect(registered.status, await registered.clone().text()).toBe(201)
    const cookie = await client.signIn('kofi@example.com')
    const id = Number(deps.db.get('SELECT id FROM conference_registrations')!.id)
    return { deps, ...client, cookie, id }
  }

  it('the delegate changes them until money is received: history, audit, the fee owed follows', async () => {
    const h = await unpaid()
    const page = await (await h.get(MY_PATH, h.cookie)).text()
    expect(page).toContain('Save category and extras')
    const res = await h.post(
      '/options',
      { registration_category: 'student', banquet: 'on', excursion: 'on' },
      h.cookie,
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${MY_PATH}?options=saved`)
    const data = JSON.parse(
      String(h.deps.db.get('SELECT data FROM conference_registrations')!.data),
    )
    expect(data).toMatchObject({ registration_category: 'student', banquet: true, excursion: true })
    expect(readBalance(h.deps.db, h.id)?.owedMinor).toBe((250 + 50 + 100) * 100)
    expect(
      h.deps.db.all(
        'SELECT account_id, field, before, after FROM registration_changes ORDER BY id',
      ),
    ).toEqual([
      { account_id: null, field: 'registration_category', before: 'academia', after: 'student' },
      { account_id: null, field: 'excursion', before: 'no', after: 'yes' },
    ])
    expect(
      h.deps.db.all(`SELECT account_id, action FROM audit_log WHERE action LIKE 'registration.%'`),
    ).toEqual([{ account_id: null, action: 'registration.options-changed-by-delegate' }])
  })

  it('refuses once money is received, changing nothing; the form is gone', async () => {
    const h = await unpaid()
    const service = api(h.deps, {}, h.app)
    const { reference } = (await (await service.initialise('kofi@example.com')).json()) as {
      reference: string
    }
    expect((await service.checkout(reference, 'complete')).status).toBe(303)
    const before = h.deps.db.get('SELECT data FROM conference_registrations')!.data
    const res = await h.post('/options', { registration_category: 'student' }, h.cookie)
    expect(res.status).toBe(409)
    expect(await res.text()).toContain('a payment is already received')
    expect(h.deps.db.get('SELECT data FROM conference_registrations')!.data).toBe(before)
    expect(h.deps.db.all('SELECT * FROM registration_changes')).toEqual([])
    expect(await (await h.get(MY_PATH, h.cookie)).text()).not.toContain('Save category and extras')
  })
})
