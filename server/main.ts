import { createLocalStack } from './app.ts'
import { ConfigError, readConfig } from './config.ts'
import type { ServerConfig } from './server-config.ts'
import { listen, portOf } from '@amrs/shared/node/listen'
import { shutdownOnSignals } from '@amrs/shared/node/shutdown'
import { DatabaseDamagedError } from '@amrs/society-api/db/db'
import { MigrationError } from '@amrs/society-api/db/migrations'
import { createProductionStack } from './production/stack.ts'

let config: ServerConfig
try {
  config = readConfig()
} catch (error) {
  // One message lists everything missing or wrong (production mode refuses to start).
  if (!(error instanceof ConfigError)) throw error
  console.error(`\n${error.message}\n`)
  process.exit(1)
}

if (config.mode === 'production') {
  const stack = await createProductionStack(config)
  const server = await listen(config, stack.fetch)
  console.log(
    `AMRS-UG site on ${config.siteUrl} (port ${portOf(server, config.port)}), ${stack.sources}`,
  )
  shutdownOnSignals(server, stack)
} else {
  const stack = await createLocalStack(config).catch((error: unknown) => {
    // A damaged database file, or one a newer release wrote: say where it is and what to do,
    // and leave it as it is.
    if (!(error instanceof DatabaseDamagedError || error instanceof MigrationError)) throw error
    console.error(`\n${error.message}\n`)
    process.exit(1)
  })
  const server = await listen(config, stack.fetch)
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host
  console.log(`AMRS-UG site on http://${host}:${portOf(server, config.port)}`)
  console.log(
    `  content lake: /v${config.apiVersion}/data/query/${config.dataset}  society API: /api  Paystack stand-in: /_paystack, /checkout  data: ${config.dataDir}`,
  )
  shutdownOnSignals(server, stack)
}
