import { evaluate, parse } from 'groq-js'
import type { SanityDocument } from './dataset.ts'
import type { Perspective } from './perspective.mjs'

export { applyPerspective } from './perspective.mjs'
export type { Perspective }

export class QueryError extends Error {
  override name = 'QueryError'
}

/**
 * Runs a GROQ query with params on the calling thread; a parse or evaluation problem becomes a
 * QueryError. Only for small, bounded inputs (the listen API matches one document at a time);
 * queries over a dataset go through the engine's workers.
 */
export async function runQuery(
  docs: SanityDocument[],
  query: string,
  params: Record<string, unknown> = {},
): Promise<unknown> {
  let tree
  try {
    tree = parse(query, { params })
  } catch (error) {
    throw new QueryError(error instanceof Error ? error.message : 'Invalid GROQ query')
  }
  try {
    const value = await evaluate(tree, { dataset: docs, params })
    return await value.get()
  } catch (error) {
    throw new QueryError(error instanceof Error ? error.message : 'Query evaluation failed')
  }
}

export function isPerspective(value: string | null | undefined): value is Perspective {
  return value === 'published' || value === 'raw' || value === 'drafts' || value === 'previewDrafts'
}
