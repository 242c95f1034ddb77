import { createHash } from 'node:crypto'
import { canonicalJson } from './query-cache.ts'

/**
 * Caching headers of published query answers. Browsers revalidate every time (`max-age=0`;
 * the ETag makes that a cheap 304), so an open page never shows an answer older than the
 * content; a CDN in front of the server may keep an answer 10 s (`s-maxage`) and, where it reads
 * RFC 9213's `CDN-Cache-Control`, serve it stale for 30 s more while it revalidates. (A
 * `stale-while-revalidate` in `Cache-Control` would apply to browsers too: after a live event
 * a page would be handed the previous answer.) Answers with a token are never stored.
 */
export const PUBLIC_CACHE_HEADERS = {
  'Cache-Control': 'public, max-age=0, s-maxage=10',
  'CDN-Cache-Control': 'public, max-age=10, stale-while-revalidate=30',
}
export const PRIVATE_CACHE_HEADERS = { 'Cache-Control': 'private, no-store' }

/** Weak validator of a query answer: the dataset revision plus a hash of the request. */
export function queryEtag(
  revision: string,
  request: {
    dataset: string
    perspective: string
    query: string
    params: Record<string, unknown>
    returnQuery: boolean
  },
): string {
  const hash = createHash('sha1')
    .update(
      [
        request.dataset,
        request.perspective,
        request.query,
        canonicalJson(request.params),
        request.returnQuery ? 'q' : '',
      ].join('\u0000'),
    )
    .digest('base64url')
    .slice(0, 16)
  return `W/"${revision}-${hash}"`
}

/** `If-None-Match` (a list, or `*`) matches the ETag, compared weakly as RFC 9110 says for GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}
