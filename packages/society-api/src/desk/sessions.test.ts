import { describe, expect, it } from 'vitest'
import { ORIGIN } from '../test-deps.test-utils.ts'
import { deskHarness, PASSWORD, totpCode } from './desk.test-utils.ts'

describe('desk sessions', () => {
  it('signs in with password and code: a new HttpOnly, Secure, SameSite=Strict __Host- cookie each time', async () => {
    const desk = await deskHarness()
    const who = await desk.account('staff')
    const signIn = (stepsAhead = 0) =>
      desk.request('/desk/sign-in', {
        form: { email: who.email, password: PASSWORD, code: totpCode(who.totpSecret, stepsAhead) },
      })
    const first = await signIn()
    expect(first.status).toBe(303)
    const cookie = first.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^__Host-desk=[\w-]{43};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('Secure')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/')
    const second = (await signIn(1)).headers.get('set-cookie') ?? ''
    expect(second.split(';')[0]).not.toBe(cookie.split(';')[0])
    const home = await desk.request('/desk', { cookie: cookie.split(';')[0] })
    expect(home.status).toBe(200)
    expect(await home.text()).toContain(who.email)
    // Only the token's hash is stored.
    const token = cookie.split(';')[0]!.split('=')[1]!
    expect(
      desk.deps.db.get('SELECT 1 FROM desk_sessions WHERE token_hash = ?', [token]),
    ).toBeUndefined()
  })

  it('refuses a wrong code, a wrong password and an unknown account alike', async () => {
    const desk = await deskHarness()
    const who = await desk.account('staff')
    for (const form of [
      { email: who.email, password: PASSWORD, code: '000000' },
      { email: who.email, password: 'not the password', code: totpCode(who.totpSecret) },
      { email: 'nobody@desk.example', password: PASSWORD, code: totpCode(who.totpSecret) },
    ]) {
      const response = await desk.request('/desk/sign-in', { form })
      expect(response.status).toBe(400)
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(await response.text()).toContain('The e-mail, password or code is not right')
    }
  })

  it('a POST from another origin with the cookie does nothing (CSRF)', async () => {
    const desk = await deskHarness()
    const cookie = await desk.signedIn('secretariat')
    const before = desk.count('desk_invitations')
    for (const origin of ['https://evil.example', null]) {
      const response = await desk.request('/desk/accounts/invite', {
        cookie,
        origin,
        form: { email: 'mallory@evil.example', role: 'secretariat' },
      })
      expect(response.status).toBe(403)
      expect(await response.text()).not.toContain('/desk/invitation/')
    }
    expect(desk.count('desk_invitations')).toBe(before)
    const own = await desk.request('/desk/accounts/invite', {
      cookie,
      origin: ORIGIN,
      form: { email: 'new.staff@desk.example', role: 'staff' },
    })
    expect(own.status).toBe(201)
    expect(desk.count('desk_invitations')).toBe(before + 1)
  })

  it('an idle session and one past its absolute age are refused', async () => {
    const desk = await deskHarness()
    const { idleMs, absoluteMs } = desk.deps.config.desk
    const cookie = await desk.signedIn('staff')
    desk.advance(idleMs - 120_000)
    expect((await desk.request('/desk', { cookie })).status).toBe(200)
    desk.advance(idleMs + 1)
    expect((await desk.request('/desk', { cookie })).status).toBe(401)

    const busy = await desk.signedIn('staff')
    for (let used = 0; used < absoluteMs; used += idleMs / 2) {
      expect((await desk.request('/desk', { cookie: busy })).status).toBe(200)
      desk.advance(idleMs / 2)
    }
    const late = await desk.request('/desk', { cookie: busy })
    expect(late.status).toBe(401)
    expect(late.headers.get('set-cookie')).toMatch(/^__Host-desk=;/)
  })

  it('sign-out everywhere ends every session of the account, and only its own', async () => {
    const desk = await deskHarness()
    const who = await desk.account('secretariat')
    const [laptop, phone] = [await desk.sessionOf(who.id), await desk.sessionOf(who.id)]
    const other = await desk.signedIn('staff')
    const out = await desk.request('/desk/sign-out-everywhere', { cookie: laptop, form: {} })
    expect(out.status).toBe(200)
    expect((await desk.request('/desk', { cookie: laptop })).status).toBe(401)
    expect((await desk.request('/desk', { cookie: phone })).status).toBe(401)
    expect((await desk.request('/desk', { cookie: other })).status).toBe(200)
  })

  it(
    'a brute-force run is slowed, then refused, per account and per address',
    { timeout: 30_000 },
    async () => {
      const base = await deskHarness()
      const rules = { slowAfter: 2, refuseAfter: 4, windowMs: 15 * 60_000, delayMs: 300 }
      const desk = await deskHarness({ desk: { ...base.deps.config.desk, signIn: rules } })
      const who = await desk.account('secretariat')
      const attempt = async (password: string) => {
        const started = performance.now()
        const response = await desk.request('/desk/sign-in', {
          form: { email: who.email, password, code: totpCode(who.totpSecret) },
        })
        return { status: response.status, ms: performance.now() - started, response }
      }
      const first = await attempt('guess 1')
      await attempt('guess 2')
      const third = await attempt('guess 3')
      expect(first.status).toBe(400)
      expect(third.status).toBe(400)
      // Slowed: the third failure in the window waits the delay, the fourth twice the delay.
      expect(third.ms).toBeGreaterThanOrEqual(rules.delayMs)
      const fourth = await attempt('guess 4')
      expect(fourth.ms).toBeGreaterThanOrEqual(2 * rules.delayMs)
      // Refused now, even with the right password; it says for how long.
      const refused = await attempt(PASSWORD)
      expect(refused.status).toBe(429)
      expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await refused.response.text()).toContain('Too many attempts')
      expect(refused.response.headers.get('set-cookie')).toBeNull()
      // Another account from the same address is refused too (the address's count).
      const other = await desk.account('staff')
      const fromHere = await desk.request('/desk/sign-in', {
        form: { email: other.email, password: PASSWORD, code: totpCode(other.totpSecret) },
      })
      expect(fromHere.status).toBe(429)
      // After the window, the right password works again.
      desk.advance(rules.windowMs + 1)
      expect((await attempt(PASSWORD)).status).toBe(303)
    },
  )
})
