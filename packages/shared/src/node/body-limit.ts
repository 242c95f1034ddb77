import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit as honoBodyLimit } from 'hono/body-limit'

/**
 * One request-body limit for a route tree (docs/decisions/0009): hono/body-limit refuses a body whose
 * Content-Length is over the limit before reading it, and counts the bytes of a chunked body
 * as they stream in, stopping at the limit (never buffering more). The 413 carries
 * `Connection: close`: the rest of the body is never read, so the connection must not be
 * reused (the Node server then closes it; see server/listen.ts).
 *
 * `answer` builds the 413 for the API in question (FastAPI's `detail` by default; the content
 * lake answers in Sanity's shape) and must create it WITH `headers` (a header added to a
 * response afterwards can be lost when Hono re-wraps it on the Node adapter).
 */
export function bodyLimit(
  maxBytes: number,
  answer: (
    c: Context,
    headers: Record<string, string>,
    maxBytes: number,
  ) => Response = fastApiTooLarge,
): MiddlewareHandler {
  return honoBodyLimit({
    maxSize: maxBytes,
    onError: (c) => answer(c, TOO_LARGE_HEADERS, maxBytes),
  })
}

/** The rest of the body is never read: the connection ends with this answer. */
const TOO_LARGE_HEADERS = { Connection: 'close', 'Cache-Control': 'no-store' }

function fastApiTooLarge(c: Context, headers: Record<string, string>, maxBytes: number): Response {
  const kib = Math.floor(maxBytes / 1024)
  return c.json({ detail: `The request body is too large (at most ${kib} KiB).` }, 413, headers)
}
