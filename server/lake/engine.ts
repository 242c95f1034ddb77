import type { DatasetStore } from './dataset.ts'
import { LakeError } from './errors.ts'
import type { LakeConfig } from './lake-config.ts'
import { checkQueryLimits } from './limits.ts'
import { LiveEventLog } from './live-events.ts'
import { LiveHub } from './live-hub.ts'
import type { LakeDocument, Perspective } from './perspective.mjs'
import { cacheKey, QueryCache } from './query-cache.ts'
import { changeTags } from './sync-tags.mjs'
import { PoolError } from './pool-contract.ts'
import { QueryWorkerPool } from './worker-pool.ts'

export type { Perspective }

export interface LakeQueryRequest {
  dataset: string
  query: string
  params?: Record<string, unknown>
  perspective?: Perspective
  /** Set after a live event: the answer must be fresh (no cache is consulted). */
  lastLiveEventId?: string
}

/** The content lake as the rest of the server uses it (society API, server-side rendering). */
export interface LakeEngine {
  query(req: LakeQueryRequest): Promise<{ result: unknown; syncTags: string[]; ms: number }>
  /** Changes whenever the dataset's content changes. */
  revision(dataset: string): string
  /** One call per live `message`/`restart` event the lake emits (the same events the SSE endpoint streams). */
  subscribe(
    listener: (event: {
      dataset: string
      type: 'message' | 'restart'
      id: string
      tags: string[]
    }) => void,
  ): () => void
  close(): void
}

/** A query answer before it becomes HTTP: the result as JSON text. */
export interface LakeAnswer {
  revision: string
  json: string
  syncTags: string[]
  ms: number
  cache: 'hit' | 'miss' | 'bypass'
}

/** The engine plus what the HTTP routes need. */
export interface LocalLake extends LakeEngine {
  readonly store: DatasetStore
  readonly config: LakeConfig
  readonly live: LiveHub
  readonly events: LiveEventLog
  /** Like `query`, but keeps the result as JSON text (throws LakeError). */
  answer(req: LakeQueryRequest): Promise<LakeAnswer>
  stats(): {
    cache: { size: number; hits: number; misses: number }
    pool: QueryWorkerPool['counters'] & ReturnType<QueryWorkerPool['stats']>
  }
}

/** A pool failure as the HTTP answer Sanity would give. */
function toLakeError(error: unknown, query: string): LakeError {
  if (!(error instanceof PoolError)) return new LakeError(500, 'Query failed')
  switch (error.kind) {
    case 'parse':
      return error.position === undefined
        ? new LakeError(400, error.message, 'queryParseError')
        : new LakeError(400, error.message, 'queryParseError', {
            query,
            start: error.position,
            end: error.position + 1,
          })
    case 'query':
      return new LakeError(400, error.message, 'queryEvaluationError')
    case 'notFound':
      return new LakeError(404, error.message)
    case 'timeout':
      return new LakeError(504, error.message, 'queryTimeout')
    case 'busy':
      return new LakeError(429, error.message, 'rateLimited')
    case 'tooLarge':
      return new LakeError(413, error.message, 'queryResultTooLarge')
    case 'closed':
      return new LakeError(503, error.message)
    case 'crash':
      return new LakeError(500, error.message, 'queryEvaluationError')
  }
}

export function createLakeEngine(
  store: DatasetStore,
  config: LakeConfig,
  opts: { projectId: string },
): LocalLake {
  const pool = new QueryWorkerPool({
    size: config.workers,
    timeoutMs: config.queryTimeoutMs,
    maxQueue: 500,
  })
  const cache = new QueryCache(config.cacheEntries, config.cacheMaxChars)
  const inflight = new Map<string, Promise<LakeAnswer>>()
  const events = new LiveEventLog()
  const live = new LiveHub(events, {
    keepAliveMs: config.keepAliveMs,
    maxConnections: config.maxLiveConnections,
    maxBacklogBytes: 256 * 1024,
  })

  const documents = (dataset: string) => store.documents(dataset) as LakeDocument[]
  for (const dataset of store.names())
    pool.load(dataset, store.revision(dataset) ?? '', opts.projectId, documents(dataset))

  const unsubscribeStore = store.subscribe((change) => {
    // Workers first (messages to a worker arrive in order), then the cache, then the event:
    // a client that refetches on the event is answered from the new content.
    pool.load(change.dataset, change.revision, opts.projectId, documents(change.dataset))
    cache.dropDataset(change.dataset, change.revision)
    if (change.restart) events.append(change.dataset, 'restart', [])
    else
      events.append(
        change.dataset,
        'message',
        changeTags(change.dataset, change.documentIds, change.types),
      )
  })

  async function evaluate(
    req: Required<Pick<LakeQueryRequest, 'dataset' | 'query' | 'perspective' | 'params'>>,
  ): Promise<LakeAnswer> {
    checkQueryLimits(req.query)
    try {
      const result = await pool.run(req)
      const answer = { ...result, cache: 'miss' as const }
      cache.set(cacheKey({ ...req, revision: result.revision }), req.dataset, answer)
      return answer
    } catch (error) {
      throw toLakeError(error, req.query)
    }
  }

  async function answer(req: LakeQueryRequest): Promise<LakeAnswer> {
    if (!store.has(req.dataset)) throw new LakeError(404, `Dataset "${req.dataset}" not found`)
    const job = {
      dataset: req.dataset,
      query: req.query,
      perspective: req.perspective ?? 'published',
      params: req.params ?? {},
    }
    if (req.lastLiveEventId) return { ...(await evaluate(job)), cache: 'bypass' }
    const key = cacheKey({ ...job, revision: store.revision(req.dataset) ?? '' })
    const hit = cache.get(key)
    if (hit) return { ...hit, cache: 'hit' }
    let pending = inflight.get(key)
    if (!pending) {
      pending = evaluate(job).finally(() => inflight.delete(key))
      inflight.set(key, pending)
    }
    return pending
  }

  return {
    store,
    config,
    live,
    events,
    answer,
    async query(req) {
      const { json, syncTags, ms } = await answer(req)
      return { result: JSON.parse(json) as unknown, syncTags, ms }
    },
    revision: (dataset) => store.revision(dataset) ?? '',
    subscribe(listener) {
      return events.subscribe(({ dataset, type, id, tags }) =>
        listener({ dataset, type, id, tags }),
      )
    },
    stats: () => ({
      cache: { size: cache.size, ...cache.counters },
      pool: { ...pool.counters, ...pool.stats() },
    }),
    close() {
      unsubscribeStore()
      live.close()
      pool.close()
    },
  }
}
