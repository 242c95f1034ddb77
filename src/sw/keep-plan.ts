import { KEEP_OFFLINE, type OfflinePlan } from '@/lib/offline-cache'
import { answerBody, answerKey, type QueryParams } from './stored-answers'

/**
 * The requests a plan (`OfflinePlan`) makes, as pure rules the worker and its tests share: each
 * content query as a GET the way `@sanity/client` sends it (`query=<GROQ>`, `$name=<JSON>`,
 * tagged so the worker does not also file it with the answers pages asked for), with the key
 * its answer is stored under.
 */
export function queryUrl(endpoint: string, query: string, params: QueryParams = {}): string {
  const url = new URL(endpoint)
  url.searchParams.set('query', query)
  for (const [name, value] of Object.entries(params))
    url.searchParams.set(`$${name}`, JSON.stringify(value))
  url.searchParams.set('returnQuery', 'false')
  url.searchParams.set('perspective', 'published')
  url.searchParams.set('tag', KEEP_OFFLINE)
  return url.href
}

export interface PlannedRequests {
  /** Answers kept as the network sends them: fetch `url`, store under `key`. */
  answers: Array<{ url: string; key: string }>
  /** Each day's talks: fetch, then keep each talk under its own key (`talkAnswers`). */
  talkLists: string[]
}

export function plannedRequests(plan: OfflinePlan, endpoint: string): PlannedRequests {
  return {
    answers: plan.queries.map(({ query, params }) => ({
      url: queryUrl(endpoint, query, params),
      key: answerKey(query, params),
    })),
    talkLists: plan.talks.params.map((params) => queryUrl(endpoint, plan.talks.query, params)),
  }
}

/** A day's talks (the content API's answer) as each talk's own stored answer. */
export function talkAnswers(
  answer: unknown,
  talkQuery: string,
): Array<{ key: string; body: string }> {
  const result = (answer as { result?: unknown } | null)?.result
  if (!Array.isArray(result)) return []
  return result.flatMap((talk: unknown) => {
    const code = (talk as { code?: unknown } | null)?.code
    return typeof code === 'string' && code
      ? [{ key: answerKey(talkQuery, { code }), body: answerBody(talk) }]
      : []
  })
}
