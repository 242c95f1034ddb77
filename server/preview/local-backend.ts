import type { LakeEngine } from '../lake/engine.ts'
import type { PreviewBackend } from './index.ts'
import { withReadToken } from './preview-api.ts'
import type { SanityClientLike } from './preview-secret.ts'

/**
 * The studio's handshake secrets read from the local lake, as `validatePreviewUrl` reads them
 * from a project (raw perspective: they are stored as drafts-like private documents there).
 */
function lakeSecrets(lake: LakeEngine, dataset: string, token: string): SanityClientLike {
  const client: SanityClientLike = {
    config: () => ({ token }),
    withConfig: () => client,
    async fetch<R>(query: string, params: unknown): Promise<R> {
      const answer = await lake.query({
        dataset,
        query,
        params: (params ?? {}) as Record<string, unknown>,
        perspective: 'raw',
      })
      return answer.result as R
    },
  }
  return client
}

/**
 * Preview over the local content lake (`npm start`): pages render from the lake's drafts
 * perspective in process; the browser's queries and live events go to the lake's own HTTP
 * routes with `LAKE_READ_TOKEN`, as they would go to a project's API with its token.
 */
export function localPreviewBackend(options: {
  lake: LakeEngine
  /** The local backend's routes (the lake's query and live API among them). */
  backend: (request: Request) => Response | Promise<Response>
  dataset: string
  token: string
}): PreviewBackend {
  const { lake, dataset, token } = options
  return {
    token,
    async drafts(query, params) {
      const answer = await lake.query({
        dataset,
        query,
        params: params ?? {},
        perspective: 'drafts',
      })
      return { result: answer.result, syncTags: answer.syncTags }
    },
    upstream: async (path, init) =>
      options.backend(
        new Request(new URL(path, 'http://lake.internal'), withReadToken(init, token)),
      ),
    secrets: lakeSecrets(lake, dataset, token),
  }
}
