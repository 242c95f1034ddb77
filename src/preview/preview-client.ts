import { sanityClient } from '@/content/client'

/** The browser's content API in preview: this server, which adds the read token (server/preview). */
export const PREVIEW_API_PATH = '/preview/api'

/**
 * Points the page's one Sanity client at the server's preview API, before anything fetches:
 * queries then answer with drafts, and live updates follow drafts as they are saved. The token
 * stays on the server; the browser sends only its preview cookie (same origin).
 */
export function readDraftsThroughServer(): void {
  sanityClient.config({
    apiHost: `${window.location.origin}${PREVIEW_API_PATH}`,
    useProjectHostname: false,
    useCdn: false,
  })
}
