import { describe, expect, it } from 'vitest'
import { invite } from '../desk/accounts/invitations.ts'
import { deskHarness } from '../desk/desk.test-utils.ts'
import { oldInvitationsRule, runPurge } from './purge-rules.ts'

const DAY = 24 * 60 * 60 * 1000

describe('retention: the purge', () => {
  it('deletes desk invitations 30 days after they expired, keeps newer ones, audits counts only', async () => {
    const desk = await deskHarness()
    const request = { role: 'staff', invitedBy: null, address: null } as const
    await invite(
      desk.deps.db,
      desk.deps.config,
      { ...request, email: 'old@desk.example' },
      desk.deps.clock,
    )
    desk.advance(40 * DAY)
    await invite(
      desk.deps.db,
      desk.deps.config,
      { ...request, email: 'new@desk.example' },
      desk.deps.clock,
    )
    const counts = await runPurge(desk.deps, desk.deps.clock!(), [oldInvitationsRule(30)])
    expect(counts).toEqual([{ name: 'desk-invitations', count: 1 }])
    expect(
      desk.deps.db.all<{ email: string }>('SELECT email FROM desk_invitations').map((r) => r.email),
    ).toEqual(['new@desk.example'])
    const entries = desk.deps.db.all<{ action: string; target: string }>(
      "SELECT action, target FROM audit_log WHERE action LIKE 'purge.%'",
    )
    expect(entries).toEqual([{ action: 'purge.desk-invitations', target: '1' }])
    // A second run finds nothing more.
    expect(await runPurge(desk.deps, desk.deps.clock!(), [oldInvitationsRule(30)])).toEqual([
      { name: 'desk-invitations', count: 0 },
    ])
  })

  it('a failing rule is counted as failed and the others still run', async () => {
    const desk = await deskHarness()
    const failing = { name: 'broken', run: () => Promise.reject(new Error('x')) }
    expect(await runPurge(desk.deps, desk.deps.clock!(), [failing, oldInvitationsRule()])).toEqual([
      { name: 'broken', count: -1 },
      { name: 'desk-invitations', count: 0 },
    ])
  })
})
