import type { Server } from 'node:http'
import type { Db } from './db.ts'

/**
 * On SIGINT or SIGTERM (npm start and the browser-test server): stop taking requests, close the
 * stack, wait until the database writer's last commit is on disk, then exit.
 */
export function shutdownOnSignals(
  server: Server,
  stack: { close(): void; db?: Pick<Db, 'close'> },
): void {
  let stopping = false
  const shutdown = async () => {
    if (stopping) return
    stopping = true
    server.close()
    stack.close() // the lake's workers, the seed watcher and the database
    await stack.db?.close() // the close stack.close() started (db.close() is idempotent)
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown())
  process.on('SIGTERM', () => void shutdown())
}
