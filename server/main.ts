import { createLocalStack } from './app.ts'
import { readConfig } from './config.ts'
import { DatabaseDamagedError } from './db.ts'
import { listen, portOf } from './listen.ts'
import { shutdownOnSignals } from './shutdown.ts'

const config = readConfig()
const stack = await createLocalStack(config).catch((error: unknown) => {
  // A damaged database file: say where it is and what to do, and leave it as it is.
  if (!(error instanceof DatabaseDamagedError)) throw error
  console.error(`\n${error.message}\n`)
  process.exit(1)
})
const server = await listen(config, stack.fetch)
const host = config.host === '0.0.0.0' ? 'localhost' : config.host
console.log(`AMRS-UG site on http://${host}:${portOf(server, config.port)}`)
console.log(
  `  content lake: /v${config.apiVersion}/data/query/${config.dataset}  society API: /api  data: ${config.dataDir}`,
)

shutdownOnSignals(server, stack)
