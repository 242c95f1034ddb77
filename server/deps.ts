import type { ServerConfig } from './config.ts'
import type { PaymentGateway } from './api/conference/payment-gateway.ts'
import type { Db } from './db.ts'
import type { LakeEngine } from './lake/engine.ts'

/** Runs GROQ against the published content of the local lake (e.g. fee data for payments). */
export type LakeQuery = <T = unknown>(query: string, params?: Record<string, unknown>) => Promise<T>

/** What every society-API module gets: storage, content and configuration. */
export interface ApiDeps {
  db: Db
  lake: LakeQuery
  config: ServerConfig
  /** The card-payment provider; default: the local checkout (tests/e2e wraps it). */
  payments?: PaymentGateway
}

/** Queries go through the lake engine: its workers, deadline and cache. */
export function lakeQueryFor(lake: LakeEngine, dataset = 'production'): LakeQuery {
  return async <T>(query: string, params: Record<string, unknown> = {}) =>
    (await lake.query({ dataset, query, params, perspective: 'published' })).result as T
}
