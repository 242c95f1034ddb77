/** One cached query answer: the result as JSON text plus what the HTTP answer needs. */
export interface CachedAnswer {
  revision: string
  json: string
  syncTags: string[]
  ms: number
}

/**
 * Least-recently-used cache of query answers, bounded by entry count and by the size of the
 * JSON it holds. Keys include the dataset revision, so an answer can never be served for
 * content it was not computed from; `dropDataset` frees the old revisions after a change.
 */
export class QueryCache {
  readonly #entries = new Map<string, CachedAnswer & { dataset: string }>()
  #chars = 0
  readonly counters = { hits: 0, misses: 0 }

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key)
    if (!entry) {
      this.counters.misses++
      return undefined
    }
    this.counters.hits++
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry
  }

  set(key: string, dataset: string, answer: CachedAnswer): void {
    if (answer.json.length > this.maxChars / 4) return
    this.#remove(key)
    this.#entries.set(key, { ...answer, dataset })
    this.#chars += answer.json.length
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.maxEntries && this.#chars <= this.maxChars) break
      this.#remove(oldest)
    }
  }

  /** Forgets the dataset's answers for every revision but `keep`. */
  dropDataset(dataset: string, keep: string): void {
    for (const [key, entry] of this.#entries)
      if (entry.dataset === dataset && entry.revision !== keep) this.#remove(key)
  }

  get size(): number {
    return this.#entries.size
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#chars -= entry.json.length
    this.#entries.delete(key)
  }
}

/** Cache key of a query: dataset, revision, perspective, query text and params. */
export function cacheKey(parts: {
  dataset: string
  revision: string
  perspective: string
  query: string
  params: Record<string, unknown>
}): string {
  return [
    parts.dataset,
    parts.revision,
    parts.perspective,
    parts.query,
    canonicalJson(parts.params),
  ].join('\u0000')
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` params share a cache entry. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
