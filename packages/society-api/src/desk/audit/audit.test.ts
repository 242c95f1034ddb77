import { describe, expect, it } from 'vitest'
import { StatementError } from '../../db/db.ts'
import { deskHarness, PASSWORD, totpCode } from '../desk.test-utils.ts'
import { auditStatement, truncateAddress } from './audit-store.ts'

describe('the audit log', () => {
  it('refuses any change or deletion (append-only, by trigger)', async () => {
    const desk = await deskHarness()
    await desk.request('/desk/sign-in', {
      form: { email: 'x@desk.example', password: 'p', code: '1' },
    })
    expect(desk.count('audit_log')).toBe(1)
    await expect(
      desk.deps.db.write([{ sql: "UPDATE audit_log SET action = 'nothing'" }]),
    ).rejects.toThrow(StatementError)
    await expect(desk.deps.db.write([{ sql: 'DELETE FROM audit_log' }])).rejects.toThrow(
      /append-only/,
    )
    expect(desk.count('audit_log')).toBe(1)
  })

  it('records sign-ins and invitations by identifiers only, readable and filterable by the secretariat', async () => {
    const desk = await deskHarness()
    const who = await desk.account('secretariat', 'ama.secretariat@desk.example')
    const signedIn = await desk.request('/desk/sign-in', {
      form: { email: who.email, password: PASSWORD, code: totpCode(who.totpSecret) },
    })
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!
    await desk.request('/desk/accounts/invite', {
      cookie,
      form: { email: 'kofi.staff@desk.example', role: 'staff' },
    })
    const rows = desk.deps.db.all<{ account_id: number; action: string; target: string | null }>(
      'SELECT account_id, action, target FROM audit_log ORDER BY id',
    )
    expect(rows).toEqual([
      { account_id: who.id, action: 'sign-in.password', target: String(who.id) },
      { account_id: who.id, action: 'invitation.created.staff', target: null },
    ])
    const page = await desk.request('/desk/audit?action=invitation.created.staff', { cookie })
    const html = await page.text()
    expect(html).toContain('1 entry')
    expect(html).toContain('invitation.created.staff')
    expect(html).not.toContain('kofi.staff@desk.example')
  })

  it('names each entry’s account by its e-mail address and role; a number only where no account has it', async () => {
    const desk = await deskHarness()
    const who = await desk.account('secretariat', 'ama.secretariat@desk.example')
    const cookie = await desk.sessionOf(who.id)
    await desk.request('/desk/accounts/invite', {
      cookie,
      form: { email: 'kofi.staff@desk.example', role: 'staff' },
    })
    await desk.deps.db.write([
      auditStatement({ accountId: 4242, action: 'sample.orphan', target: null }),
    ])
    const html = await (await desk.request('/desk/audit', { cookie })).text()
    const cells = [...html.matchAll(/<tr><td>[^<]*<\/td><td>(.*?)<\/td><td>([^<]*)<\/td>/gs)].map(
      (m) => [m[2], m[1]!.replace(/<[^>]+>/g, '')],
    )
    expect(cells).toContainEqual([
      'invitation.created.staff',
      'ama.secretariat@desk.example (secretariat)',
    ])
    expect(cells).toContainEqual(['sample.orphan', 'account 4242 (no such account)'])
    expect(html).not.toContain(`<td>${who.id}</td>`)
  })

  it('keeps addresses shortened', () => {
    expect(truncateAddress('192.0.2.41')).toBe('192.0.2.x')
    expect(truncateAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3::x')
  })
})
