import { describe, expect, it } from 'vitest'
import { serviceApp } from '../../test-client.test-utils.ts'
import { ORIGIN } from '../../test-deps.test-utils.ts'
import { deskHarness, PASSWORD, totpCode } from '../desk.test-utils.ts'

const signInForm = (email: string, password: string, code: string) => ({
  method: 'POST',
  headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ email, password, code }).toString(),
})

describe('sign-in state kept in the database (docs/decisions/0069)', () => {
  it(
    'a restart (a new app over the same database) keeps the sign-in limit',
    { timeout: 30_000 },
    async () => {
      const base = await deskHarness()
      const rules = { slowAfter: 10, refuseAfter: 3, windowMs: 15 * 60_000, delayMs: 1 }
      const desk = await deskHarness({ desk: { ...base.deps.config.desk, signIn: rules } })
      const who = await desk.account('secretariat')
      for (const guess of ['guess 1', 'guess 2', 'guess 3']) {
        const response = await desk.request('/desk/sign-in', {
          form: { email: who.email, password: guess, code: totpCode(who.totpSecret) },
        })
        expect(response.status).toBe(400)
      }
      const restarted = serviceApp(desk.deps)
      const right = await restarted.request(
        `${ORIGIN}/desk/sign-in`,
        signInForm(who.email, PASSWORD, totpCode(who.totpSecret)),
      )
      expect(right.status).toBe(429)
      expect(await right.text()).toContain('Too many attempts')
      // The table holds hashes of the keys, never the e-mail or the address.
      const keys = desk.deps.db.all<{ key_hash: string }>(
        'SELECT key_hash FROM desk_sign_in_failures',
      )
      expect(keys).toHaveLength(2)
      for (const { key_hash } of keys) expect(key_hash).not.toContain(who.email)
    },
  )

  it(
    'a TOTP code accepted once is refused the second time, also after a restart',
    { timeout: 30_000 },
    async () => {
      const desk = await deskHarness()
      const who = await desk.account('staff')
      const code = totpCode(who.totpSecret)
      const first = await desk.request('/desk/sign-in', {
        form: { email: who.email, password: PASSWORD, code },
      })
      expect(first.status).toBe(303)
      const again = await desk.request('/desk/sign-in', {
        form: { email: who.email, password: PASSWORD, code },
      })
      expect(again.status).toBe(400)
      expect(again.headers.get('set-cookie')).toBeNull()
      const restarted = serviceApp(desk.deps)
      const afterRestart = await restarted.request(
        `${ORIGIN}/desk/sign-in`,
        signInForm(who.email, PASSWORD, code),
      )
      expect(afterRestart.status).toBe(400)
      // The next step's code (a new one in the app) opens a session.
      const next = await desk.request('/desk/sign-in', {
        form: { email: who.email, password: PASSWORD, code: totpCode(who.totpSecret, 1) },
      })
      expect(next.status).toBe(303)
    },
  )

  it('a passkey challenge is kept in the database until answered or expired', async () => {
    const desk = await deskHarness()
    const response = await desk.request('/desk/passkey/options', { method: 'POST' })
    expect(response.status).toBe(200)
    const { challenge } = (await response.json()) as { challenge: string }
    const row = desk.deps.db.get(
      'SELECT purpose FROM desk_passkey_challenges WHERE challenge = ?',
      [challenge],
    )
    expect(row?.purpose).toBe('sign-in')
  })
})
