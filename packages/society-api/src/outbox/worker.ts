import type { Db } from '../db/db.ts'
import { SendError, type MailTransport, type RenderedMail } from '../mail/mail-types.ts'
import { DEFAULT_BACKOFF, retryDelayMs, type BackoffPolicy } from './backoff.ts'
import { createOutboxStore, type OutboxRow } from './outbox-store.ts'

/** Renders one kind of message from its stored facts (the wording read at send time). */
export type Renderer = (row: OutboxRow) => Promise<RenderedMail> | RenderedMail

export interface WorkerOptions {
  db: Db
  transport: MailTransport
  renderers: Record<string, Renderer>
  /** The Message-ID's domain (MAIL_FROM's). */
  domain: string
  clock?: () => Date
  /** How long a claimed message is held before another pass may take it again. */
  leaseMs?: number
  backoff?: BackoffPolicy
  /** How often the worker looks for due messages (0 = only when kicked or run by hand). */
  pollMs?: number
  /** One line per outcome: message id, kind and state, never an address. */
  log?: (line: string) => void
}

export interface PassReport {
  sent: number
  retried: number
  bounced: number
  failed: number
  suppressed: number
}

export interface OutboxWorker {
  /** Sends every message due now; resolves when the pass is over. */
  runOnce(): Promise<PassReport>
  /** A pass soon (after a write that enqueued), without waiting for the poll. */
  kick(): void
  /** Stops polling; resolves once a pass under way has finished. */
  stop(): Promise<void>
}

const DEFAULT_LEASE_MS = 2 * 60_000

/**
 * The outbox's sender (docs/decisions/0058-durable-outbox.md): claims each due message with a
 * lease, renders it, sends it with its own Message-ID, and records the outcome by its id. A
 * temporary failure comes back after a backoff; a 5xx marks the address as bounced.
 */
export function createOutboxWorker(options: WorkerOptions): OutboxWorker {
  const store = createOutboxStore(options.db)
  const clock = options.clock ?? (() => new Date())
  const policy = options.backoff ?? DEFAULT_BACKOFF
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
  const log = options.log ?? (() => {})
  let running: Promise<PassReport> | null = null
  let again = false
  let stopped = false

  async function deliver(row: OutboxRow, report: PassReport): Promise<void> {
    const tag = `outbox ${row.id} (${row.kind})`
    if (store.isSuppressed(row.recipient)) {
      await store.finish(row.id, 'suppressed', clock(), 'the address bounced before')
      report.suppressed++
      log(`${tag}: not sent, the address bounced before`)
      return
    }
    const render = options.renderers[row.kind]
    try {
      if (!render) throw new SendError(`no renderer for the kind "${row.kind}"`, false)
      const mail = await render(row)
      const { response } = await options.transport.send({
        ...mail,
        to: row.recipient,
        messageId: `<${row.id}@${options.domain}>`,
      })
      await store.finish(row.id, 'sent', clock(), response)
      report.sent++
      log(`${tag}: sent on attempt ${row.attempts}`)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (error instanceof SendError && error.permanent) {
        await store.bounce(row.id, row.recipient, message, clock())
        report.bounced++
        log(`${tag}: refused for good, the address is not mailed again`)
      } else if (row.attempts >= policy.maxAttempts) {
        await store.finish(row.id, 'failed', clock(), message)
        report.failed++
        log(`${tag}: given up after ${row.attempts} attempts`)
      } else {
        const delay = retryDelayMs(row.attempts, policy)
        await store.retryAt(row.id, new Date(clock().getTime() + delay), message)
        report.retried++
        log(`${tag}: attempt ${row.attempts} failed, again in ${Math.round(delay / 1000)} s`)
      }
    }
  }

  async function pass(): Promise<PassReport> {
    const report: PassReport = { sent: 0, retried: 0, bounced: 0, failed: 0, suppressed: 0 }
    for (;;) {
      const ids = store.due(clock())
      let claimed = 0
      for (const id of ids) {
        if (stopped) return report
        const row = await store.claim(id, clock(), leaseMs)
        if (!row) continue
        claimed++
        await deliver(row, report)
      }
      if (claimed === 0 || ids.length === 0) return report
    }
  }

  function runOnce(): Promise<PassReport> {
    if (running) {
      again = true
      return running
    }
    running = pass().finally(() => {
      running = null
      if (again && !stopped) {
        again = false
        void runOnce()
      }
    })
    return running
  }

  const timer =
    options.pollMs && options.pollMs > 0
      ? setInterval(
          () => void runOnce().catch((e: unknown) => log(`outbox pass failed: ${String(e)}`)),
          options.pollMs,
        )
      : null
  timer?.unref()

  return {
    runOnce,
    kick: () => void runOnce().catch((e: unknown) => log(`outbox pass failed: ${String(e)}`)),
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      await running?.catch(() => {})
    },
  }
}
