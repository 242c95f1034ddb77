import { createLocalStack } from './app.ts'
import { readConfig } from './config.ts'
import { listen, portOf } from './listen.ts'
import { shutdownOnSignals } from './shutdown.ts'

const config = readConfig()
const stack = await createLocalStack(config)
const server = await listen(config, stack.fetch)
const host = config.host === '0.0.0.0' ? 'localhost' : config.host
console.log(`AMRS-UG site on http://${host}:${portOf(server, config.port)}`)
console.log(
  `  content lake: /v${config.apiVersion}/data/query/${config.dataset}  society API: /api  data: ${config.dataDir}`,
)

shutdownOnSignals(server, stack)
