// A process that writes a cause and its message in one unit, says so, then waits to be killed
// (outbox.test.ts sends it SIGKILL before any worker runs). Usage: <dataDir> <messageId>
import path from 'node:path'
import { openDb } from '../db/db.ts'
import { enqueue } from './outbox-store.ts'

const [dataDir = '', id = ''] = process.argv.slice(2)
const db = await openDb(path.join(dataDir, 'society.sqlite'), { writer: 'thread' })
await db.write([
  {
    sql: `INSERT INTO newsletter_subscriptions (email, created_at) VALUES (?, ?)`,
    params: ['crash@example.org', new Date().toISOString()],
  },
  ...enqueue(
    {
      kind: 'plain',
      to: 'crash@example.org',
      data: { subject: 'After a crash', text: 'Sent once.' },
    },
    { id },
  ),
])
process.stdout.write('written\n')
setInterval(() => {}, 60_000)
