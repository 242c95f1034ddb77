import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { evaluate, parse } from 'groq-js'
import { rewriteAssets } from '@amrs/shared/seed-assets'

/**
 * The seed dataset as visitors see it (published perspective: its drafts are preview's only),
 * with its images rewritten the way the local lake and `sanity dataset import` do, for tests that
 * run the site's queries over it.
 */
const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../studio/seed')

type Doc = { _id: string; _type: string; [key: string]: unknown }

export const publishedSeed: Doc[] = rewriteAssets(
  readFileSync(path.join(seedDir, 'production.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, never>)
    .filter((doc) => !String(doc._id).startsWith('drafts.')),
  seedDir,
  { projectId: 'local', dataset: 'production' },
).documents as Doc[]

/** Runs a GROQ query over a dataset (the published seed unless given), references by id. */
export async function runGroq<T>(
  query: string,
  params: Record<string, unknown> = {},
  dataset: Doc[] = publishedSeed,
): Promise<T> {
  const byId = new Map(dataset.map((doc) => [doc._id, doc]))
  const result = await evaluate(parse(query, { params }), {
    dataset,
    params,
    dereference: ({ _ref }) => byId.get(_ref) ?? null,
  })
  return (await result.get()) as T
}
