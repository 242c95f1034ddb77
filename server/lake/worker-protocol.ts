import type { LakeDocument, Perspective } from './perspective.mjs'

/** Messages between worker-pool.ts and query-worker.mjs. */
export type ToWorker =
  | { type: 'load'; dataset: string; revision: string; projectId: string; docs: LakeDocument[] }
  | {
      type: 'query'
      id: number
      dataset: string
      perspective: Perspective
      query: string
      params: Record<string, unknown>
    }

export type WorkerErrorKind = 'notFound' | 'parse' | 'query' | 'tooLarge'

export type FromWorker =
  | { type: 'ready'; /** Linux thread id (null elsewhere) */ tid: number | null }
  | {
      type: 'result'
      id: number
      revision: string
      /** The result as JSON text (serialised in the worker, spliced into the HTTP answer). */
      json: string
      syncTags: string[]
      ms: number
    }
  | { type: 'error'; id: number; kind: WorkerErrorKind; message: string; position?: number }
