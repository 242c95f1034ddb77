import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { ServiceDeps } from '@amrs/society-api/deps'
import type { ServerConfig } from './server-config.ts'
import { lakeQueryFor } from './deps.ts'
import { createDatasetStore, type DatasetStore } from './lake/dataset.ts'
import { createLakeEngine, type LakeEngine } from './lake/engine.ts'
import { readLakeConfig, type LakeConfig } from './lake/lake-config.ts'
import { createLakeRoutes } from './lake/routes.ts'
import { securityHeaders } from './security-headers.ts'
import { createSiteApp } from './site-app.ts'
import { createCoverRoutes } from './media/cover-route.ts'
import { lakeCovers } from './media/cover-sources.ts'
import { createStaticHandler } from './static.ts'
import { createPageServer } from './render/page-server.ts'
import { createFormRoutes } from './forms/index.ts'
import { createLocalRelay } from './forms/relay.ts'
import { FORMS_PREFIX } from '@amrs/shared/forms'
import type { ClientErrorReport } from '@amrs/shared/client-errors'
import { createPreview } from './preview/index.ts'
import { localPreviewBackend } from './preview/local-backend.ts'
import { createMailboxRoutes } from '@amrs/society-api/mail/mailbox-routes'
import { createLocalSociety, STAND_IN_PATH, type LocalSociety } from './society.ts'

export interface LocalStack {
  /** Plain `(Request) => Response`: tests call it without opening a port. `env` carries the
   *  Node socket (@hono/node-server's bindings) for the client address. */
  fetch: (request: Request, env?: object) => Response | Promise<Response>
  /** The same app without the static SPA, for mounting inside Vite's dev server. */
  backendFetch: (request: Request, env?: object) => Response | Promise<Response>
  store: DatasetStore
  /** The content lake in process (queries with sync tags, revisions, live events). */
  lake: LakeEngine
  /** The society API and Paystack's stand-in, in process. */
  society: LocalSociety
  /** Stops the lake's workers and the seed watcher, and resolves once the last commit is on disk. */
  close(): Promise<void>
}

/** Paths the backend answers (everything else is a file of the built site or a page). */
export const BACKEND_PREFIXES = [
  '/api/',
  '/desk',
  '/iumrs-icam25/my-registration',
  '/verify/',
  '/checkout',
  '/_paystack/',
  '/_dev/',
  '/images/',
  '/media/',
  '/v20',
  '/vX/',
  '/v1/',
]

export async function createLocalStack(
  config: ServerConfig,
  opts: {
    watch?: boolean
    lake?: Partial<LakeConfig>
    /** Replaces the society API's dependencies (the browser tests wrap the payment provider). */
    societyDeps?: (deps: ServiceDeps) => ServiceDeps
    /** Where browsers' error reports go (the server's log by default; the browser tests read them). */
    logClientError?: (report: ClientErrorReport) => void
  } = {},
): Promise<LocalStack> {
  // Writes through the mutation API go to the data folder, over the seed, never into it.
  const store = await createDatasetStore(config.seedDir, {
    projectId: config.projectId,
    watch: opts.watch ?? true,
    overlayDir: path.join(config.dataDir, 'lake'),
  })
  const lakeConfig = { ...readLakeConfig(), ...opts.lake }
  // Only the society API in this process holds the write token: one per start unless set.
  const writeToken = (lakeConfig.writeToken ??= randomBytes(24).toString('base64url'))
  const lake = createLakeEngine(store, lakeConfig, { projectId: config.projectId })
  // The society API's content writes reach the lake's routes in process (set just below).
  let lakeRoutes: Hono | null = null
  const society = await createLocalSociety(config, lake, {
    deps: opts.societyDeps,
    lakeWrite: {
      token: writeToken,
      fetch: async (request) =>
        lakeRoutes ? lakeRoutes.fetch(request) : new Response('Not started', { status: 503 }),
    },
  })

  const backend = new Hono()
  backend.use('*', securityHeaders(config))
  backend.use('*', compress())
  backend.all('/api/*', (c) => society.service.fetch(c.req.raw, c.env as object | undefined))
  // The secretariat's desk: the service's own pages, with their own CSP (kept by securityHeaders).
  backend.all('/desk', (c) => society.service.fetch(c.req.raw, c.env as object | undefined))
  backend.all('/desk/*', (c) => society.service.fetch(c.req.raw, c.env as object | undefined))
  // The delegate's My registration: pages the service renders on the site's origin (ADR 0064).
  for (const path of ['/iumrs-icam25/my-registration', '/iumrs-icam25/my-registration/*'])
    backend.all(path, (c) => society.service.fetch(c.req.raw, c.env as object | undefined))
  // Visa letters' public check (ADR 0073): a page the service renders, like My registration.
  for (const path of ['/verify/', '/verify/*'])
    backend.all(path, (c) => society.service.fetch(c.req.raw, c.env as object | undefined))
  backend.route(STAND_IN_PATH, society.standIn.api)
  backend.route('/checkout', society.standIn.checkout)
  if (society.catcher) backend.route('/_dev', createMailboxRoutes(society.catcher))
  // Posts' covers as the newsletter's messages show them (PNG from the lake's SVG).
  backend.route('/', createCoverRoutes(lakeCovers((file) => store.asset(config.dataset, file))))
  lakeRoutes = createLakeRoutes(lake)
  backend.route('/', lakeRoutes)

  const serveStatic = createStaticHandler(config.distDir)
  const { servePage, renderAnswer } = await createPageServer({
    distDir: config.distDir,
    content: async (query, params) => {
      const answer = await lake.query({ dataset: config.dataset, query, params: params ?? {} })
      return { result: answer.result, syncTags: answer.syncTags }
    },
    revision: () => lake.revision(config.dataset),
    siteUrl: config.siteUrl,
    fixedNow: config.siteNow,
  })
  // Forms posted without scripts: answered here, through the society API in process.
  const forms = new Hono().route(
    FORMS_PREFIX.replace(/\/$/, ''),
    createFormRoutes({
      config,
      context: {
        relay: createLocalRelay((request, env) => backend.fetch(request, env), config.siteUrl),
        query: lakeQueryFor(lake, config.dataset),
        paymentPolicy: { hosts: config.paymentHosts, localOrigin: config.siteUrl },
      },
      renderAnswer,
    }),
  )
  // Draft preview needs the lake's read token (the browser's preview queries carry it there).
  const token = lake.config.readToken
  const preview = token
    ? await createPreview(
        config,
        localPreviewBackend({
          lake,
          backend: (request) => backend.fetch(request),
          dataset: config.dataset,
          token,
        }),
      )
    : null
  const app = createSiteApp(config, {
    routes: [{ prefixes: BACKEND_PREFIXES, fetch: (request, env) => backend.fetch(request, env) }],
    forms: (request, env) => forms.fetch(request, env),
    serveStatic,
    servePage,
    preview,
    ...(opts.logClientError ? { logClientError: opts.logClientError } : {}),
  })

  return {
    fetch: (request, env) => app.fetch(request, env),
    backendFetch: (request, env) => backend.fetch(request, env),
    store,
    lake,
    society,
    close() {
      lake.close()
      store.close()
      return society.close()
    },
  }
}
