import { describe, expect, it } from 'vitest'
import { deskHarness, totpCode } from '../desk.test-utils.ts'
import { newTotpSecret } from '../auth/totp.ts'
import { messageRenderers } from '../../messages/renderers.ts'
import { invite } from './invitations.ts'

describe('invitations', () => {
  it('a link sets up a password with TOTP once, signs in, and is then gone', async () => {
    const desk = await deskHarness()
    const { link } = await invite(desk.deps.db, desk.deps.config, {
      email: 'Efua.Secretariat@desk.example',
      role: 'secretariat',
      invitedBy: null,
      address: 'command line',
    })
    // Local mode on 127.0.0.1: the link is on localhost, where passkeys work.
    expect(link).toMatch(/^http:\/\/localhost:4321\/desk\/invitation\/[\w-]{43}$/)
    const path = new URL(link).pathname
    const setup = await desk.request(path)
    expect(setup.status).toBe(200)
    expect(await setup.text()).toContain('efua.secretariat@desk.example')
    const secret = newTotpSecret()
    const form = {
      password: 'a long enough password',
      password_again: 'a long enough password',
      totp_secret: secret,
    }
    const wrong = await desk.request(`${path}/password`, { form: { ...form, code: '000000' } })
    expect(wrong.status).toBe(400)
    const done = await desk.request(`${path}/password`, {
      form: { ...form, code: totpCode(secret) },
    })
    expect(done.status).toBe(303)
    const cookie = done.headers.get('set-cookie')!.split(';')[0]!
    expect(await (await desk.request('/desk/accounts', { cookie })).text()).toContain(
      'efua.secretariat@desk.example',
    )
    expect((await desk.request(path)).status).toBe(410)
    expect(
      (await desk.request(`${path}/password`, { form: { ...form, code: totpCode(secret) } }))
        .status,
    ).toBe(410)
  })

  it("mails the link through the outbox in the invitation's own write unit", async () => {
    const desk = await deskHarness()
    const { link } = await invite(desk.deps.db, desk.deps.config, {
      email: 'kofi.staff@desk.example',
      role: 'staff',
      invitedBy: null,
      address: null,
    })
    const rows = desk.deps.db.all<{ id: string; recipient: string; data: string }>(
      "SELECT id, recipient, data FROM outbox WHERE kind = 'desk-invitation'",
    )
    expect(rows.map((r) => r.recipient)).toEqual(['kofi.staff@desk.example'])
    const row = rows[0]!
    const mail = await messageRenderers(desk.deps)['desk-invitation']!({
      id: row.id,
      kind: 'desk-invitation',
      recipient: row.recipient,
      data: JSON.parse(row.data) as Record<string, unknown>,
      state: 'pending',
      attempts: 0,
    })
    expect(mail.subject).toBe('Your invitation to the IUMRS-ICAM 2025 desk')
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('as staff')
  })

  it('expires', async () => {
    const desk = await deskHarness()
    const { link } = await invite(
      desk.deps.db,
      desk.deps.config,
      { email: 'late@desk.example', role: 'staff', invitedBy: null, address: null },
      desk.deps.clock,
    )
    desk.advance(desk.deps.config.desk.invitationMs + 1)
    expect((await desk.request(new URL(link).pathname)).status).toBe(410)
  })
})
