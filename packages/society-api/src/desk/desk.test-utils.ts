import { Secret, TOTP } from 'otpauth'
import type { SocietyConfig } from '../config.ts'
import { hashPassword } from '../membership/password.ts'
import { serviceApp } from '../test-client.test-utils.ts'
import { ORIGIN, testDeps, type TestDeps } from '../test-deps.test-utils.ts'
import { createSessions } from './auth/sessions.ts'
import { newTotpSecret } from './auth/totp.ts'
import type { Role } from './roles.ts'

export const PASSWORD = 'correct horse battery staple'

/**
 * The current code of a TOTP secret (what the person's app shows); `stepsAhead` 1 is the next
 * 30 s step's code (still accepted now, for clock drift): a second sign-in needs a new code.
 */
export const totpCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  })

/**
 * The service with its desk, in process, and a clock the test moves: accounts made directly in
 * the database, sessions started for them, requests sent from the desk's origin unless told.
 */
export async function deskHarness(
  overrides: Partial<SocietyConfig> = {},
  /** The service's dependencies when a test has them already (its own content, its own data). */
  existing?: TestDeps,
) {
  const deps: TestDeps = existing ?? (await testDeps(overrides))
  let now = Date.parse('2025-10-20T10:00:00Z')
  deps.clock = () => new Date(now)
  const app = serviceApp(deps)
  const sessions = createSessions(deps.db, deps.config.desk, deps.clock)
  let accounts = 0

  async function account(role: Role, email = `${role}-${++accounts}@desk.example`) {
    const totpSecret = newTotpSecret()
    const [row] = await deps.db.write([
      {
        sql: `INSERT INTO desk_accounts (email, role, password_hash, totp_secret, created_at)
              VALUES (?, ?, ?, ?, ?) RETURNING id`,
        params: [
          email,
          role,
          await hashPassword(PASSWORD),
          totpSecret,
          new Date(now).toISOString(),
        ],
      },
    ])
    return { id: Number(row!.rows[0]!.id), email, role, totpSecret }
  }

  /** A new session of the account; the Cookie header that carries it. */
  async function sessionOf(accountId: number): Promise<string> {
    const { token, statement } = sessions.start(accountId)
    await deps.db.write([statement])
    return `__Host-desk=${token}`
  }

  const ofRole = new Map<Role, Promise<{ id: number }>>()
  /** A new session of the role's one test account. */
  async function signedIn(role: Role): Promise<string> {
    if (!ofRole.has(role)) ofRole.set(role, account(role))
    return sessionOf((await ofRole.get(role)!).id)
  }

  function request(
    path: string,
    init: {
      method?: string
      cookie?: string
      /** A form body; URLSearchParams when a name repeats. */
      form?: Record<string, string> | URLSearchParams
      json?: unknown
      origin?: string | null
    } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {}
    if (init.cookie) headers.Cookie = init.cookie
    if (init.origin !== null) headers.Origin = init.origin ?? ORIGIN
    let body: string | undefined
    if (init.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded'
      body = new URLSearchParams(init.form).toString()
    } else if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(init.json)
    }
    const method = init.method ?? (body !== undefined ? 'POST' : 'GET')
    return Promise.resolve(app.request(ORIGIN + path, { method, headers, body }))
  }

  return {
    deps,
    app,
    account,
    sessionOf,
    signedIn,
    request,
    advance: (ms: number) => (now += ms),
    count: (table: string) => Number(deps.db.get(`SELECT count(*) AS n FROM ${table}`)?.n ?? 0),
  }
}
