import type { ClientReturn, QueryParams } from '@sanity/client'
import useSWR, { type SWRResponse } from 'swr'
import { sanityClient } from './client'

export type ContentKey = readonly ['content', string, QueryParams | undefined]

export function contentKey(query: string, params?: QueryParams): ContentKey {
  return ['content', query, params]
}

export function fetchContent([, query, params]: ContentKey): Promise<unknown> {
  return sanityClient.fetch(query, params ?? {})
}

/**
 * The only way components read content: a GROQ query (from `queries.ts`) through SWR.
 * The result type comes from the generated `sanity.types.ts` query map.
 */
export function useContent<const Q extends string>(
  query: Q,
  params?: QueryParams,
): SWRResponse<ClientReturn<Q, unknown>, Error> {
  return useSWR(contentKey(query, params), fetchContent) as SWRResponse<
    ClientReturn<Q, unknown>,
    Error
  >
}
