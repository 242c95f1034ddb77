import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk.test-utils.ts'
import { addSampleRegistrations } from '../registrations/sample-registrations.test-utils.ts'

describe("a person's data as JSON (secretariat only)", () => {
  it("from a registration's page: every part, a no-store attachment, audited by id only", async () => {
    const desk = await deskHarness()
    await addSampleRegistrations(desk.deps.db, 2)
    const { id, email } = desk.deps.db.get<{ id: number; email: string }>(
      'SELECT id, email FROM conference_registrations ORDER BY id LIMIT 1',
    )!
    await desk.deps.db.write([
      {
        sql: 'INSERT INTO newsletter_subscriptions (email, created_at) VALUES (?, ?)',
        params: [email.toUpperCase(), '2025-06-02T00:00:00Z'],
      },
    ])
    const url = `/desk/registrations/${id}/export.json`
    const link = "Download this person's data (JSON)"
    const pageAs = async (role: 'staff' | 'secretariat') =>
      (
        await desk.request(`/desk/registrations/${id}`, { cookie: await desk.signedIn(role) })
      ).text()
    expect(await pageAs('secretariat')).toContain(`href="${url}"`)
    expect(await pageAs('secretariat')).toContain(link.replace("'", '&#39;'))
    expect(await pageAs('staff')).not.toContain(url)
    expect((await desk.request(url, { cookie: await desk.signedIn('staff') })).status).toBe(403)
    const response = await desk.request(url, { cookie: await desk.signedIn('secretariat') })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="registration-${id}-data.json"`,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const data = (await response.json()) as Record<string, unknown>
    expect(Object.keys(data)).toEqual([
      'email',
      'registration',
      'memberProfile',
      'newsletterSubscriptions',
      'payments',
      'receipts',
      'creditNotes',
      'messagesSent',
      'corrections',
    ])
    expect(data.email).toBe(email)
    expect((data.registration as { data: { firstname: string } }).data.firstname).toBe(
      'Sample00000',
    )
    expect(data.newsletterSubscriptions).toHaveLength(1)
    // The other person's data is not in it.
    expect(JSON.stringify(data)).not.toContain('sample-00001')
    const entries = desk.deps.db.all<{ action: string; target: string }>(
      "SELECT action, target FROM audit_log WHERE action = 'person.exported'",
    )
    expect(entries).toEqual([{ action: 'person.exported', target: `registration ${id}` }])
  })

  it('by address (a POST, never in the URL) for a subscriber with no registration', async () => {
    const desk = await deskHarness()
    await desk.deps.db.write([
      {
        sql: 'INSERT INTO newsletter_subscriptions (email, created_at) VALUES (?, ?)',
        params: ['reader@example.test', '2025-06-02T00:00:00Z'],
      },
    ])
    const cookie = await desk.signedIn('secretariat')
    const response = await desk.request('/desk/people/export', {
      cookie,
      form: { email: ' Reader@Example.test ' },
    })
    expect(response.status).toBe(200)
    const data = (await response.json()) as {
      registration: unknown
      newsletterSubscriptions: unknown[]
    }
    expect(data.registration).toBeNull()
    expect(data.newsletterSubscriptions).toEqual([
      expect.objectContaining({ email: 'reader@example.test' }),
    ])
    const unknown = await desk.request('/desk/people/export', {
      cookie,
      form: { email: 'nobody@example.test' },
    })
    expect(unknown.status).toBe(404)
    expect(JSON.stringify(desk.deps.db.all('SELECT * FROM audit_log'))).not.toContain('reader@')
  })
})
