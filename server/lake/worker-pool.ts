import { setPriority } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { LakeDocument } from './perspective.mjs'
import { PoolError, type JobResult, type PoolOptions, type QueryJob } from './pool-contract.ts'
import type { FromWorker, ToWorker } from './worker-protocol.ts'

interface Job {
  id: number
  input: QueryJob
  resolve(result: JobResult): void
  reject(error: PoolError): void
  /** Queue wait limit, then (once running) the deadline; then the slow-query mark. */
  timer?: NodeJS.Timeout
  slowTimer?: NodeJS.Timeout
  slot?: Slot
}

interface Slot {
  worker: Worker
  ready: boolean
  tid: number | null
  niced: boolean
  job?: Job
  retired: boolean
}

const WORKER_URL = new URL('./query-worker.mjs', import.meta.url)
const SLOW_NICE = 10

/**
 * GROQ evaluation off the main thread: a few worker threads, a queue, and a deadline per
 * query. A query past its deadline is answered with a time-out and its worker is terminated
 * (stopping the evaluation wherever it is) and replaced, so one hostile query costs at most
 * one worker for `timeoutMs`, never the server's event loop. A query that runs longer than
 * `slowMs` also loses CPU priority, so the main thread keeps answering requests promptly.
 */
export class QueryWorkerPool {
  readonly #opts: Required<PoolOptions>
  readonly #slots: Slot[] = []
  readonly #queue: Job[] = []
  readonly #datasets = new Map<string, Extract<ToWorker, { type: 'load' }>>()
  #nextId = 1
  #closed = false
  readonly counters = { completed: 0, timeouts: 0, restarts: 0, reniced: 0 }

  constructor(opts: PoolOptions) {
    this.#opts = { maxWaitMs: opts.timeoutMs + 5000, maxHeapMb: 256, slowMs: 200, ...opts }
    for (let i = 0; i < Math.max(1, opts.size); i++) this.#slots.push(this.#spawn())
  }

  /** Gives every worker (and every future one) this content of the dataset. */
  load(dataset: string, revision: string, projectId: string, docs: LakeDocument[]): void {
    const message: ToWorker = { type: 'load', dataset, revision, projectId, docs }
    this.#datasets.set(dataset, message)
    for (const slot of this.#slots) slot.worker.postMessage(message)
  }

  run(input: QueryJob): Promise<JobResult> {
    if (this.#closed) return Promise.reject(new PoolError('closed', 'The content lake is closed'))
    if (this.#queue.length >= this.#opts.maxQueue)
      return Promise.reject(new PoolError('busy', 'Too many concurrent queries'))
    return new Promise<JobResult>((resolve, reject) => {
      const job: Job = { id: this.#nextId++, input, resolve, reject }
      job.timer = setTimeout(() => this.#giveUpWaiting(job), this.#opts.maxWaitMs)
      this.#queue.push(job)
      this.#dispatch()
    })
  }

  /** Workers busy and queries waiting (for tests and diagnostics). */
  stats(): { ready: number; busy: number; queued: number; workers: number } {
    return {
      ready: this.#slots.filter((s) => s.ready && !s.retired).length,
      busy: this.#slots.filter((s) => s.job).length,
      queued: this.#queue.length,
      workers: this.#slots.length,
    }
  }

  close(): void {
    this.#closed = true
    for (const job of this.#queue.splice(0)) this.#settle(job, new PoolError('closed', 'closed'))
    for (const slot of this.#slots) {
      const job = slot.job
      this.#retire(slot)
      if (job) this.#settle(job, new PoolError('closed', 'The content lake is closed'))
    }
  }

  #spawn(): Slot {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: this.#opts.maxHeapMb },
    })
    worker.unref()
    const slot: Slot = { worker, ready: false, tid: null, niced: false, retired: false }
    worker.on('message', (message: FromWorker) => this.#onMessage(slot, message))
    worker.on('error', (error) => this.#onCrash(slot, error))
    worker.on('exit', (code) => this.#onCrash(slot, new Error(`query worker exited (${code})`)))
    for (const message of this.#datasets.values()) worker.postMessage(message)
    return slot
  }

  #onMessage(slot: Slot, message: FromWorker): void {
    if (slot.retired) return
    if (message.type === 'ready') {
      slot.ready = true
      slot.tid = message.tid
      this.#dispatch()
      return
    }
    const job = slot.job
    if (!job || job.id !== message.id) return
    this.#release(slot)
    this.counters.completed++
    if (message.type === 'result') {
      this.#clearTimers(job)
      job.resolve({
        revision: message.revision,
        json: message.json,
        syncTags: message.syncTags,
        ms: message.ms,
      })
    } else {
      this.#settle(job, new PoolError(message.kind, message.message, message.position))
    }
    this.#dispatch()
  }

  #onCrash(slot: Slot, error: Error): void {
    if (slot.retired) return
    const job = slot.job
    this.#replace(slot)
    if (job) this.#settle(job, new PoolError('crash', `Query failed: ${error.message}`))
  }

  #giveUpWaiting(job: Job): void {
    const index = this.#queue.indexOf(job)
    if (index === -1) return
    this.#queue.splice(index, 1)
    this.#settle(job, new PoolError('busy', 'The content lake is busy; try again shortly'))
  }

  #expire(job: Job): void {
    if (job.slot && job.slot.job === job) this.#replace(job.slot)
    this.counters.timeouts++
    this.#settle(job, new PoolError('timeout', `Query timed out after ${this.#opts.timeoutMs} ms`))
  }

  /** The job on this slot is done: its thread gets its normal priority back. */
  #release(slot: Slot): void {
    const job = slot.job
    slot.job = undefined
    if (job) clearTimeout(job.slowTimer)
    if (!slot.niced || slot.tid === null) return
    try {
      setPriority(slot.tid, 0)
      slot.niced = false
    } catch {
      // Raising priority again needs a privilege we may not have: use a fresh thread instead.
      this.#replace(slot)
    }
  }

  #renice(slot: Slot): void {
    if (slot.tid === null || slot.niced || slot.retired) return
    try {
      setPriority(slot.tid, SLOW_NICE)
      slot.niced = true
      this.counters.reniced++
    } catch {
      /* not allowed here: it keeps running at normal priority */
    }
  }

  #replace(slot: Slot): void {
    this.#retire(slot)
    if (this.#closed) return
    this.counters.restarts++
    this.#slots[this.#slots.indexOf(slot)] = this.#spawn()
  }

  #retire(slot: Slot): void {
    slot.retired = true
    if (slot.job) clearTimeout(slot.job.slowTimer)
    slot.job = undefined
    void slot.worker.terminate()
  }

  #clearTimers(job: Job): void {
    clearTimeout(job.timer)
    clearTimeout(job.slowTimer)
  }

  #settle(job: Job, error: PoolError): void {
    this.#clearTimers(job)
    job.reject(error)
    this.#dispatch()
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (this.#queue.length === 0) return
      if (!slot.ready || slot.job || slot.retired) continue
      const job = this.#queue.shift()
      if (!job) return
      clearTimeout(job.timer)
      job.slot = slot
      slot.job = job
      job.timer = setTimeout(() => this.#expire(job), this.#opts.timeoutMs)
      job.slowTimer = setTimeout(() => this.#renice(slot), this.#opts.slowMs)
      const message: ToWorker = { type: 'query', id: job.id, ...job.input }
      slot.worker.postMessage(message)
    }
  }
}
