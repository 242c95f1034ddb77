import path from 'node:path'
import type { Hono } from 'hono'
import { createSocietyApp } from './app.ts'
import type { SocietyConfig } from './config.ts'
import type { ContentSource } from './content/content-source.ts'
import { createContentWriter } from './content/content-writer.ts'
import { openDb, type Db, type WriterMode } from './db/db.ts'
import type { ServiceDeps } from './deps.ts'
import { createSmtpTransport, type SmtpConfig } from './mail/smtp-transport.ts'
import { messageRenderers } from './messages/renderers.ts'
import { schedulePostSender, type PostPassReport } from './newsletter/post-sender.ts'
import { purgeUnconfirmedSubscriptions } from './newsletter/purge-unconfirmed.ts'
import { createOutboxWorker, type OutboxWorker } from './outbox/worker.ts'
import { PaystackGateway } from './payments/paystack-gateway.ts'
import { createPaymentsStore } from './payments/payments-store.ts'
import { reconcile, schedule, type ReconcileReport } from './payments/reconcile.ts'
import { schedulePurge } from './privacy/purge-rules.ts'
import { retryTalkWithdrawals } from './talks/withdrawal-retry.ts'

export interface SocietyService {
  /** Plain `(Request) => Response`, answering `/api/…`: mounted by the site or served alone. */
  fetch: (request: Request, env?: object) => Response | Promise<Response>
  app: Hono
  deps: ServiceDeps
  /** Sends the outbox's due messages (also every `MAIL_POLL_SECONDS`, and soon after a write). */
  outbox: OutboxWorker
  /**
   * Sends newly published news posts to the newsletter's subscribers now (it also runs every
   * `NEWSLETTER_POLL_SECONDS`, with the purge of unconfirmed addresses).
   */
  newsletter(): Promise<PostPassReport>
  /** Verifies pending payments again now (it also runs every `RECONCILE_EVERY_SECONDS`). */
  reconcile(): Promise<ReconcileReport>
  /** Stops reconciliation; resolves once the last commit is on disk and the WAL checkpointed. */
  close(): Promise<void>
}

export interface ServiceOptions {
  /** The content in process (the site's lake); standalone: the Sanity API in the configuration. */
  content?: ContentSource
  /** The HTTP client the Paystack adapter and the content writer use (default: fetch). */
  fetch?: (request: Request) => Promise<Response>
  /** Replaces dependencies (the browser tests wrap the payment provider). */
  deps?: (deps: ServiceDeps) => ServiceDeps
  writer?: WriterMode
  /** Where mail goes when the configuration names no SMTP server (the site's local catcher). */
  smtp?: SmtpConfig
  /** The outbox's lines (message ids and outcomes, never addresses); default: none. */
  log?: (line: string) => void
  /**
   * The retention purge (privacy/purge-rules.ts): run at start and daily while the service runs,
   * whichever process mounts it, its count line to `purgeLog` (default: the console). Off only
   * for a one-off command that runs it itself (`npm run society-api -- purge`).
   */
  purge?: boolean
  purgeLog?: (line: string) => void
}

/**
 * The society API as a service (docs/decisions/0053-society-api-service.md): opens (checks and
 * migrates) its database in `DATA_DIR`, speaks Paystack's protocol to the configured provider,
 * reconciles pending payments on a schedule, and answers under /api.
 */
export async function createSocietyService(
  config: SocietyConfig,
  options: ServiceOptions = {},
): Promise<SocietyService> {
  // @sanity/client loads only when the service reads content over HTTP (standalone).
  const content =
    options.content ??
    (config.content
      ? (await import('./content/sanity-content.ts')).createSanityContent(config.content)
      : null)
  if (!content)
    throw new Error(
      'The society API needs content: SANITY_PROJECT_ID, or a content source in process',
    )
  const opened = await openDb(path.join(config.dataDir, 'society.sqlite'), {
    writer: options.writer,
  })
  let worker: OutboxWorker | null = null
  // A write that put a message in the outbox starts a pass at once (no wait for the poll).
  const db: Db = {
    get: (sql, params) => opened.get(sql, params),
    all: (sql, params) => opened.all(sql, params),
    integrityCheck: () => opened.integrityCheck(),
    checkpoint: () => opened.checkpoint(),
    close: () => opened.close(),
    async write(statements) {
      const results = await opened.write(statements)
      if (statements.some((s) => s.sql.includes('INSERT INTO outbox'))) worker?.kick()
      return results
    },
  }
  const base: ServiceDeps = {
    db,
    content,
    config,
    payments: new PaystackGateway({ ...config.paystack, fetch: options.fetch }),
    contentWriter: config.contentWrite
      ? createContentWriter(config.contentWrite, options.fetch)
      : null,
  }
  const smtp = config.mail.smtp ?? options.smtp
  if (!smtp)
    throw new Error('The society API needs an SMTP server: SMTP_HOST, or a catcher in process')
  const transport = createSmtpTransport(smtp, config.mail)
  base.outbox = { kick: () => worker?.kick() }
  let looker: { now(): Promise<PostPassReport> } | null = null
  base.newsletter = { look: () => looker?.now() ?? Promise.resolve(null) }
  const deps = options.deps ? options.deps(base) : base
  worker = createOutboxWorker({
    db,
    transport,
    renderers: messageRenderers(deps),
    domain: senderDomain(config.mail.from),
    clock: deps.clock,
    pollMs: config.mail.pollMs,
    log: options.log,
  })
  const outbox = worker
  const app = createSocietyApp(deps)
  const payments = createPaymentsStore(db, deps.clock)
  const run = () =>
    reconcile(payments, deps.payments, {
      now: deps.clock?.() ?? new Date(),
      abandonAfterMs: config.reconcile.abandonAfterMs,
    })
  const scheduled = schedule(run, config.reconcile.everyMs)
  // Talks the desk could not mark withdrawn (the CMS was down) are put right on the same beat.
  const talksScheduled = schedule(
    () =>
      retryTalkWithdrawals(deps, deps.clock?.() ?? new Date()).catch((error: unknown) =>
        console.error('[talks] withdrawal retry failed:', (error as Error).message),
      ),
    config.reconcile.everyMs,
  )
  const posts = schedulePostSender(deps, 0, options.log)
  looker = posts
  // The newsletter's schedule: new posts, then the purge of addresses never confirmed (until the
  // service's purge list runs every retention rule: docs/decisions/0062).
  const newsletterScheduled = schedule(
    () =>
      posts
        .now()
        .then(() => purgeUnconfirmedSubscriptions.run(deps, deps.clock?.() ?? new Date()))
        .catch((error: unknown) => console.error('[newsletter] scheduled look failed', error)),
    config.mail.newsletterPollMs,
  )
  // Retention, in every mode (standalone, or mounted by the site's server): now and daily.
  const purge =
    options.purge === false
      ? null
      : schedulePurge(deps, options.purgeLog ?? ((line) => console.log(line)))
  return {
    fetch: (request, env) => app.fetch(request, env),
    app,
    deps,
    outbox,
    newsletter: posts.now,
    reconcile: run,
    async close() {
      purge?.stop()
      scheduled.stop()
      talksScheduled.stop()
      newsletterScheduled.stop()
      await posts.stop()
      await outbox.stop()
      transport.close()
      return db.close()
    },
  }
}

/** The domain of `Name <user@domain>` or `user@domain`. */
export const senderDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
