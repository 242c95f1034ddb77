import { describe, expect, it } from 'vitest'
import { ORIGIN } from '../../test-deps.test-utils.ts'
import { deskHarness, PASSWORD, totpCode } from '../desk.test-utils.ts'
import { SignInLimits } from './sign-in-limits.ts'

/** A desk whose sign-in limits are these, behind a trusted proxy (so a test names the address). */
async function pressed(rules: { slowAfter: number; refuseAfter: number; delayMs: number }) {
  const base = await deskHarness()
  const desk = await deskHarness({
    trustProxy: true,
    desk: { ...base.deps.config.desk, signIn: { ...rules, windowMs: 15 * 60_000 } },
  })
  const who = await desk.account('secretariat')
  const signIn = async (address: string, password: string, stepsAhead = 0) => {
    const started = performance.now()
    const response = await desk.app.request(`${ORIGIN}/desk/sign-in`, {
      method: 'POST',
      headers: {
        Origin: ORIGIN,
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': address,
      },
      body: new URLSearchParams({
        email: who.email,
        password,
        code: totpCode(who.totpSecret, stepsAhead),
      }).toString(),
    })
    return { status: response.status, ms: performance.now() - started, response }
  }
  /** Passwords checked: each check that fails writes `sign-in.failed` (a refusal checks nothing). */
  const checks = () =>
    Number(
      desk.deps.db.get("SELECT count(*) AS n FROM audit_log WHERE action = 'sign-in.failed'")?.n,
    )
  return { desk, who, signIn, checks }
}

describe('sign-in under pressure (docs/decisions/0098)', { timeout: 30_000 }, () => {
  it(
    '40 wrong passwords sent at once: all but the first 10 are refused before any password is checked',
    { timeout: 60_000 },
    async () => {
      const { signIn, checks } = await pressed({ slowAfter: 3, refuseAfter: 10, delayMs: 5 })
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, n) => signIn('198.51.100.7', `wrong guess ${n}`)),
      )
      const statuses = answers.map((a) => a.status)
      expect(statuses.filter((s) => s === 429)).toHaveLength(30)
      expect(statuses.filter((s) => s === 400)).toHaveLength(10)
      expect(checks()).toBe(10)
    },
  )

  it(
    'guesses from one address lock the person out only there: the right password from another address signs in (slowed, not refused)',
    { timeout: 60_000 },
    async () => {
      const rules = { slowAfter: 2, refuseAfter: 3, delayMs: 200 }
      const { desk, who, signIn } = await pressed(rules)
      for (let n = 0; n < 5; n++) await signIn('203.0.113.66', `guess ${n}`)
      const attacker = await signIn('203.0.113.66', PASSWORD)
      expect(attacker.status).toBe(429)
      expect(await attacker.response.text()).toContain('Too many attempts')
      // The person, elsewhere: three failures on the account wait 2 × delay, then sign in.
      const person = await signIn('192.0.2.10', PASSWORD)
      expect(person.status).toBe(303)
      expect(person.ms).toBeGreaterThanOrEqual(2 * rules.delayMs - 5)
      const sessions = desk.deps.db.get<{ n: number }>(
        'SELECT count(*) AS n FROM desk_sessions WHERE account_id = ?',
        [who.id],
      )
      expect(Number(sessions?.n)).toBe(1)
      // The success cleared the account's count: the next attempt, anywhere, waits nothing.
      expect(
        await new SignInLimits(desk.deps.db, { ...rules, windowMs: 60_000 }).reserve(
          '192.0.2.11',
          who.email,
        ),
      ).toMatchObject({ refuse: false, delayMs: 0 })
    },
  )

  it('the account is slowed more with every failure, up to refuseAfter × delay, and never refused', async () => {
    const desk = await deskHarness()
    const limits = new SignInLimits(
      desk.deps.db,
      { slowAfter: 2, refuseAfter: 3, delayMs: 100, windowMs: 60_000 },
      () => desk.deps.clock!().getTime(),
    )
    const delays: number[] = []
    // Failures from ever new addresses (three each would close one): eight on the account.
    for (let n = 1; n <= 8; n++) {
      const verdict = await limits.reserve(`203.0.113.${n}`, 'ama@desk.example')
      expect(verdict.refuse).toBe(false)
      if (!verdict.refuse) delays.push(verdict.delayMs)
    }
    expect(delays).toEqual([0, 0, 100, 200, 300, 300, 300, 300])
    // A fourth attempt from one address is refused there, and not counted on the account.
    for (let n = 0; n < 3; n++) await limits.reserve('198.51.100.1', 'kofi@desk.example')
    expect(await limits.reserve('198.51.100.1', 'kofi@desk.example')).toMatchObject({
      refuse: true,
    })
    const elsewhere = await limits.reserve('198.51.100.2', 'kofi@desk.example')
    expect(elsewhere).toMatchObject({ refuse: false, delayMs: 200 })
    // After the window, nothing is held against anyone.
    desk.advance(60_001)
    expect(await limits.reserve('198.51.100.1', 'kofi@desk.example')).toMatchObject({
      refuse: false,
      delayMs: 0,
    })
  })
})
