import { describe, expect, it } from 'vitest'
import { checkInTime, deskName, reconcile } from './check-in-rule.ts'

const doorA = {
  registrationId: 7,
  desk: 'Door A',
  by: 'a@desk.example',
  at: '2025-12-09T08:01:00.000Z',
}
const doorB = {
  registrationId: 7,
  desk: 'Door B',
  by: 'b@desk.example',
  at: '2025-12-09T07:59:00.000Z',
}

describe('the reconciliation rule: the first check-in to reach the service wins', () => {
  it('records the first check-in of a registration', () => {
    expect(reconcile(null, doorA)).toEqual({
      outcome: 'recorded',
      checkIn: { desk: 'Door A', by: 'a@desk.example', at: '2025-12-09T08:01:00.000Z' },
    })
  })

  it('refuses a second desk, even one whose clock says earlier, and names the first (who, where, when)', () => {
    const first = reconcile(null, doorA).checkIn
    expect(reconcile(first, doorB)).toEqual({ outcome: 'already', checkIn: first })
  })

  it('takes the same check-in sent twice (a queue retried) as one, not as a conflict', () => {
    const first = reconcile(null, doorA).checkIn
    expect(reconcile(first, doorA)).toEqual({ outcome: 'repeated', checkIn: first })
    // The same desk tapping again later is a second check-in: told, not recorded.
    expect(reconcile(first, { ...doorA, at: '2025-12-09T08:30:00.000Z' }).outcome).toBe('already')
  })
})

describe("a desk's name and time", () => {
  it('keeps a one-line name of at most 40 characters, and refuses an empty one', () => {
    expect(deskName('  Door \n A ')).toBe('Door A')
    expect(deskName('x'.repeat(60))).toHaveLength(40)
    expect(deskName('   ')).toBeNull()
    expect(deskName(3)).toBeNull()
  })

  it("takes the desk's time up to 7 days old or 5 minutes ahead; a wrong clock gets the service's time", () => {
    const now = new Date('2025-12-09T10:00:00.000Z')
    expect(checkInTime('2025-12-09T09:00:00.000Z', now)).toBe('2025-12-09T09:00:00.000Z')
    expect(checkInTime('2025-12-09T10:04:00.000Z', now)).toBe('2025-12-09T10:04:00.000Z')
    expect(checkInTime('2025-12-09T10:06:00.000Z', now)).toBe(now.toISOString())
    expect(checkInTime('2025-12-01T10:00:00.000Z', now)).toBe(now.toISOString())
    expect(checkInTime('yesterday', now)).toBe(now.toISOString())
  })
})
