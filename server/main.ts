import { createServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { readConfig } from './config.ts'
import { createLocalStack } from './app.ts'

const config = readConfig()
const stack = await createLocalStack(config)
const listener = getRequestListener(stack.fetch)

/** Dot segments in the raw request line (before URL normalisation) are refused outright. */
function hasTraversal(rawUrl: string): boolean {
  const path = rawUrl.split('?')[0] ?? ''
  return /(^|\/|\\)(\.|%2e){2}($|\/|\\|%2f|%5c)/i.test(path)
}

const server = createServer({ noDelay: true }, (req, res) => {
  if (hasTraversal(req.url ?? '/')) {
    res.writeHead(400, { 'Content-Type': 'application/json', 'X-Content-Type-Options': 'nosniff' })
    res.end(JSON.stringify({ error: 'Path outside the site' }))
    return
  }
  void listener(req, res)
})
server.maxHeadersCount = 100
server.listen(config.port, config.host, () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  console.log(
    `AMRS-UG site on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
  )
  console.log(
    `  content lake: /v2025-01-01/data/query/production  society API: /api  data: ${config.dataDir}`,
  )
  if (config.testMode) console.log('  TEST_MODE=1: test-only API controls are enabled')
})

function shutdown() {
  server.close()
  stack.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
