import type { ContentWriteConfig } from '../config.ts'

/** One of Sanity's mutations as the service sends them (https://www.sanity.io/docs/http-mutations). */
export type ContentMutation =
  | { createIfNotExists: { _id: string; _type: string } }
  | {
      patch: {
        id: string
        /** Applied only if the document is still at this revision (else the transaction fails). */
        ifRevisionID?: string
        set?: Record<string, unknown>
        unset?: string[]
      }
    }

export interface MutateAnswer {
  transactionId: string
  results: { id: string; operation: string }[]
}

/** Sanity's mutation API (or the local lake's) with the service's write token. */
export interface ContentWriter {
  /** One transaction: every mutation or none (throws ContentWriteError). */
  mutate(mutations: ContentMutation[]): Promise<MutateAnswer>
  /** A query in the raw perspective (drafts and published documents by their own ids). */
  rawQuery<T>(query: string, params?: Record<string, unknown>): Promise<T>
}

export class ContentWriteError extends Error {
  override name = 'ContentWriteError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** How long one write may take before the desk's action says it failed. */
const TIMEOUT_MS = 15_000

/**
 * One client for both places (docs/decisions/0085): the base URL and token come from the
 * configuration; `fetch` is the network's, or the site's lake in its own process.
 */
export function createContentWriter(
  config: ContentWriteConfig,
  fetchFn: (request: Request) => Promise<Response> = (request) => fetch(request),
): ContentWriter {
  const base = `${config.baseUrl.replace(/\/+$/, '')}/v${config.apiVersion}/data`
  async function call<T>(url: string, body: unknown): Promise<T> {
    const response = await fetchFn(
      new Request(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${config.token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    )
    const answer = (await response.json().catch(() => null)) as {
      error?: { description?: string }
    } | null
    if (!response.ok)
      throw new ContentWriteError(
        response.status,
        `The content API answered ${response.status}: ${answer?.error?.description ?? 'no description'}`,
      )
    return answer as T
  }
  return {
    mutate: (mutations) =>
      call<MutateAnswer>(`${base}/mutate/${config.dataset}?returnIds=true&visibility=sync`, {
        mutations,
      }),
    async rawQuery<T>(query: string, params: Record<string, unknown> = {}) {
      const answer = await call<{ result: T }>(`${base}/query/${config.dataset}?perspective=raw`, {
        query,
        params,
        perspective: 'raw',
      })
      return answer.result
    },
  }
}
