import type { Server } from 'node:http'

/**
 * On SIGINT or SIGTERM (the site's server, the society API's own process, the browser-test
 * server): stop taking requests, close the stack (its `close` resolves once the database's last
 * commit is on disk and checkpointed), then exit.
 */
export function shutdownOnSignals(server: Server, stack: { close(): void | Promise<void> }): void {
  let stopping = false
  const shutdown = async () => {
    if (stopping) return
    stopping = true
    server.close()
    await stack.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown())
  process.on('SIGTERM', () => void shutdown())
}
