// A rendered page's answer: its HTML compressed once per render, sent in the encoding the
// browser asks for, with ETag revalidation (docs/decisions/0006-prerendered-pages.md).
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export interface EncodedPage {
  status: number
  etag: string
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer }
}

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** The page's HTML as sent: plain, brotli and gzip, each made once. */
export async function compressAll(html: string): Promise<EncodedPage['bodies']> {
  const identity = Buffer.from(html)
  const [br, gzipped] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gz(identity, { level: 6 }),
  ])
  return { identity, br, gzip: gzipped }
}

function pickEncoding(request: Request): 'br' | 'gzip' | 'identity' {
  const accept = request.headers.get('accept-encoding') ?? ''
  if (/\bbr\b/.test(accept)) return 'br'
  if (/\bgzip\b/.test(accept)) return 'gzip'
  return 'identity'
}

/** The answer to a page request: 304 when the ETag matches, else the best encoding asked for. */
export function htmlResponse(request: Request, page: EncodedPage): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    ETag: page.etag,
    Vary: 'Accept-Encoding',
  }
  const tags = request.headers.get('if-none-match')
  if (tags && tags.split(',').some((t) => t.trim().replace(/^W\//, '') === page.etag))
    return new Response(null, { status: 304, headers })
  const encoding = pickEncoding(request)
  const body = page.bodies[encoding]
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  headers['Content-Length'] = String(body.length)
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: page.status,
    headers,
  })
}
