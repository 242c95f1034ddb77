import { createClient } from '@sanity/client'
import type { SanityContentConfig } from '../config.ts'
import type { ContentSource } from './content-source.ts'

/** How long one content query may take before the request that needed it fails. */
const QUERY_TIMEOUT_MS = 5_000

/**
 * Content from a Sanity project (or any API that speaks Sanity's, such as the local site's lake
 * given as `apiHost`): published perspective, straight from the API (not its CDN), so a fee the
 * secretariat has just published is the fee charged.
 */
export function createSanityContent(config: SanityContentConfig): ContentSource {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    useCdn: false,
    perspective: 'published',
    timeout: QUERY_TIMEOUT_MS,
    maxRetries: 1,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  })
  return {
    query: <T>(groq: string, params: Record<string, unknown> = {}) =>
      client.fetch<T>(groq, params as never),
  }
}
