import type { ClientReturn, QueryParams } from '@sanity/client'
import { useEffect } from 'react'
import useSWR, { type SWRResponse } from 'swr'
import { loadClient } from './load-client'
import { hydratedWith, isHydratingWith, serializeContentKey } from './prerendered'
import { lastLiveEventId as lastEventId, recordSyncTags } from './sync-tags'

export type ContentKey = readonly ['content', string, QueryParams | undefined]

export function contentKey(query: string, params?: QueryParams): ContentKey {
  return ['content', query, params]
}

/**
 * Answers carry Sanity's `syncTags`: live updates refetch a key only when an event names one
 * of its tags. After a live event, `lastLiveEventId` makes the answer fresh (no stale CDN copy).
 */
export async function fetchContent(key: ContentKey): Promise<unknown> {
  const [, query, params] = key
  const client = await loadClient()
  const lastLiveEventId = lastEventId()
  const response = await client.fetch(query, params ?? {}, {
    filterResponse: false,
    ...(lastLiveEventId ? { lastLiveEventId } : {}),
  })
  recordSyncTags(serializeContentKey(key), response.syncTags)
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
  const id = serializeContentKey(key)
  const prerendered = isHydratingWith(id)
  useEffect(() => {
    hydratedWith(id)
  }, [id])
  return useSWR(
    key,
    fetchContent,
    prerendered ? { revalidateOnMount: false } : undefined,
  ) as SWRResponse<ClientReturn<Q, unknown>, Error>
}
