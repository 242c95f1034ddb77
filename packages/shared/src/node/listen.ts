import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'

type Fetch = (request: Request, env?: object) => Response | Promise<Response>

/** Dot segments in the raw request line (before URL normalisation) are refused outright. */
function hasTraversal(rawUrl: string): boolean {
  const path = rawUrl.split('?')[0] ?? ''
  return /(^|\/|\\)(\.|%2e){2}($|\/|\\|%2f|%5c)/i.test(path)
}

function refuse(res: ServerResponse, status: number, body: object, close = false): void {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    ...(close ? { Connection: 'close' } : {}),
  })
  res.end(JSON.stringify(body))
}

/** Where to listen, and the body limit a `100-continue` request is held to. */
export interface ListenOptions {
  port: number
  host: string
  bodyLimitBytes: number
}

/**
 * The Node HTTP server around an app's fetch handler (the site's server, the society API's
 * standalone process, the browser-test server).
 * `Expect: 100-continue` is answered 413 at once for a body over the limit (the client never
 * sends it); every other body limit is the app's (./body-limit.ts), whose 413 carries
 * `Connection: close`, on which Node closes the socket after the answer.
 */
export function listen(config: ListenOptions, fetch: Fetch): Promise<Server> {
  const listener = getRequestListener(fetch)
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (hasTraversal(req.url ?? '/')) return refuse(res, 400, { error: 'Path outside the site' })
    void listener(req, res)
  }
  const server = createServer({ noDelay: true }, handle)
  server.on('checkContinue', (req, res) => {
    if (Number(req.headers['content-length']) > config.bodyLimitBytes)
      return refuse(res, 413, { detail: 'The request body is too large.' }, true)
    res.writeContinue()
    handle(req, res)
  })
  server.maxHeadersCount = 100
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => {
      server.off('error', reject)
      resolve(server)
    })
  })
}

/** The port the server really listens on (PORT=0 picks a free one). */
export function portOf(server: Server, fallback: number): number {
  const address = server.address()
  return typeof address === 'object' && address ? address.port : fallback
}
