import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { readSocietyConfig } from '@amrs/society-api/config'
import { openDb, type Db, type Statement } from '@amrs/society-api/db/db'
import { invite } from '@amrs/society-api/desk/accounts/invitations'
import type { Role } from '@amrs/society-api/desk/roles'
import { serverCommand } from './server-command.ts'
import { e2eWorkDir } from './work-dir.ts'

const run = promisify(execFile)
const port = Number(process.env.E2E_PORT ?? 4311)

/**
 * `npm run society-api -- invite <email> --role <role>` against the browser-test server's data
 * (the command opens the database beside the running server, as the secretariat would): the link.
 */
export async function inviteFromCommandLine(email: string, role: string): Promise<string> {
  const { command, args } = serverCommand('packages/society-api/src/main.ts')
  const { stdout } = await run(command, [...args, 'invite', email, '--role', role], {
    env: {
      ...process.env,
      DATA_DIR: path.join(e2eWorkDir(port), 'data'),
      SITE_URL: `http://127.0.0.1:${port}`,
    },
  })
  const link = /https?:\/\/\S+\/desk\/invitation\/\S+/.exec(stdout)?.[0]
  if (!link) throw new Error(`No link in the command's output: ${stdout}`)
  return link
}

/**
 * The same invitation made in this process, as the command does it (about 4 CPU-seconds and 5 s
 * less than starting the command): for the tests that need a signed-in account, not the command.
 */
export async function inviteBesideServer(email: string, role: Role): Promise<string> {
  const config = readSocietyConfig(process.env, {
    dataDir: path.join(e2eWorkDir(port), 'data'),
    siteUrl: `http://127.0.0.1:${port}`,
    allowedOrigins: [],
    bodyLimitBytes: 1024,
    rateLimit: { max: 1, windowMs: 1000 },
    trustProxy: false,
    siteNow: null,
  })
  return withE2eDb(
    async (db) =>
      (await invite(db, config, { email, role, invitedBy: null, address: 'browser test' })).link,
  )
}

/** The code an authenticator app shows for a secret now. */
export const totpNow = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate()

export const DESK_PASSWORD = 'a long desk password for tests'

/**
 * A new desk account of this role, signed in on `page` (an invitation, then a password and
 * TOTP); the desk's origin (localhost). desk-sign-in.spec.ts invites from the command line.
 */
export async function signInAsNew(page: Page, role: Role, email: string): Promise<string> {
  const link = await inviteBesideServer(email, role)
  await page.goto(link)
  const secret = (await page.locator('[data-totp-secret]').textContent())?.trim() ?? ''
  await page.getByLabel('Password', { exact: true }).fill(DESK_PASSWORD)
  await page.getByLabel('Password again').fill(DESK_PASSWORD)
  await page.getByLabel('Code from your authenticator app').fill(totpNow(secret))
  await page.getByRole('button', { name: 'Set password and sign in' }).click()
  await page.getByRole('heading', { name: 'Desk', level: 1 }).waitFor()
  return new URL(link).origin
}

/**
 * The browser-test server's database, opened beside it (for a generated set of registrations);
 * `serverPort`: a dated server's (dates-server.ts), by the port of its `baseURL`.
 */
export async function withE2eDb<T>(
  use: (db: Db) => Promise<T>,
  serverPort: string | number = port,
): Promise<T> {
  const db = await openDb(path.join(e2eWorkDir(serverPort), 'data', 'society.sqlite'), {
    writer: 'inline',
  })
  try {
    return await use(db)
  } finally {
    await db.close()
  }
}

/** 2,000 generated (visibly sample) registrations in the server's database, once per server. */
export async function ensureSampleRegistrations(size = 2000): Promise<void> {
  const { addSampleRegistrations } =
    await import('@amrs/society-api/desk/registrations/sample-registrations.test-utils')
  await withE2eDb(async (db) => {
    const exists = () =>
      db.get("SELECT 1 FROM conference_registrations WHERE email = 'sample-00000@example.test'")
    if (exists()) return
    // Another worker may be writing the same set at this moment: then its set stands.
    await addSampleRegistrations(db, size).catch((error: unknown) => {
      if (!exists()) throw error
    })
  })
}

/** What a sample registration with an abstract says about it (visibly sample people only). */
export interface SampleAbstract {
  email: string
  affiliation: string
  title: string
  /** The file's name in the data folder's abstracts/. */
  key: string
  symposium: string
  mode: 'oral' | 'poster'
  surname?: string
}

/** A visibly sample registration with an abstract file, to write beside the running server. */
export function sampleAbstractRegistration(a: SampleAbstract): Statement {
  const now = new Date().toISOString()
  return {
    sql: `INSERT INTO conference_registrations (email, data, abstract_key, abstract_kind, abstract_size, created_at, updated_at)
          VALUES (?, ?, ?, 'pdf', 2048, ?, ?) RETURNING id`,
    params: [
      a.email,
      JSON.stringify({
        registration_category: 'academia',
        registration_timeframe: 'regular',
        firstname: 'Sample',
        surname: a.surname ?? 'Author',
        location: 'Accra',
        email: a.email,
        contact: '+233 20 000 0000',
        affiliation: a.affiliation,
        affiliation_address_street: '1 Sample Street',
        affiliation_address_city: 'Accra',
        affiliation_address_country: 'GH',
        abstract_required: true,
        presentational_mode: a.mode,
        symposium_type: a.symposium,
        banquet: false,
        excursion: false,
        is_workshop: false,
        abstract_title: a.title,
      }),
      a.key,
      now,
      now,
    ],
  }
}
