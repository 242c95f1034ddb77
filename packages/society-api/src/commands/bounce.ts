import path from 'node:path'
import { openDb } from '../db/db.ts'
import { suppress } from '../outbox/outbox-store.ts'

const USAGE = 'Usage: npm run society-api -- bounce <address> [reason]'

/**
 * `npm run society-api -- bounce <address> [reason]`: a permanent bounce the provider reported
 * by other means (its dashboard, a report): the address is never mailed again. Reads DATA_DIR
 * (default .data); it may run while the service runs.
 */
export async function bounceCommand(args: string[]): Promise<void> {
  const [address, ...reason] = args
  if (!address || !/^[^\s@]+@[^\s@]+$/.test(address)) {
    console.error(USAGE)
    process.exit(2)
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data')
  const db = await openDb(path.join(dataDir, 'society.sqlite'), { writer: 'inline' })
  try {
    await db.write(suppress(address, reason.join(' ') || 'reported by the mail provider'))
    console.log('The address is marked as bounced: it is not mailed again.')
  } finally {
    await db.close()
  }
}
