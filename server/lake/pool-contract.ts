import type { Perspective } from './perspective.mjs'
import type { WorkerErrorKind } from './worker-protocol.ts'

// What the lake's query worker pool (worker-pool.ts) takes and answers: a job, its result, the
// pool's errors and its settings.

export interface QueryJob {
  dataset: string
  perspective: Perspective
  query: string
  params: Record<string, unknown>
}

export interface JobResult {
  revision: string
  json: string
  syncTags: string[]
  ms: number
}

export type PoolErrorKind = WorkerErrorKind | 'timeout' | 'busy' | 'crash' | 'closed'

export class PoolError extends Error {
  override name = 'PoolError'
  constructor(
    readonly kind: PoolErrorKind,
    message: string,
    readonly position?: number,
  ) {
    super(message)
  }
}

export interface PoolOptions {
  /** Number of worker threads (each holds a copy of the datasets). */
  size: number
  /** A query running longer fails, and its worker is terminated and replaced. */
  timeoutMs: number
  /** A query waiting this long for a free worker fails as "busy" (default timeoutMs + 5 s). */
  maxWaitMs?: number
  /** Queries waiting for a worker beyond this many are refused at once. */
  maxQueue: number
  /** Heap cap per worker: a query that allocates without bound kills only its worker. */
  maxHeapMb?: number
  /** A query running this long is slow: its thread drops to nice 10 (Linux) until it ends. */
  slowMs?: number
}
