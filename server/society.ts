import path from 'node:path'
import { Hono } from 'hono'
import { readSocietyConfig } from '@amrs/society-api/config'
import type { MailCatcher } from '@amrs/society-api/mail/catcher'
import type { ServiceDeps } from '@amrs/society-api/deps'
import {
  createPaystackStandIn,
  type PaystackStandIn,
} from '@amrs/society-api/paystack-stand-in/index'
import { createSocietyService, type SocietyService } from '@amrs/society-api/service'
import type { ServerConfig } from './server-config.ts'
import { lakeContent } from './deps.ts'
import type { LakeEngine } from './lake/engine.ts'

/** Where the stand-in's API answers on the site (PAYSTACK_BASE_URL's local default). */
export const STAND_IN_PATH = '/_paystack'

export interface LocalSociety {
  /** The society API (`/api`), in this process. */
  service: SocietyService
  /** Paystack's stand-in: its API at `/_paystack`, its checkout pages at `/checkout`. */
  standIn: PaystackStandIn
  /** The SMTP catcher mail goes to when no SMTP_HOST is set (`/_dev/mailbox`); null otherwise. */
  catcher: MailCatcher | null
  /** Stops the service, then the catcher. */
  close(): Promise<void>
}

/**
 * Local mode (`npm start`): the society API runs in the site's process
 * (docs/decisions/0053-society-api-service.md), on the site's settings, with the local lake as
 * its content, and Paystack's stand-in beside it. The service speaks Paystack's HTTP API to the
 * stand-in (`PAYSTACK_BASE_URL`, default `<SITE_URL>/_paystack`, whose requests are handed to
 * the stand-in's handler in process), as it would to Paystack; the stand-in's signed webhooks go
 * to the service's handler. `PAYSTACK_BASE_URL` and `PAYSTACK_SECRET_KEY` (Paystack's test keys)
 * point it at Paystack itself instead. Mail goes to an SMTP catcher in process unless SMTP_HOST
 * names a server.
 */
export async function createLocalSociety(
  config: ServerConfig,
  lake: LakeEngine,
  opts: {
    deps?: (deps: ServiceDeps) => ServiceDeps
    env?: NodeJS.ProcessEnv
    /** The lake's HTTP routes in this process and its write token (talk drafts go there). */
    lakeWrite?: { fetch: (request: Request) => Promise<Response>; token: string }
  } = {},
): Promise<LocalSociety> {
  const lakeWrite = opts.lakeWrite
  const societyConfig = readSocietyConfig(opts.env ?? process.env, {
    dataDir: config.dataDir,
    siteUrl: config.siteUrl,
    allowedOrigins: config.allowedOrigins,
    bodyLimitBytes: config.bodyLimitBytes,
    rateLimit: config.rateLimit,
    trustProxy: config.trustProxy,
    siteNow: config.siteNow,
    // Talk drafts and the book of abstracts' link go through the lake's mutation API, with the
    // token only this process holds.
    contentWrite: lakeWrite
      ? {
          baseUrl: config.siteUrl,
          dataset: config.dataset,
          apiVersion: config.apiVersion,
          token: lakeWrite.token,
        }
      : null,
  })
  const lakeBase = `${config.siteUrl}/v`
  // No SMTP server named: mail goes to a catcher in this process, on a real SMTP port, through
  // the same transport (docs/decisions/0059-local-mail-catcher.md).
  // Its packages (smtp-server, mailparser) load only then: devDependencies (docs/decisions/0106).
  const catcher = societyConfig.mail.smtp
    ? null
    : await (await import('@amrs/society-api/mail/catcher')).startMailCatcher()
  let service: SocietyService | null = null
  const standIn = createPaystackStandIn({
    secretKey: societyConfig.paystack.secretKey,
    origin: config.siteUrl,
    webhookUrl: new URL('/api/conference/payment/webhook', config.siteUrl).href,
    deliver: async (request) =>
      service ? service.fetch(request) : new Response('Not started', { status: 503 }),
    file: path.join(config.dataDir, 'paystack-stand-in.json'),
  })
  // Unless PAYSTACK_BASE_URL names another provider, the adapter's requests to the stand-in
  // are answered in process (the same requests and answers, without dialling our own port).
  const standInApi = new Hono().route(STAND_IN_PATH, standIn.api)
  const standInBase = new URL(STAND_IN_PATH, config.siteUrl).href
  service = await createSocietyService(societyConfig, {
    content: lakeContent(lake, config.dataset),
    deps: opts.deps,
    smtp: catcher
      ? {
          host: '127.0.0.1',
          port: catcher.port,
          secure: false,
          requireTls: false,
          user: null,
          password: null,
          dkim: null,
        }
      : undefined,
    fetch: (request) =>
      request.url.startsWith(`${standInBase}/`)
        ? Promise.resolve(standInApi.fetch(request))
        : lakeWrite && request.url.startsWith(lakeBase)
          ? lakeWrite.fetch(request)
          : fetch(request),
  })
  const running = service
  return {
    service,
    standIn,
    catcher,
    async close() {
      await running.close()
      await catcher?.close()
    },
  }
}
