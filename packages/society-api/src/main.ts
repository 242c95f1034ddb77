// `npm run society-api [-- <command> …]`: the society API as a service of its own
// (docs/deploy-society-api.md). Commands: serve (the default), backup <folder>,
// restore <folder>, invite <email>, bounce <address>, purge.
import { backup, restore } from './commands/backup.ts'
import { bounceCommand } from './commands/bounce.ts'
import { inviteCommand } from './commands/invite.ts'
import { purgeCommand } from './commands/purge.ts'
import { serve } from './commands/serve.ts'

const USAGE = `Usage: npm run society-api [-- <command>]
  serve            run the service (default): PORT, DATA_DIR, SITE_URL, … (docs/deploy-society-api.md)
  backup <folder> [--keys <folder>]
                   while the service runs: the database, abstracts and payment proofs in
                   <folder>, the passport and badge keys apart (<folder>.keys): store them apart
  restore <folder> [--keys <folder>]
                   a backup (and its keys) into DATA_DIR, a new or empty folder
  invite <email> --role <secretariat|staff|reviewer>
                   prints a link to set up a desk account (the first secretariat account too)
  bounce <address> [reason]
                   marks an address the mail provider reported as bounced: never mailed again
  purge            runs the retention rules once (the service runs them daily) and prints counts`

const [command = 'serve', ...args] = process.argv.slice(2)
const commands = new Map<string, (args: string[]) => void | Promise<void>>([
  ['serve', () => serve()],
  ['backup', backup],
  ['restore', restore],
  ['invite', inviteCommand],
  ['bounce', bounceCommand],
  ['purge', () => purgeCommand()],
  ['help', () => console.log(USAGE)],
])
const run = commands.get(command)
if (!run) {
  console.error(`Unknown command "${command}".\n${USAGE}`)
  process.exit(2)
}
await run(args)
