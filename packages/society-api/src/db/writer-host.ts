import { Worker } from 'node:worker_threads'
import { GroupCommitWriter, type WriteOutcome, type WriteUnit } from './db-writer.ts'

/** Where the writer runs: a worker thread (the server) or this thread (unit tests, scripts). */
export type WriterMode = 'thread' | 'inline'

export interface Writer {
  submit(unit: WriteUnit): void
  close(): Promise<void>
}

export type Settle = (outcome: WriteOutcome) => void

export function inlineWriter(file: string, settle: Settle): Writer {
  const writer = new GroupCommitWriter(file, (outcomes) => outcomes.forEach(settle))
  return {
    submit: (unit) => writer.enqueue(unit),
    close: async () => writer.close(),
  }
}

/** The writer in a worker thread; resolves once it has opened the file and takes units. */
export async function threadWriter(
  file: string,
  settle: Settle,
  failAll: (reason: string) => void,
): Promise<Writer> {
  let worker: Worker | null = null
  let closing = false
  const start = () =>
    new Promise<Worker>((resolve, reject) => {
      const w = new Worker(new URL('./db-worker.mjs', import.meta.url), { workerData: { file } })
      w.on('message', (message: WriteOutcome[] | 'ready') => {
        if (message === 'ready') resolve(w)
        else message.forEach(settle)
      })
      w.on('error', (error) => {
        console.error('[db] writer thread failed', error)
        reject(error)
      })
      w.on('exit', () => {
        if (worker === w) worker = null
        if (!closing) failAll('The database writer stopped')
      })
    })
  worker = await start()
  let restarting: Promise<Worker> | null = null
  return {
    submit(unit) {
      if (worker) return worker.postMessage(unit)
      // The thread died (its units failed with PersistError): start a new one for this unit.
      restarting ??= start().finally(() => (restarting = null))
      restarting.then(
        (w) => {
          worker = w
          w.postMessage(unit)
        },
        (error: unknown) =>
          settle({
            id: unit.id,
            ok: false,
            kind: 'persist',
            message: String(error),
            code: 'WRITER_GONE',
          }),
      )
    },
    async close() {
      closing = true
      const w = worker
      if (!w) return
      const exited = new Promise<void>((resolve) => w.once('exit', () => resolve()))
      w.postMessage('close')
      await exited
    },
  }
}
