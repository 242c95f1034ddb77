import { createLocalStack } from './app.ts'
import { readConfig } from './config.ts'
import { listen, portOf } from './listen.ts'

const config = readConfig()
const stack = await createLocalStack(config)
const server = await listen(config, stack.fetch)
const host = config.host === '0.0.0.0' ? 'localhost' : config.host
console.log(`AMRS-UG site on http://${host}:${portOf(server, config.port)}`)
console.log(
  `  content lake: /v${config.apiVersion}/data/query/${config.dataset}  society API: /api  data: ${config.dataDir}`,
)

/** Stops taking requests, lets the database writer finish its last commit, then exits. */
async function shutdown() {
  server.close()
  await stack.db.close()
  stack.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())
