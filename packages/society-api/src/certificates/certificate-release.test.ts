import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk/desk.test-utils.ts'
import { addSampleRegistrations } from '../desk/registrations/sample-registrations.test-utils.ts'
import { messageRenderers } from '../messages/renderers.ts'

const sent = (db: Awaited<ReturnType<typeof deskHarness>>['deps']['db']) =>
  db
    .all<{ recipient: string }>(
      `SELECT recipient FROM outbox WHERE kind = 'certificate-ready' ORDER BY recipient`,
    )
    .map((r) => r.recipient)

describe('the secretariat releases the certificates', { timeout: 30_000 }, () => {
  it('after the event only, confirmed on a page naming who gets one and who is left out (unpaid, cancelled, not checked in); each eligible delegate e-mailed once; audited', async () => {
    const desk = await deskHarness()
    const { db } = desk.deps
    // Samples 0, 5 and 10 are paid; sample 1's payment is pending.
    await addSampleRegistrations(db, 11)
    const idOf = (n: string) =>
      Number(db.get(`SELECT id FROM conference_registrations WHERE email = ?`, [n])?.id)
    const paid = idOf('sample-00000@example.test')
    const unpaid = idOf('sample-00001@example.test')
    const cancelled = idOf('sample-00005@example.test')
    const late = idOf('sample-00010@example.test')
    const checkIn = (id: number) =>
      db.write([
        {
          sql: `INSERT INTO check_ins (registration_id, desk, checked_in_at, recorded_at) VALUES (?, 'Door A', '2025-12-09T08:00:00Z', '2025-12-09T08:00:00Z')`,
          params: [id],
        },
      ])
    await checkIn(paid)
    // Checked in at the door with a warning: never paid.
    await checkIn(unpaid)
    await checkIn(cancelled)
    await db.write([
      {
        sql: `UPDATE conference_registrations SET data = json_set(data, '$.cancelled_at', '2025-12-01T00:00:00Z') WHERE id = ?`,
        params: [cancelled],
      },
    ])
    const secretariat = await desk.signedIn('secretariat')
    const staff = await desk.signedIn('staff')
    const release = (cookie: string, form: Record<string, string> = {}) =>
      desk.request('/desk/certificates/release', { method: 'POST', cookie, form })
    const planOf = (html: string) => /name="plan" value="([0-9a-f]+)"/.exec(html)?.[1] ?? ''
    const confirmed = async () => {
      const asked = await (await release(secretariat)).text()
      return release(secretariat, { confirm: 'yes', plan: planOf(asked) })
    }

    expect((await release(staff)).status).toBe(403)
    // Before the event (the service's clock: 20 October 2025): refused, nothing sent.
    const early = await release(secretariat)
    expect(early.status).toBe(409)
    expect(await early.text()).toContain('only after the conference has ended')
    expect(sent(db)).toEqual([])

    // After it, by the site's clock (SITE_NOW): the page lists who gets one and who does not.
    desk.deps.config.siteNow = '2025-12-13T08:00:00.000Z'
    const preview = await (await desk.request('/desk/certificates', { cookie: secretariat })).text()
    expect(preview).toContain('Will get a certificate: 1 delegate')
    expect(preview).toContain(`Sample00000 Person00011 (registration ${paid})`)
    expect(preview).toContain(
      `Sample00001 Person00010 (registration ${unpaid}): registration fee not paid`,
    )
    expect(preview).toContain(
      `Sample00005 Person00006 (registration ${cancelled}): registration cancelled`,
    )
    expect(preview).toContain(
      `Sample00010 Person00001 (registration ${late}): not checked in at the door`,
    )

    // The button asks first: the confirmation names them; nothing is issued or sent yet.
    const asked = await release(secretariat)
    expect(asked.status).toBe(200)
    const question = await asked.text()
    expect(question).toContain('Release the certificates?')
    expect(question).toContain('Releasing e-mails 1 delegate')
    expect(question).toContain(`Sample00000 Person00011 (registration ${paid})`)
    expect(question).toContain('registration fee not paid')
    expect(question).toContain('Release certificates to 1 delegate')
    expect(sent(db)).toEqual([])
    expect(desk.count('certificates')).toBe(0)
    // A confirmation of another list (someone paid or checked in meanwhile) sends nothing.
    const stale = await release(secretariat, { confirm: 'yes', plan: 'not-this-list' })
    expect(stale.status).toBe(409)
    expect(await stale.text()).toContain('The list changed since you looked at it')
    expect(sent(db)).toEqual([])

    const first = await confirmed()
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/desk/certificates?emailed=1')
    // The unpaid delegate checked in at the door gets neither a certificate nor a message.
    expect(sent(db)).toEqual(['sample-00000@example.test'])
    expect(desk.count('certificates')).toBe(1)
    expect(desk.count(`certificates WHERE registration_id = ${unpaid}`)).toBe(0)

    // Again: nobody twice; the page says so and offers no release.
    const again = await (await release(secretariat)).text()
    expect(again).toContain('There is nobody to release a certificate to.')
    expect(planOf(again)).toBe('')
    expect(sent(db)).toHaveLength(1)

    // Checked in late by the desk, before the next release: e-mailed then, alone.
    await checkIn(late)
    await confirmed()
    expect(sent(db)).toEqual(['sample-00000@example.test', 'sample-00010@example.test'])
    expect(
      db.get(`SELECT count(*) AS n FROM audit_log WHERE action = 'certificates.released'`)?.n,
    ).toBe(2)
    // The message holds no personal data; it links to My registration.
    expect(db.all(`SELECT data FROM outbox WHERE kind = 'certificate-ready'`)).toEqual(
      Array(2).fill({ data: '{}' }),
    )
    const mail = await messageRenderers(desk.deps)['certificate-ready']!({
      id: 'x',
      kind: 'certificate-ready',
      recipient: 'sample-00000@example.test',
      data: {},
      state: 'pending',
      attempts: 0,
    })
    expect(mail.subject).toBe('Your certificate of attendance for IUMRS-ICAM 2025')
    expect(mail.text).toContain('/iumrs-icam25/my-registration')

    const page = await (await desk.request('/desk/certificates', { cookie: secretariat })).text()
    expect(page).toContain('Certificates issued')
    expect(page).toMatch(/<dt>Delegates e-mailed<\/dt><dd>2<\/dd>/)
    expect(page).toContain('E-mailed by an earlier release: 2 delegates')
    expect(page).toContain('Releases, latest first')
    expect((await desk.request('/desk/certificates', { cookie: staff })).status).toBe(403)
  })
})
