/** The search redirect helper: only these engines; anything else falls back to google. */
export const SEARCH_ENGINES = {
  google: 'https://www.google.com/search?q=',
  bing: 'https://www.bing.com/search?q=',
  duckduckgo: 'https://duckduckgo.com/?q=',
} as const

export type SearchEngine = keyof typeof SEARCH_ENGINES

export function isSearchEngine(value: unknown): value is SearchEngine {
  return typeof value === 'string' && Object.hasOwn(SEARCH_ENGINES, value)
}

export function buildSearchUrl(engine: string | null | undefined, terms: string): string {
  const base = SEARCH_ENGINES[isSearchEngine(engine) ? engine : 'google']
  return base + encodeURIComponent(terms.trim())
}
