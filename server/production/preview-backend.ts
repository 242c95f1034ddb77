import type { ServerConfig } from '../server-config.ts'
import type { PreviewBackend } from '../preview/index.ts'
import { withReadToken } from '../preview/preview-api.ts'
import { remoteClient } from './content.ts'

/**
 * Preview from the real Sanity project (production mode), with `SANITY_API_READ_TOKEN`: pages
 * render through the preview client (drafts perspective, no CDN), the browser's queries and live
 * events go to the project's API (not its CDN) with the token, and the Presentation tool's
 * handshake secrets are read with the same client. Without a token there is no preview.
 */
export function productionPreviewBackend(config: ServerConfig): PreviewBackend | null {
  const token = config.sanityReadToken
  if (!token) return null
  const client = remoteClient(config, { preview: true })
  const apiOrigin = config.sanityApiHost ?? `https://${config.projectId}.api.sanity.io`
  return {
    token,
    async drafts(query, params) {
      const answer = await client.fetch(query, params ?? {}, { filterResponse: false })
      return { result: answer.result, syncTags: answer.syncTags }
    },
    upstream: (path, init) => fetch(new URL(path, apiOrigin), withReadToken(init, token)),
    secrets: client,
  }
}
