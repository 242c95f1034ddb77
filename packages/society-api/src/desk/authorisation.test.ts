import { describe, expect, it } from 'vitest'
import { DESK_ENDPOINTS } from './endpoints.ts'
import { lettersOf } from '../letters/letters-of.ts'
import { AUTHORISATION_MATRIX, CALLERS, OK } from './authorisation-matrix.test-utils.ts'
import { deskHarness, PASSWORD, totpCode } from './desk.test-utils.ts'
import { addSampleRegistrations } from './registrations/sample-registrations.test-utils.ts'
import type { Role } from './roles.ts'

/** A concrete path for an endpoint's pattern. */
const concrete = (path: string, id: number) =>
  `/desk${path === '/' ? '' : path}`
    .replace(':token', 'no-such-invitation')
    .replace(':name', 'desk.css')
    .replace(':id', String(id))
    .replace(':number', 'AMRS-2025-0001')
    .replace(':message', 'no-such-message')

const key = (method: string, path: string) => `${method} ${path}`

describe('the desk answers each endpoint as the hand-written matrix says (docs/decisions/0098)', () => {
  it('the matrix has one row for every endpoint of the table, and no other', () => {
    const table = DESK_ENDPOINTS.map((e) => key(e.method, e.path))
    const matrix = AUTHORISATION_MATRIX.map(([method, path]) => key(method, path))
    expect(
      table.filter((k) => !matrix.includes(k)),
      'endpoints without a row in authorisation-matrix.test-utils.ts: decide who may call them',
    ).toEqual([])
    expect(
      matrix.filter((k) => !table.includes(k)),
      'rows without an endpoint',
    ).toEqual([])
    expect(new Set(matrix).size, 'one row per endpoint').toBe(matrix.length)
  })

  it(
    `every endpoint × ${CALLERS.length} callers (${CALLERS.join(', ')})`,
    { timeout: 60_000 },
    async () => {
      const base = await deskHarness()
      const desk = await deskHarness({
        desk: { ...base.deps.config.desk, signIn: { ...base.deps.config.desk.signIn, delayMs: 0 } },
      })
      // What a leak would show: a secretariat account's address and the audit log's rows.
      const secret = await desk.account('secretariat', 'secret.secretariat@desk.example')
      await addSampleRegistrations(desk.deps.db, 1)
      const id = Number(desk.deps.db.get('SELECT id FROM conference_registrations')?.id)
      // A visa letter request whose passport number only the secretariat may see.
      await lettersOf(desk.deps).request(id, {
        passportName: 'Sample Letter Person',
        nationality: 'Sample Republic',
        passportNumber: 'Z1112223',
        birthDate: '1990-01-01',
        embassy: 'Sample embassy',
      })
      await desk.request('/desk/sign-in', {
        form: { email: secret.email, password: 'wrong password', code: '000000' },
      })
      const outcomes: string[] = []
      for (const [method, path, ...expected] of AUTHORISATION_MATRIX)
        for (const [n, caller] of CALLERS.entries()) {
          const role: Role | null = caller === 'anonymous' ? null : caller
          const cookie = role ? await desk.signedIn(role) : undefined
          const response = await desk.request(concrete(path, id), {
            method,
            cookie,
            form: method === 'POST' ? {} : undefined,
          })
          const body = await response.text()
          const label = `${method} ${path} as ${caller}`
          if (expected[n] === OK) {
            expect([401, 403], label).not.toContain(response.status)
          } else {
            expect(response.status, label).toBe(expected[n])
            expect(body, label).not.toContain(secret.email)
            expect(body, label).not.toContain('sign-in.failed')
            expect(body, label).not.toMatch(/Sample00000|sample-00000/)
            expect(body, label).not.toContain('Z1112223')
          }
          outcomes.push(`${label}: ${response.status}`)
        }
      expect(outcomes).toHaveLength(AUTHORISATION_MATRIX.length * CALLERS.length)
    },
  )

  it(
    'a TOTP code more than one 30-second step away opens no session',
    { timeout: 60_000 },
    async () => {
      const base = await deskHarness()
      const desk = await deskHarness({
        desk: { ...base.deps.config.desk, signIn: { ...base.deps.config.desk.signIn, delayMs: 0 } },
      })
      const who = await desk.account('secretariat')
      const signIn = (stepsAhead: number) =>
        desk.request('/desk/sign-in', {
          form: {
            email: who.email,
            password: PASSWORD,
            code: totpCode(who.totpSecret, stepsAhead),
          },
        })
      // Not +2: a step ending between making the code and checking it would make it +1.
      for (const steps of [-10, -2, 3, 10])
        expect((await signIn(steps)).status, `${steps} steps`).toBe(400)
      expect(desk.count('desk_sessions')).toBe(0)
      expect((await signIn(1)).status).toBe(303)
    },
  )

  it('a forbidden or anonymous answer is noindex and no-store like every desk answer', async () => {
    const desk = await deskHarness()
    const staff = await desk.signedIn('staff')
    for (const cookie of [undefined, staff]) {
      const response = await desk.request('/desk/audit', { cookie })
      expect(response.headers.get('x-robots-tag')).toContain('noindex')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"')
    }
  })
})
