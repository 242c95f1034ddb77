import { evaluate, parse } from 'groq-js'
import type { SanityDocument } from './dataset.ts'

export type Perspective = 'published' | 'raw' | 'drafts' | 'previewDrafts'

/** Documents as a given perspective sees them (Sanity's rules, simplified for a local lake). */
export function applyPerspective(
  docs: SanityDocument[],
  perspective: Perspective,
): SanityDocument[] {
  if (perspective === 'raw') return docs
  const published = docs.filter(
    (d) => !d._id.startsWith('drafts.') && !d._id.startsWith('versions.'),
  )
  if (perspective === 'published') return published
  const drafts = new Map(
    docs.filter((d) => d._id.startsWith('drafts.')).map((d) => [d._id.slice('drafts.'.length), d]),
  )
  const merged = published.map((d) => {
    const draft = drafts.get(d._id)
    return draft ? { ...draft, _id: d._id } : d
  })
  for (const [id, draft] of drafts)
    if (!published.some((d) => d._id === id)) merged.push({ ...draft, _id: id })
  return merged
}

export class QueryError extends Error {
  override name = 'QueryError'
}

/** Runs a GROQ query with params; a parse or evaluation problem becomes a QueryError. */
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
