import { describe, expect, it } from 'vitest'
import { MY_PATH } from '../my-registration/views.tsx'
import { readPdf } from '../pdf/pdf-text.test-utils.ts'
import { addSampleRegistrations } from '../desk/registrations/sample-registrations.test-utils.ts'
import { delegateClient, documentContent } from '../my-registration/delegate-client.test-utils.ts'
import { ORIGIN, testDeps } from '../test-deps.test-utils.ts'
import { certificateWordingQuery } from './certificate-content.ts'

// Sample registrations 0 (paid, with an abstract) and 1 (payment pending, none).
const FIRST = 'sample-00000@example.test'
const SECOND = 'sample-00001@example.test'
const CODE = /Verification code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/

async function harness(wording: Record<string, string> | null = null) {
  const deps = await testDeps({}, documentContent({ [certificateWordingQuery]: wording }))
  let now = '2025-12-10T10:00:00Z'
  deps.clock = () => new Date(now)
  await addSampleRegistrations(deps.db, 2)
  const ids = deps.db.all<{ id: number }>('SELECT id FROM conference_registrations ORDER BY id')
  const [first, second] = ids.map((r) => Number(r.id)) as [number, number]
  const checkIn = (id: number) =>
    deps.db.write([
      {
        sql: `INSERT INTO check_ins (registration_id, desk, checked_in_at, recorded_at) VALUES (?, 'Door A', ?, ?)`,
        params: [id, now, now],
      },
    ])
  const at = (iso: string) => {
    now = iso
  }
  /** The registration's pending payment succeeds. */
  const pay = (id: number) =>
    deps.db.write([
      {
        sql: `UPDATE conference_transactions SET state = 'success' WHERE registration_id = ?`,
        params: [id],
      },
    ])
  return { deps, first, second, checkIn, at, pay, ...delegateClient(deps) }
}

const AFTER = '2025-12-13T09:00:00Z'

describe('certificates of attendance in My registration', { timeout: 30_000 }, () => {
  it('none before the event, none without a check-in; after it, the checked-in delegate downloads a tagged PDF whose code verifies', async () => {
    const h = await harness()
    await h.checkIn(h.first)
    // During the event: an honest line, no link, nothing to download.
    const early = await h.signIn(FIRST)
    const during = await (await h.get(MY_PATH, early)).text()
    expect(during).toContain('Certificates of attendance are issued after the conference')
    expect(during).not.toContain('certificate.pdf')
    expect((await h.get(`${MY_PATH}/certificate.pdf`, early)).status).toBe(404)

    h.at(AFTER)
    const cookie = await h.signIn(FIRST)
    const other = await h.signIn(SECOND)
    const page = await (await h.get(MY_PATH, cookie)).text()
    expect(page).toContain('Certificate of attendance (PDF)')
    expect(page).toContain('Certificate of attendance (web page)')
    expect(page).toContain('print-only document')
    // Not checked in: said plainly; the files are refused.
    const notThere = await (await h.get(MY_PATH, other)).text()
    expect(notThere).toContain('You were not checked in at the conference')
    expect(notThere).not.toContain('certificate.pdf')
    expect((await h.get(`${MY_PATH}/certificate.pdf`, other)).status).toBe(404)
    expect((await h.get(`${MY_PATH}/certificate.html`, other)).status).toBe(404)
    // Signed out: the sign-in form, no certificate.
    const anonymous = await h.get(`${MY_PATH}/certificate.pdf`)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.text()).toContain('Send me a sign-in link')

    const download = await h.get(`${MY_PATH}/certificate.pdf`, cookie)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    const pdf = await readPdf(new Uint8Array(await download.arrayBuffer()))
    expect(pdf.text).toContain('Certificate of attendance')
    expect(pdf.text).toContain('Sample00000 Person00002')
    expect(pdf.text).toContain('9 December 2025 to 12 December 2025')
    expect(pdf.text).toContain('Sample conference centre, Accra, Ghana')
    expect(pdf.text).not.toContain('presented')
    // Tagged: title shown, language, a structure tree with the headings and the QR code's figure.
    expect(pdf.title).toBe('Certificate of attendance')
    expect(pdf.lang).toBe('en-GB')
    expect(pdf.roles).toEqual(expect.arrayContaining(['Document', 'H1', 'H2', 'P', 'Figure']))
    const code = CODE.exec(pdf.text)?.[1]
    expect(code).toBeTruthy()
    // The same certificate the second time (the code does not change).
    const again = await readPdf(
      new Uint8Array(await (await h.get(`${MY_PATH}/certificate.pdf`, cookie)).arrayBuffer()),
    )
    expect(CODE.exec(again.text)?.[1]).toBe(code)
    // Only the code's hash is stored.
    expect(h.deps.db.get('SELECT code_hash FROM certificates')?.code_hash).not.toContain(code)

    const verified = await h.get(`/verify/${code}`)
    expect(verified.status).toBe(200)
    expect(verified.headers.get('x-robots-tag')).toContain('noindex')
    const body = await verified.text()
    expect(body).toContain('This certificate is genuine')
    expect(body).toContain('Sample00000 Person00002')
    expect(body).toContain('<dd>Attendance</dd>')
    expect(body).toContain('IUMRS-ICAM 2025')
    expect(body).toContain('9 December 2025 to 12 December 2025')
    expect(body).not.toContain(FIRST)
    expect(body).not.toContain('Sample Street')

    // A wrong code (well formed, lower case) and a guessed one: the same "not found".
    const wrong = await h.get(
      `/verify/${code!.toLowerCase().replace(/.$/, (c) => (c === '0' ? '1' : '0'))}`,
    )
    const guessed = await h.get('/verify/CERT-0001')
    expect([wrong.status, guessed.status]).toEqual([404, 404])
    const notFound = (text: string) => text.replace(/value="[^"]*"/, '')
    expect(notFound(await wrong.text())).toBe(notFound(await guessed.text()))
  })

  it('an accepted abstract whose author was there: the certificate says they presented, in the CMS words', async () => {
    const h = await harness({
      title: 'Sample certificate of attendance',
      titlePresented: 'Sample certificate of attendance and presentation',
      body: 'Sample text: {name} took part in {conferenceName} ({startDate} to {endDate}).',
      presentation: 'Sample: {name} gave the {presentationMode} “{presentationTitle}”.',
      signatoryName: 'Sample Signatory',
      signatoryTitle: 'Sample Chair',
    })
    await h.deps.db.write([
      {
        sql: `UPDATE conference_registrations SET data = json_set(data, '$.abstract_title', 'Sample perovskite films') WHERE id = ?`,
        params: [h.first],
      },
      {
        sql: `INSERT INTO abstract_decisions (registration_id, decision, decided_at) VALUES (?, 'oral', '2025-10-01T08:00:00Z')`,
        params: [h.first],
      },
    ])
    await h.checkIn(h.first)
    h.at(AFTER)
    const cookie = await h.signIn(FIRST)
    const pdf = await readPdf(
      new Uint8Array(await (await h.get(`${MY_PATH}/certificate.pdf`, cookie)).arrayBuffer()),
    )
    expect(pdf.title).toBe('Sample certificate of attendance and presentation')
    expect(pdf.text).toContain(
      'Sample: Sample00000 Person00002 gave the oral presentation “Sample perovskite films”.',
    )
    expect(pdf.text).toContain('Sample text: Sample00000 Person00002 took part in IUMRS-ICAM 2025')
    expect(pdf.text).toContain('Sample Signatory')
    const verified = await (await h.get(`/verify/${CODE.exec(pdf.text)?.[1]}`)).text()
    expect(verified).toContain('Attendance and an oral presentation: “Sample perovskite films”')
  })

  it('the HTML alternative: the same words, readable and printable, each delegate only their own', async () => {
    const h = await harness()
    await h.checkIn(h.first)
    await h.checkIn(h.second)
    h.at(AFTER)
    const first = await h.signIn(FIRST)
    const second = await h.signIn(SECOND)
    const pdf = await readPdf(
      new Uint8Array(await (await h.get(`${MY_PATH}/certificate.pdf`, first)).arrayBuffer()),
    )
    const code = CODE.exec(pdf.text)![1]!
    const page = await h.get(`${MY_PATH}/certificate.html`, first)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    // Checked in at the door, never paid: no certificate, and My registration says why.
    expect(await (await h.get(MY_PATH, second)).text()).toContain(
      'Our records show your registration fee as not paid',
    )
    expect((await h.get(`${MY_PATH}/certificate.html`, second)).status).toBe(404)
    await h.pay(h.second)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<h1>Certificate of attendance</h1>')
    expect(html).toContain('<h2>Sample00000 Person00002</h2>')
    expect(html).toContain('9 December 2025 to 12 December 2025')
    expect(html).toContain(code)
    expect(html).toContain(`href="${ORIGIN}/verify/${code}"`)
    expect(html).toContain('@media print')
    expect(html).not.toContain('<script')
    // The second delegate's page is theirs: their name and another code, never the first's.
    const theirs = await (await h.get(`${MY_PATH}/certificate.html`, second)).text()
    expect(theirs).toContain('Sample00001 Person00001')
    expect(theirs).not.toContain('Sample00000 Person00002')
    expect(theirs).not.toContain(code)
  })
})
