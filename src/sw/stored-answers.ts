import { OFFLINE_ORIGIN } from '@/lib/offline-cache'

/**
 * Content answers the site stores for offline use under keys of their own, so the worker can
 * answer a content query the browser never sent online (a talk page opened for the first time at
 * the venue, rendered from its day's talks). The key is the query and its parameters, the way
 * `@sanity/client` sends them in a GET: `query=<GROQ>` and `$name=<JSON value>`.
 */

export type QueryParams = Record<string, unknown>

/** The storage key of a query with its parameters (independent of parameter order). */
export function answerKey(query: string, params: QueryParams = {}): string {
  const url = new URL('/answer', OFFLINE_ORIGIN)
  url.searchParams.set('query', query)
  for (const name of Object.keys(params).sort())
    url.searchParams.set(`$${name}`, JSON.stringify(params[name]))
  return url.href
}

/** The key of a content query GET (`/v…/data/query/<dataset>?query=…&$code="a1-03"`), or null. */
export function answerKeyOf(url: URL): string | null {
  const query = url.searchParams.get('query')
  if (query === null) return null
  const params: QueryParams = {}
  for (const [name, value] of url.searchParams) {
    if (!name.startsWith('$')) continue
    try {
      params[name.slice(1)] = JSON.parse(value)
    } catch {
      return null
    }
  }
  return answerKey(query, params)
}

/** What the content API answers (`filterResponse: false`): the result and its sync tags. */
export const answerBody = (result: unknown) => JSON.stringify({ result, syncTags: [], ms: 0 })
