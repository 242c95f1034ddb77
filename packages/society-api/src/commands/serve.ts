import { secureHeaders } from 'hono/secure-headers'
import { Hono } from 'hono'
import { listen, portOf } from '@amrs/shared/node/listen'
import { shutdownOnSignals } from '@amrs/shared/node/shutdown'
import { ConfigError, readSocietyConfig } from '../config.ts'
import { DatabaseDamagedError } from '../db/db.ts'
import { MigrationError } from '../db/migrations.ts'
import { createSocietyService } from '../service.ts'

/**
 * The standalone service's security headers: nothing loads, nothing frames. A page with a policy
 * of its own keeps it (`overwrite: false`): the desk's, a document's, and My registration's and
 * /verify's, which load the site's look from their own prefix (docs/decisions/0104).
 */
export const standaloneHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    strictTransportSecurity: false,
    overwrite: false,
  })

/** What stops a start with a message and exit 1 instead of a stack trace. */
const EXPLAINED = [ConfigError, DatabaseDamagedError, MigrationError]

/**
 * `npm run society-api` (or `-- serve`): the service on PORT, alone (docs/deploy-society-api.md).
 * Its answers carry security headers of their own: JSON, PDFs and one HTML page (the receipt,
 * with its own CSP), nothing to frame or script.
 */
export async function serve(): Promise<void> {
  const started = performance.now()
  try {
    const config = readSocietyConfig()
    const service = await createSocietyService(config)
    const app = new Hono()
    app.use('*', standaloneHeaders())
    app.all('*', (c) => service.fetch(c.req.raw, c.env as object | undefined))
    const server = await listen(config, (request, env) => app.fetch(request, env))
    const content = config.content
      ? `Sanity ${config.content.projectId}/${config.content.dataset} (${config.content.apiHost ?? 'api.sanity.io'})`
      : 'none'
    console.log(
      `Society API on http://${config.host}:${portOf(server, config.port)}/api (public ${config.publicUrl}), ready in ${Math.round(performance.now() - started)} ms; data ${config.dataDir}; content ${content}; payments ${config.paystack.baseUrl}; site ${config.siteUrl}`,
    )
    // Retention (privacy/purge-rules.ts) runs now and daily in the service itself, as it does
    // when the site's server mounts it; its line says counts only.
    shutdownOnSignals(server, { close: () => service.close() })
  } catch (error) {
    if (!EXPLAINED.some((kind) => error instanceof kind)) throw error
    console.error(`\n${(error as Error).message}\n`)
    process.exit(1)
  }
}
