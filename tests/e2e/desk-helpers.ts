import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { Secret, TOTP } from 'otpauth'
import { e2eWorkDir } from './work-dir.ts'

const run = promisify(execFile)
const port = Number(process.env.E2E_PORT ?? 4311)

/**
 * `npm run society-api -- invite <email> --role <role>` against the browser-test server's data
 * (the command opens the database beside the running server, as the secretariat would): the link.
 */
export async function inviteFromCommandLine(email: string, role: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [
      path.resolve('node_modules/tsx/dist/cli.mjs'),
      'packages/society-api/src/main.ts',
      'invite',
      email,
      '--role',
      role,
    ],
    {
      env: {
        ...process.env,
        DATA_DIR: path.join(e2eWorkDir(port), 'data'),
        SITE_URL: `http://127.0.0.1:${port}`,
      },
    },
  )
  const link = /https?:\/\/\S+\/desk\/invitation\/\S+/.exec(stdout)?.[0]
  if (!link) throw new Error(`No link in the command's output: ${stdout}`)
  return link
}

/** The code an authenticator app shows for a secret now. */
export const totpNow = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate()

export const DESK_PASSWORD = 'a long desk password for tests'
