import type { Server } from 'node:http'

/**
 * On SIGINT or SIGTERM (npm start and the browser-test server): stop taking requests, close the
 * stack, wait until the database writer's last commit is on disk, then exit.
 */
export function shutdownOnSignals(server: Server, stack: { close(): void | Promise<void> }): void {
  let stopping = false
  const shutdown = async () => {
    if (stopping) return
    stopping = true
    server.close()
    await stack.close() // the lake's workers, the seed watcher, then the database's last commit
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown())
  process.on('SIGTERM', () => void shutdown())
}
