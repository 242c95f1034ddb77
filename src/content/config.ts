import { env } from '@/config/env'

/**
 * Where content comes from, without loading `@sanity/client` (which only the browser's
 * revalidation and live updates need, after the first paint: see `client.ts`).
 * Local mode: the same-origin local content lake; production: the real project's CDN.
 */
export const contentConfig = {
  projectId: env.sanityProjectId,
  dataset: env.sanityDataset,
  apiVersion: env.sanityApiVersion,
  localContent: env.localContent,
  apiHost: env.sanityApiHost,
  /**
   * Image URLs: same-origin and relative in local mode (identical in the server's HTML and
   * the browser's, so hydration matches), Sanity's image CDN otherwise.
   */
  imageBaseUrl: env.localContent ? '/' : 'https://cdn.sanity.io',
} as const
