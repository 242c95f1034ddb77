import type { ClientReturn, QueryParams } from '@sanity/client'
import useSWR, { type SWRResponse } from 'swr'
import { loadClient } from './load-client'
import { isHydratingWith, serializeContentKey } from './prerendered'

export type ContentKey = readonly ['content', string, QueryParams | undefined]

export function contentKey(query: string, params?: QueryParams): ContentKey {
  return ['content', query, params]
}

/** Answers also carry Sanity's `syncTags` (for live updates); SWR keeps only the result. */
export async function fetchContent([, query, params]: ContentKey): Promise<unknown> {
  const client = await loadClient()
  const response = await client.fetch(query, params ?? {}, { filterResponse: false })
  return response.result
}

/**
 * The only way components read content: a GROQ query (from `queries.ts`) through SWR.
 * The result type comes from the generated `sanity.types.ts` query map. On a prerendered page
 * the data is already there (SWR `fallback`) and hydration sends no request for it.
 */
export function useContent<const Q extends string>(
  query: Q,
  params?: QueryParams,
): SWRResponse<ClientReturn<Q, unknown>, Error> {
  const key = contentKey(query, params)
  const prerendered = isHydratingWith(serializeContentKey(key))
  return useSWR(
    key,
    fetchContent,
    prerendered ? { revalidateOnMount: false } : undefined,
  ) as SWRResponse<ClientReturn<Q, unknown>, Error>
}
