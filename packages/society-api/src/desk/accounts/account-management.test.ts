import { describe, expect, it } from 'vitest'
import { deskHarness, PASSWORD, totpCode } from '../desk.test-utils.ts'
import { createAccountsStore } from './accounts-store.ts'
import { invite } from './invitations.ts'

type Desk = Awaited<ReturnType<typeof deskHarness>>

/** The audit log's entries of an action, as (who, target). */
const audited = (desk: Desk, action: string) =>
  desk.deps.db
    .all<{ account_id: number | null; target: string | null }>(
      'SELECT account_id, target FROM audit_log WHERE action = ? ORDER BY id',
      [action],
    )
    .map((r) => ({ by: r.account_id, target: r.target }))

/** Two secretariat members (one signed in) and a staff member, each with a live session. */
async function team() {
  const desk = await deskHarness()
  const me = await desk.account('secretariat', 'efua@desk.example')
  const other = await desk.account('secretariat', 'ama@desk.example')
  const staff = await desk.account('staff', 'kofi@desk.example')
  const cookie = await desk.sessionOf(me.id)
  const staffCookie = await desk.sessionOf(staff.id)
  const post = (path: string, form: Record<string, string> = {}) =>
    desk.request(path, { cookie, form })
  const signIn = (who: { email: string; totpSecret: string }, stepsAhead = 0) =>
    desk.request('/desk/sign-in', {
      form: { email: who.email, password: PASSWORD, code: totpCode(who.totpSecret, stepsAhead) },
    })
  return { desk, me, other, staff, cookie, staffCookie, post, signIn }
}

describe('account management on the desk (docs/decisions/0098)', { timeout: 30_000 }, () => {
  it('disabling asks first, ends the sessions at once and refuses sign-in; enabling lets it back', async () => {
    const { desk, me, staff, cookie, staffCookie, post, signIn } = await team()
    const confirm = await desk.request(`/desk/accounts/${staff.id}/disable`, { cookie })
    expect(confirm.status).toBe(200)
    const page = await confirm.text()
    expect(page).toContain('kofi@desk.example')
    expect(page).toMatch(/<input type="checkbox" name="confirm" value="yes" required/)
    // Without the ticked box nothing happens.
    expect((await post(`/desk/accounts/${staff.id}/disable`)).status).toBe(400)
    expect((await desk.request('/desk', { cookie: staffCookie })).status).toBe(200)

    // An invitation still open for the address (a reset before) goes with it.
    const { link } = await invite(
      desk.deps.db,
      desk.deps.config,
      { email: staff.email, role: 'staff', invitedBy: me.id, address: null },
      desk.deps.clock,
    )
    const done = await post(`/desk/accounts/${staff.id}/disable`, { confirm: 'yes' })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('kofi@desk.example is disabled')
    expect((await desk.request('/desk', { cookie: staffCookie })).status).toBe(401)
    expect((await signIn(staff)).status).toBe(400)
    expect(audited(desk, 'account.disabled')).toEqual([{ by: me.id, target: String(staff.id) }])
    expect((await desk.request(new URL(link).pathname)).status).toBe(410)

    const enabled = await post(`/desk/accounts/${staff.id}/enable`)
    expect(enabled.status).toBe(200)
    expect(audited(desk, 'account.enabled')).toEqual([{ by: me.id, target: String(staff.id) }])
    // The old session stays ended; signing in again works.
    expect((await desk.request('/desk', { cookie: staffCookie })).status).toBe(401)
    expect((await signIn(staff, 1)).status).toBe(303)
  })

  it('changes a role, effective at the next request, audited', async () => {
    const { desk, me, staff, staffCookie, post } = await team()
    expect((await desk.request('/desk/audit', { cookie: staffCookie })).status).toBe(403)
    const changed = await post(`/desk/accounts/${staff.id}/role`, { role: 'secretariat' })
    expect(changed.status).toBe(200)
    expect(await changed.text()).toContain('kofi@desk.example is now secretariat')
    expect((await desk.request('/desk/audit', { cookie: staffCookie })).status).toBe(200)
    expect(audited(desk, 'account.role.secretariat')).toEqual([
      { by: me.id, target: String(staff.id) },
    ])
    expect((await post(`/desk/accounts/${staff.id}/role`, { role: 'admin' })).status).toBe(400)
    // Not around the guards by an invitation in another role.
    const invited = await post('/desk/accounts/invite', { email: staff.email, role: 'reviewer' })
    expect(invited.status).toBe(409)
    expect(await invited.text()).toContain('change its role in the table')
    expect(desk.count('desk_invitations')).toBe(0)
  })

  it('no one disables, demotes or resets their own account; the last enabled secretariat account stays', async () => {
    const { desk, me, other, staff, post } = await team()
    for (const [path, form] of [
      [`/desk/accounts/${me.id}/disable`, { confirm: 'yes' }],
      [`/desk/accounts/${me.id}/role`, { role: 'staff' }],
      [`/desk/accounts/${me.id}/reset`, { confirm: 'yes' }],
    ] as const) {
      const refused = await post(path, form)
      expect(refused.status, path).toBe(409)
      expect(await refused.text(), path).toContain('your own account')
    }
    // The two secretariat members disable each other at the same moment: one of them stays
    // (the guard is in the statement, and the database writes one unit after the other).
    const accounts = createAccountsStore(desk.deps.db)
    const both = await Promise.all([
      accounts.disable(other.id, { accountId: me.id, address: null }),
      accounts.disable(me.id, { accountId: other.id, address: null }),
    ])
    expect(both.sort()).toEqual([false, true])
    const left = desk.deps.db.all<{ id: number }>(
      "SELECT id FROM desk_accounts WHERE role = 'secretariat' AND disabled_at IS NULL",
    )
    expect(left).toHaveLength(1)
    expect(audited(desk, 'account.disabled')).toHaveLength(1)
    // The last one can be neither disabled nor demoted.
    const last = Number(left[0]!.id)
    const by = { accountId: staff.id, address: null }
    expect(await accounts.disable(last, by)).toBe(false)
    expect(await accounts.changeRole(last, 'staff', by)).toBe(false)
    expect(audited(desk, 'account.role.staff')).toHaveLength(0)
  })

  it('resets a second factor: password, code and passkeys go, sessions end, a new invitation is mailed', async () => {
    const { desk, me, staff, staffCookie, post, signIn } = await team()
    await desk.deps.db.write([
      {
        sql: `INSERT INTO desk_passkeys (credential_id, account_id, public_key, counter, transports, created_at)
              VALUES ('lost-key', ?, x'00', 0, '[]', '2025-10-01T00:00:00Z')`,
        params: [staff.id],
      },
    ])
    const confirm = await desk.request(`/desk/accounts/${staff.id}/reset`, {
      cookie: await desk.sessionOf(me.id),
    })
    expect(await confirm.text()).toContain('loses its password, authenticator code and passkeys')
    const reset = await post(`/desk/accounts/${staff.id}/reset`, { confirm: 'yes' })
    expect(reset.status).toBe(201)
    const link = /data-invitation-link[^>]*>([^<]+)</.exec(await reset.text())?.[1]
    expect(link).toMatch(/\/desk\/invitation\/[\w-]{43}$/)
    expect((await desk.request('/desk', { cookie: staffCookie })).status).toBe(401)
    expect((await signIn(staff)).status).toBe(400)
    expect(desk.count('desk_passkeys')).toBe(0)
    expect(audited(desk, 'account.second-factor-reset')).toEqual([
      { by: me.id, target: String(staff.id) },
    ])
    expect(audited(desk, 'invitation.created.staff')).toEqual([{ by: me.id, target: null }])
    const mailed = desk.deps.db.all<{ recipient: string }>(
      "SELECT recipient FROM outbox WHERE kind = 'desk-invitation'",
    )
    expect(mailed.map((m) => m.recipient)).toEqual(['kofi@desk.example'])
    // The new link works and keeps the role.
    const setup = await desk.request(new URL(link!).pathname)
    expect(setup.status).toBe(200)
    expect(await setup.text()).toContain('<strong>staff</strong>')
  })

  it('lists pending invitations and revokes one: its link is gone, audited', async () => {
    const { desk, me, cookie, post } = await team()
    const made = await post('/desk/accounts/invite', {
      email: 'new.reviewer@desk.example',
      role: 'reviewer',
    })
    expect(made.status).toBe(201)
    const link = /data-invitation-link[^>]*>([^<]+)</.exec(await made.text())![1]!
    await invite(
      desk.deps.db,
      desk.deps.config,
      {
        email: 'used@desk.example',
        role: 'staff',
        invitedBy: null,
        address: null,
      },
      desk.deps.clock,
    )
    const list = await (await desk.request('/desk/accounts', { cookie })).text()
    const pending = list.slice(
      list.indexOf('Pending invitations'),
      list.indexOf('id="accounts-heading"'),
    )
    expect(pending).toContain('new.reviewer@desk.example')
    expect(pending).toContain('used@desk.example')
    const id = Number(
      desk.deps.db.get(
        "SELECT rowid AS id FROM desk_invitations WHERE email = 'new.reviewer@desk.example'",
      )?.id,
    )
    const revoked = await post(`/desk/accounts/invitations/${id}/revoke`)
    expect(revoked.status).toBe(200)
    const after = await revoked.text()
    expect(after).toContain('Invitation revoked')
    expect(after.slice(after.indexOf('Pending invitations'))).not.toContain(
      'new.reviewer@desk.example',
    )
    expect((await desk.request(new URL(link).pathname)).status).toBe(410)
    expect(audited(desk, 'invitation.revoked')).toEqual([{ by: me.id, target: String(id) }])
    // Twice: nothing more happens.
    expect((await post(`/desk/accounts/invitations/${id}/revoke`)).status).toBe(409)
    expect(audited(desk, 'invitation.revoked')).toHaveLength(1)
  })

  it('the invitation form has no default role: a role must be chosen', async () => {
    const { desk, cookie, post } = await team()
    const html = await (await desk.request('/desk/accounts', { cookie })).text()
    const form = html.slice(
      html.indexOf('action="/desk/accounts/invite"'),
      html.indexOf('</form>', html.indexOf('action="/desk/accounts/invite"')),
    )
    const select = /<select name="role"([^>]*)>([\s\S]*?)<\/select>/.exec(form)
    expect(select?.[1]).toContain('required')
    // The first option is the empty placeholder, and it is the one selected.
    expect(select?.[2]).toMatch(/^<option value="" selected="">Choose a role<\/option>/)
    expect(select?.[2]?.match(/selected/g)).toHaveLength(1)
    const refused = await post('/desk/accounts/invite', { email: 'x@desk.example', role: '' })
    expect(refused.status).toBe(400)
    expect(desk.count('desk_invitations')).toBe(0)
  })
})
