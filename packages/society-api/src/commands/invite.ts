import path from 'node:path'
import { readSocietyConfig } from '../config.ts'
import { openDb } from '../db/db.ts'
import { invite } from '../desk/accounts/invitations.ts'
import { isRole, ROLES } from '../desk/roles.ts'

const USAGE = `Usage: npm run society-api -- invite <email> --role <${ROLES.join('|')}>`

/**
 * `npm run society-api -- invite <email> --role <role>`: an invitation link to the desk, printed
 * (how the first secretariat account is made). It reads DATA_DIR (default .data, the local
 * site's) and SOCIETY_API_PUBLIC_URL or SITE_URL for the link (default the local site,
 * http://localhost:4173); it may run while the service runs.
 */
export async function inviteCommand(args: string[]): Promise<void> {
  const roleAt = args.indexOf('--role')
  const role = roleAt >= 0 ? args[roleAt + 1] : undefined
  const email = args.find((arg, i) => !arg.startsWith('--') && i !== roleAt + 1)
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email) || !isRole(role)) {
    console.error(USAGE)
    process.exit(2)
  }
  const env = process.env
  const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT ?? 4173}`
  const config = readSocietyConfig(env, {
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    siteUrl,
    allowedOrigins: [],
    bodyLimitBytes: 1024,
    rateLimit: { max: 1, windowMs: 1000 },
    trustProxy: false,
    siteNow: null,
  })
  const db = await openDb(path.join(config.dataDir, 'society.sqlite'), { writer: 'inline' })
  try {
    const { link, expiresAt } = await invite(db, config, {
      email,
      role,
      invitedBy: null,
      address: 'command line',
    })
    console.log(`Invitation for the ${role} role (works once, until ${expiresAt}):\n${link}`)
  } finally {
    await db.close()
  }
}
