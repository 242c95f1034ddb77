import type { ContentSource } from '@amrs/society-api/content/content-source'
import type { LakeEngine } from './lake/engine.ts'

/** Runs GROQ against the published content of the local lake (the forms' payment categories). */
export type LakeQuery = <T = unknown>(query: string, params?: Record<string, unknown>) => Promise<T>

/** Queries go through the lake engine: its workers, deadline and cache. */
export function lakeQueryFor(lake: LakeEngine, dataset = 'production'): LakeQuery {
  return async <T>(query: string, params: Record<string, unknown> = {}) =>
    (await lake.query({ dataset, query, params, perspective: 'published' })).result as T
}

/** The local lake as the society API's content source, when the site runs the API in process. */
export function lakeContent(lake: LakeEngine, dataset = 'production'): ContentSource {
  return { query: lakeQueryFor(lake, dataset) }
}
