import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk/desk.test-utils.ts'
import { addSampleRegistrations } from '../desk/registrations/sample-registrations.test-utils.ts'
import { readPdf } from '../pdf/pdf-text.test-utils.ts'
import { lettersOf } from './letters-of.ts'

const FORM = {
  passportName: 'Sample Kojo Person',
  nationality: 'Sample Republic',
  passportNumber: 'X1234567',
  birthDate: '1991-05-03',
  embassy: 'Embassy of Ghana in Sampleville',
}

/** The table row (its cells' text) that names `text`, from a page's HTML. */
const rowWith = (html: string, text: string) =>
  ([...html.matchAll(/<tr>(.*?)<\/tr>/gs)].map((m) => m[1]!).find((r) => r.includes(text)) ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('the visa letter desk shows the letter and the payment state', { timeout: 30_000 }, () => {
  it('a pending request with its payment state; once issued, the letter’s code, its PDF (audited) and the payment state', async () => {
    const desk = await deskHarness({})
    desk.deps.config.letters.approval = 'manual'
    await addSampleRegistrations(desk.deps.db, 5)
    // sample-00004 has no payment at all.
    const registration = Number(
      desk.deps.db.get(
        "SELECT id FROM conference_registrations WHERE email = 'sample-00004@example.test'",
      )!.id,
    )
    const id = await lettersOf(desk.deps).request(registration, FORM)
    const secretariat = await desk.signedIn('secretariat')
    const list = async () =>
      (await desk.request('/desk/visa-letters', { cookie: secretariat })).text()

    const before = await list()
    expect(before).toContain('<th scope="col">Payment</th>')
    expect(rowWith(before, 'X1234567')).toContain(`#${registration} Not paid`)
    expect(before).toContain('No letter has been issued yet.')

    const approved = await desk.request(`/desk/visa-letters/${id}/approve`, {
      cookie: secretariat,
      form: {},
    })
    expect(approved.status).toBe(303)
    const after = await list()
    const issued = rowWith(after, `The letter for ${FORM.passportName} (PDF)`)
    const code = /\b([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})\b/.exec(issued)?.[1]
    expect(code).toBeTruthy()
    expect(issued).toContain(`Sample Kojo Person (Sample Republic)`)
    expect(issued).toContain(`#${registration} Not paid`)
    expect(after).toContain(`href="/desk/visa-letters/${id}/letter.pdf"`)

    const pdf = await desk.request(`/desk/visa-letters/${id}/letter.pdf`, { cookie: secretariat })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const text = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text
    expect(text).toContain(FORM.passportName)
    expect(text).toContain(`Verification code: ${code}`)
    expect(
      desk.deps.db.all("SELECT target FROM audit_log WHERE action = 'visa-letter.downloaded'"),
    ).toEqual([{ target: String(id) }])

    // The secretariat's only; an unknown letter is not found.
    const staff = await desk.signedIn('staff')
    expect(
      (await desk.request(`/desk/visa-letters/${id}/letter.pdf`, { cookie: staff })).status,
    ).toBe(403)
    expect(
      (await desk.request(`/desk/visa-letters/9999/letter.pdf`, { cookie: secretariat })).status,
    ).toBe(404)
  })
})
