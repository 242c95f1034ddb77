import type { ServerConfig } from './config.ts'
import type { Db } from './db.ts'
import type { DatasetStore } from './lake/dataset.ts'
import { applyPerspective, runQuery } from './lake/query.ts'

/** Runs GROQ against the published content of the local lake (e.g. fee data for payments). */
export type LakeQuery = <T = unknown>(query: string, params?: Record<string, unknown>) => Promise<T>

/** What every society-API module gets: storage, content and configuration. */
export interface ApiDeps {
  db: Db
  lake: LakeQuery
  config: ServerConfig
}

export function lakeQueryFor(store: DatasetStore, dataset = 'production'): LakeQuery {
  return async <T>(query: string, params: Record<string, unknown> = {}) =>
    (await runQuery(applyPerspective(store.documents(dataset), 'published'), query, params)) as T
}
