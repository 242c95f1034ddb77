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
  it('after the event only; each checked-in delegate e-mailed once; a later check-in on the next release; audited', async () => {
    const desk = await deskHarness()
    const { db } = desk.deps
    await addSampleRegistrations(db, 4)
    const ids = db.all<{ id: number }>('SELECT id FROM conference_registrations ORDER BY id')
    const [a, b, cancelled, late] = ids.map((r) => Number(r.id)) as [number, number, number, number]
    const checkIn = (id: number) =>
      db.write([
        {
          sql: `INSERT INTO check_ins (registration_id, desk, checked_in_at, recorded_at) VALUES (?, 'Door A', '2025-12-09T08:00:00Z', '2025-12-09T08:00:00Z')`,
          params: [id],
        },
      ])
    await checkIn(a)
    await checkIn(b)
    await checkIn(cancelled)
    await db.write([
      {
        sql: `UPDATE conference_registrations SET data = json_set(data, '$.cancelled_at', '2025-12-01T00:00:00Z') WHERE id = ?`,
        params: [cancelled],
      },
    ])
    const secretariat = await desk.signedIn('secretariat')
    const staff = await desk.signedIn('staff')
    const release = (cookie: string) =>
      desk.request('/desk/certificates/release', { method: 'POST', cookie, form: {} })

    expect((await release(staff)).status).toBe(403)
    // Before the event (the service's clock: 20 October 2025): refused, nothing sent.
    const early = await release(secretariat)
    expect(early.status).toBe(409)
    expect(await early.text()).toContain('only after the conference has ended')
    expect(sent(db)).toEqual([])

    // After it, by the site's clock (SITE_NOW).
    desk.deps.config.siteNow = '2025-12-13T08:00:00.000Z'
    const first = await release(secretariat)
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/desk/certificates?emailed=2')
    expect(sent(db)).toEqual(['sample-00000@example.test', 'sample-00001@example.test'])
    expect(desk.count('certificates')).toBe(2)

    // Again: nobody twice.
    expect((await release(secretariat)).headers.get('location')).toBe(
      '/desk/certificates?emailed=0',
    )
    expect(sent(db)).toHaveLength(2)

    // Checked in late by the desk, before the next release: e-mailed then, alone.
    await checkIn(late)
    await release(secretariat)
    expect(sent(db)).toEqual([
      'sample-00000@example.test',
      'sample-00001@example.test',
      'sample-00003@example.test',
    ])
    expect(
      db.get(`SELECT count(*) AS n FROM audit_log WHERE action = 'certificates.released'`)?.n,
    ).toBe(3)
    // The message holds no personal data; it links to My registration.
    expect(db.all(`SELECT data FROM outbox WHERE kind = 'certificate-ready'`)).toEqual(
      Array(3).fill({ data: '{}' }),
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
    expect(page).toMatch(/<dt>Delegates e-mailed<\/dt><dd>3<\/dd>/)
    expect(page).toContain('Releases, latest first')
    expect((await desk.request('/desk/certificates', { cookie: staff })).status).toBe(403)
  })
})
