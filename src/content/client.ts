import { createClient } from '@sanity/client'
import { contentConfig } from './config'

/**
 * The one Sanity client. Loaded on demand (`load-client.ts`): prerendered pages hydrate from the
 * data in their HTML, so the first paint needs none of it. In local mode it talks to the
 * same-origin local content lake (Sanity's HTTP API, served by our Node server); in production
 * to the real project's CDN.
 */
function apiHost(): string | undefined {
  if (contentConfig.apiHost) return contentConfig.apiHost
  if (!contentConfig.localContent) return undefined
  return typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin
}

const host = apiHost()

export const sanityClient = createClient({
  projectId: contentConfig.projectId,
  dataset: contentConfig.dataset,
  apiVersion: contentConfig.apiVersion,
  useCdn: !contentConfig.localContent,
  perspective: 'published',
  ...(contentConfig.localContent
    ? { useProjectHostname: false, apiHost: host }
    : host
      ? { apiHost: host }
      : {}),
})
