/**
 * Where the service reads the content it needs (fees, the registration window, the society's
 * name and address for receipts): the published documents the secretariat edits in the studio.
 * In the site's process it is the local content lake; standalone, any Sanity-compatible API
 * through `@sanity/client` (./sanity-content.ts).
 */
export interface ContentSource {
  /** Runs GROQ against the published content; the result as the API answers it. */
  query<T = unknown>(groq: string, params?: Record<string, unknown>): Promise<T>
}
