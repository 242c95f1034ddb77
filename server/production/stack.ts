import { Hono } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { FORMS_PREFIX } from '@amrs/shared/forms'
import type { ServerConfig } from '../server-config.ts'
import { createFormRoutes } from '../forms/index.ts'
import { createHttpRelay } from '../forms/http-relay.ts'
import type { Visitor } from '../forms/relay.ts'
import { createPageServer } from '../render/page-server.ts'
import { createSiteApp } from '../site-app.ts'
import { createStaticHandler } from '../static.ts'
import { createCoverRoutes } from '../media/cover-route.ts'
import { sanityCdnCovers } from '../media/cover-sources.ts'
import { createRemoteContent } from './content.ts'
import { createHealth } from './health.ts'
import { createPreview } from '../preview/index.ts'
import { productionPreviewBackend } from './preview-backend.ts'
import { createServicePages, SERVICE_PAGE_PREFIXES } from './service-pages.ts'

export interface ProductionStack {
  fetch: (request: Request, env?: object) => Response | Promise<Response>
  /** The one line main.ts prints at start: where pages, forms and files come from. */
  sources: string
  close(): void
}

/** The visitor's address: the TCP peer, or behind one trusted proxy its X-Forwarded-For hop. */
function visitorAddress(visitor: Visitor, trustProxy: boolean): string {
  if (trustProxy) {
    const hop = visitor.request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (hop) return hop
  }
  const env = visitor.env
  if (typeof env !== 'object' || !('incoming' in env)) return 'unknown'
  try {
    return getConnInfo({ env } as never).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/**
 * Production mode (`SITE_MODE=production`, docs/deploy-node-server.md): pages from the real
 * Sanity project, forms relayed to the society's API, the built files. Nothing local is mounted:
 * no lake routes, no `/api`, no checkout, no database; an instance keeps no state but its caches.
 */
export async function createProductionStack(config: ServerConfig): Promise<ProductionStack> {
  const remote = createRemoteContent(config)
  const { servePage, renderAnswer } = await createPageServer({
    distDir: config.distDir,
    content: remote.query,
    revision: remote.revision,
    stale: remote.stale,
    siteUrl: config.siteUrl,
    fixedNow: config.siteNow,
  })
  const relay = createHttpRelay({
    baseUrl: config.societyApiUrl,
    siteUrl: config.siteUrl,
    timeoutMs: config.societyApiTimeoutMs,
    visitorAddress: (visitor) => visitorAddress(visitor, config.trustProxy),
    rateLimit: config.rateLimit,
    relayKey: config.societyRelayKey,
  })
  const forms = new Hono().route(
    FORMS_PREFIX.replace(/\/$/, ''),
    createFormRoutes({
      config,
      context: {
        relay,
        query: async <T>(query: string, params?: Record<string, unknown>) =>
          (await remote.query(query, params as never)).result as T,
        paymentPolicy: { hosts: config.paymentHosts, localOrigin: null },
      },
      renderAnswer,
    }),
  )
  const servicePages = createServicePages({
    societyApiUrl: config.societyApiUrl,
    timeoutMs: config.societyApiTimeoutMs,
    visitorAddress: (visitor) => visitorAddress(visitor, config.trustProxy),
    relayKey: config.societyRelayKey,
  })
  const health = createHealth([
    { name: 'content', check: (signal) => remote.ping(signal) },
    {
      name: 'societyApi',
      async check(signal) {
        const response = await fetch(`${config.societyApiUrl}/health`, { signal })
        if (response.status >= 500) throw new Error(`HTTP ${response.status}`)
      },
    },
  ])

  const serveStatic = createStaticHandler(config.distDir)
  const covers = createCoverRoutes(sanityCdnCovers(config))
  const previewBackend = productionPreviewBackend(config)
  const app = createSiteApp(config, {
    routes: [
      { prefixes: ['/healthz'], fetch: () => health() },
      // My registration and /verify: the service's pages on the site's origin.
      { prefixes: [...SERVICE_PAGE_PREFIXES], fetch: servicePages },
      // Posts' covers for the newsletter's messages: Sanity's JPEG rendition, on the site's origin.
      { prefixes: ['/media/'], fetch: (request) => covers.fetch(request) },
    ],
    forms: (request, env) => forms.fetch(request, env),
    serveStatic,
    servePage,
    preview: previewBackend ? await createPreview(config, previewBackend) : null,
  })
  return {
    fetch: (request, env) => app.fetch(request, env),
    sources: `production mode: pages from ${remote.describe()}; forms to ${config.societyApiUrl}; files from ${config.distDir}; preview ${previewBackend ? `on (drafts with the read token; studio ${config.studioUrl})` : 'off (no SANITY_API_READ_TOKEN)'}; no local lake, API, checkout or database`,
    close: () => remote.close(),
  }
}
