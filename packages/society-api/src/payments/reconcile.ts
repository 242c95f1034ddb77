import type { PaymentGateway } from './gateway.ts'
import type { PaymentsStore } from './payments-store.ts'

export interface ReconcileReport {
  checked: number
  paid: number
  abandoned: number
  stillPending: number
  unreachable: number
}

/**
 * Reconciliation (docs/decisions/0052-paystack-protocol.md): every pending payment is verified
 * with the provider again and its record applied (a payment whose webhook and return never
 * arrived is found paid); one opened longer ago than `abandonAfterMs` and still not paid is
 * abandoned (a later success still counts: abandoned stays open to it). While the provider does
 * not answer nothing is abandoned. The summary is logged, without personal data.
 */
export async function reconcile(
  store: PaymentsStore,
  gateway: PaymentGateway,
  opts: { now: Date; abandonAfterMs: number },
): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    checked: 0,
    paid: 0,
    abandoned: 0,
    stillPending: 0,
    unreachable: 0,
  }
  const before = new Date(opts.now.getTime() - opts.abandonAfterMs)
  for (const { reference, createdAt } of store.pending()) {
    report.checked++
    const stale = new Date(createdAt) < before
    let record
    try {
      record = await gateway.verify(reference)
    } catch {
      report.unreachable++
      continue
    }
    const state = record
      ? (await store.applyRecord(reference, record, { holdAbandoned: !stale })).transaction?.state
      : 'pending'
    if (state === 'success') report.paid++
    else if (state === 'pending' && stale && (await store.abandon(reference, before)))
      report.abandoned++
    else if (state === 'pending') report.stillPending++
    else if (state === 'abandoned') report.abandoned++
  }
  if (report.checked > 0)
    console.log(
      `[payments] reconciliation: ${report.checked} pending checked, ${report.paid} paid, ${report.abandoned} abandoned, ${report.stillPending} still pending, ${report.unreachable} not reached (provider unavailable)`,
    )
  return report
}

/** Runs `run` every `everyMs` (0: never), one run at a time; `stop` ends it. */
export function schedule(run: () => Promise<unknown>, everyMs: number): { stop(): void } {
  if (everyMs <= 0) return { stop() {} }
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    run()
      .catch((error: unknown) => console.error('[payments] reconciliation failed', error))
      .finally(() => (running = false))
  }, everyMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
