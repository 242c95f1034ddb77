import { describe, expect, it } from 'vitest'
import { fakeContent } from '../../content/fake-content.test-utils.ts'
import { messageRenderers } from '../../messages/renderers.ts'
import { deskHarness } from '../desk.test-utils.ts'
import { addSampleRegistrations } from './sample-registrations.test-utils.ts'

const EMAIL = 'sample-00000@example.test'

/** A desk with five sample registrations; sample 0 (Sample00000 Person00005) paid USD 450. */
async function setUp() {
  const desk = await deskHarness()
  await addSampleRegistrations(desk.deps.db, 5)
  const id = Number(
    desk.deps.db.get('SELECT id FROM conference_registrations WHERE email = ?', [EMAIL])?.id,
  )
  const cookie = await desk.signedIn('staff')
  const post = (path: string, form: Record<string, string> = {}) =>
    desk.request(`/desk/registrations/${id}${path}`, { cookie, form })
  const cancelledAt = () =>
    desk.deps.db.get<{ at: string | null }>(
      `SELECT json_extract(data, '$.cancelled_at') AS at FROM conference_registrations WHERE id = ?`,
      [id],
    )?.at ?? null
  const actions = () =>
    desk.deps.db
      .all<{ action: string }>(
        `SELECT action FROM audit_log WHERE action LIKE 'registration.%' ORDER BY id`,
      )
      .map((r) => r.action)
  /** The outbox's message of `kind`, rendered as it would be sent. */
  const mail = async (kind: string) => {
    const row = desk.deps.db.get<{ id: string; recipient: string; data: string }>(
      'SELECT id, recipient, data FROM outbox WHERE kind = ? ORDER BY created_at DESC',
      [kind],
    )
    if (!row) return null
    const rendered = await messageRenderers(desk.deps)[kind]!({
      id: row.id,
      kind,
      recipient: row.recipient,
      data: JSON.parse(row.data) as Record<string, unknown>,
      state: 'pending',
      attempts: 0,
    })
    return { to: row.recipient, ...rendered }
  }
  const pageText = async (query = '') =>
    (await desk.request(`/desk/registrations/${id}${query}`, { cookie })).text()
  return { desk, id, post, cancelledAt, actions, mail, pageText }
}

describe('cancelling a registration on the desk', { timeout: 30_000 }, () => {
  it('asks first, naming the person and what happens; nothing changes until confirmed', async () => {
    const { desk, id, post, cancelledAt, actions, pageText } = await setUp()
    expect(await pageText()).toContain('Cancel this registration…')

    const asked = await post('/cancel')
    expect(asked.status).toBe(200)
    const page = await asked.text()
    expect(page).toContain('<h1>Cancel this registration?</h1>')
    expect(page).toContain(
      `<strong>Sample00000 Person00005</strong> (registration ${id}, ${EMAIL})`,
    )
    expect(page).toContain(`Sample00000 Person00005 is e-mailed at ${EMAIL}`)
    expect(page).toContain('The payments are kept (USD 450.00 held)')
    expect(page).toContain('until a refund is made')
    expect(page).toContain('<input type="hidden" name="confirm" value="yes"/>')
    expect(page).toContain('Yes, cancel this registration')
    expect(page).toContain(
      `<a href="/desk/registrations/${id}">Keep the registration (go back)</a>`,
    )
    // Nothing happened: not cancelled, nobody told, nothing audited.
    expect(cancelledAt()).toBeNull()
    expect(desk.count('outbox')).toBe(0)
    expect(actions()).toEqual([])

    const payments = desk.count('conference_transactions')
    const done = await post('/cancel', { confirm: 'yes' })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(`/desk/registrations/${id}?done=cancelled`)
    expect(cancelledAt()).toBe('2025-10-20T10:00:00.000Z')
    expect(actions()).toEqual(['registration.cancelled'])
    expect(desk.count('conference_transactions')).toBe(payments)
    expect(
      desk.deps.db.all(
        `SELECT field, before, after FROM registration_changes WHERE registration_id = ?`,
        [id],
      ),
    ).toEqual([{ field: 'cancelled_at', before: '', after: '2025-10-20T10:00:00.000Z' }])
    const shown = await pageText()
    expect(shown).toContain('This registration was cancelled on 2025-10-20. Its payments are kept.')
    expect(shown).toContain('Restore registration')
    // Asked again: said, nothing written twice.
    expect((await post('/cancel', { confirm: 'yes' })).status).toBe(409)
    expect(actions()).toEqual(['registration.cancelled'])
    expect(desk.count("outbox WHERE kind = 'registration-cancelled'")).toBe(1)
  })

  it('the delegate is e-mailed in the wording from the CMS (defaults in code)', async () => {
    const { desk, post, mail } = await setUp()
    await post('/cancel', { confirm: 'yes' })
    const sent = await mail('registration-cancelled')
    expect(sent?.to).toBe(EMAIL)
    expect(sent?.subject).toBe('Your registration for IUMRS-ICAM 2025 is cancelled')
    expect(sent?.text).toContain('Dear Sample00000,')
    expect(sent?.text).toContain('The secretariat has cancelled your registration')
    // The studio's document wins over the default.
    desk.deps.content = fakeContent({
      emails: { 'registration-cancelled': { subject: 'Cancelled: {conferenceName}' } },
    })
    expect((await mail('registration-cancelled'))?.subject).toBe('Cancelled: IUMRS-ICAM 2025')
  })

  it('is undone by "Restore registration", audited', async () => {
    const { desk, id, post, cancelledAt, actions, pageText } = await setUp()
    await post('/cancel', { confirm: 'yes' })
    desk.advance(60_000)
    const restored = await post('/restore')
    expect(restored.status).toBe(303)
    expect(restored.headers.get('location')).toBe(`/desk/registrations/${id}?done=restored`)
    expect(cancelledAt()).toBeNull()
    expect(actions()).toEqual(['registration.cancelled', 'registration.restored'])
    expect(
      desk.deps.db.all(
        `SELECT before, after FROM registration_changes WHERE registration_id = ? ORDER BY id`,
        [id],
      ),
    ).toEqual([
      { before: '', after: '2025-10-20T10:00:00.000Z' },
      { before: '2025-10-20T10:00:00.000Z', after: '' },
    ])
    const shown = await pageText('?done=restored')
    expect(shown).toContain('The registration is restored')
    expect(shown).toContain('Cancel this registration…')
    // Restoring what is not cancelled: refused, nothing audited.
    expect((await post('/restore')).status).toBe(409)
    expect(actions()).toHaveLength(2)
  })

  it('cannot be undone once a refund is made; the refund is e-mailed with its credit note', async () => {
    const { post, cancelledAt, actions, mail, pageText } = await setUp()
    await post('/cancel', { confirm: 'yes' })
    const refund = await post('/refund', {
      reference: 'IUMRS_ICAM25SAMPLE00000',
      amount: '450',
      reason: 'Cancelled by the delegate',
      confirm: 'refund',
    })
    expect(refund.status).toBe(303)
    const refused = await post('/restore')
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain(
      'This registration cannot be restored: a refund has been made (credit note AMRS-CN-2025-0001).',
    )
    expect(cancelledAt()).not.toBeNull()
    expect(actions()).toEqual(['registration.cancelled'])
    const shown = await pageText()
    expect(shown).toContain(
      'It cannot be restored: a refund has been made (credit note AMRS-CN-2025-0001).',
    )
    expect(shown).not.toContain('Restore registration')

    const sent = await mail('registration-refunded')
    expect(sent?.to).toBe(EMAIL)
    expect(sent?.subject).toBe('Refund of USD 450.00 for IUMRS-ICAM 2025')
    expect(sent?.text).toContain('Dear Sample00000,')
    expect(sent?.text).toContain('Its credit note is AMRS-CN-2025-0001.')
  })

  it('a refund refused (more than was paid) e-mails nobody', async () => {
    const { desk, post } = await setUp()
    const refund = await post('/refund', {
      reference: 'IUMRS_ICAM25SAMPLE00000',
      amount: '451',
      reason: 'Too much',
      confirm: 'refund',
    })
    expect(refund.status).toBe(400)
    expect(desk.count("outbox WHERE kind = 'registration-refunded'")).toBe(0)
  })
})

describe('a correction by the desk', { timeout: 30_000 }, () => {
  it('e-mails the delegate what changed, before → after', async () => {
    const { desk, post, mail } = await setUp()
    const current = JSON.parse(
      String(
        desk.deps.db.get('SELECT data FROM conference_registrations WHERE email = ?', [EMAIL])
          ?.data,
      ),
    ) as Record<string, string>
    const saved = await post('/correct', {
      firstname: 'Samplé',
      surname: current.surname!,
      affiliation: 'Sample Institute of Materials',
    })
    expect(saved.status).toBe(303)
    const sent = await mail('registration-corrected')
    expect(sent?.to).toBe(EMAIL)
    expect(sent?.subject).toBe('Your registration details for IUMRS-ICAM 2025 were corrected')
    expect(sent?.text).toContain('Dear Samplé,')
    expect(sent?.text).toContain('First name')
    expect(sent?.text).toContain('Sample00000 → Samplé')
    expect(sent?.text).toContain(`${current.affiliation} → Sample Institute of Materials`)
    expect(sent?.text).not.toContain('Surname')
    // Nothing changed: no message.
    await post('/correct', { firstname: 'Samplé' })
    expect(desk.count("outbox WHERE kind = 'registration-corrected'")).toBe(1)
  })
})
