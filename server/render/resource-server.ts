import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { ResourceRow } from '@amrs/shared/resources'
import { Lru } from '../lru.ts'
import type { ContentSource } from './page-renderer.ts'
import type { SsrBundle } from './ssr-bundle.ts'

/**
 * The site's resources on the local server (`@amrs/shared/resources`: the posts' feeds, the
 * programme's calendars and change feed), rendered from current content on each request, with
 * an ETag so a feed reader or a subscribed calendar that already has this text gets a 304, and
 * gzip for clients that take it (the whole programme's calendar is large and compresses well).
 * Without a server-rendering bundle it serves the build's copy.
 */
export interface ResourceServerOptions {
  bundle: SsrBundle | null
  distDir: string
  content: ContentSource
  siteUrl: string
  nowMs: () => number
}

const notFound = () => Response.json({ error: 'Not found' }, { status: 404 })
const gz = promisify(gzip)
/** Compressed copies by ETag: each text is compressed once. */
const MAX_COMPRESSED = 100

export function createResourceServer(options: ResourceServerOptions) {
  const compressed = new Lru<string, Buffer>(MAX_COMPRESSED)
  async function gzipped(etag: string, body: string): Promise<Buffer> {
    let bytes = compressed.get(etag)
    if (!bytes) compressed.set(etag, (bytes = await gz(Buffer.from(body), { level: 6 })))
    return bytes
  }

  async function text(pathname: string): Promise<string | null> {
    if (options.bundle)
      return options.bundle.renderResource(
        pathname,
        options.content,
        options.siteUrl,
        options.nowMs(),
      )
    try {
      return await readFile(path.join(options.distDir, ...pathname.split('/')), 'utf8')
    } catch {
      return null
    }
  }

  return async function serveResource(
    request: Request,
    pathname: string,
    row: ResourceRow,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      'Content-Type': row.contentType,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    }
    let body: string | null
    try {
      body = await text(pathname)
    } catch (error) {
      console.error(`[pages] ${pathname}:`, error)
      return Response.json({ error: 'This file could not be written' }, { status: 503 })
    }
    if (body === null) return notFound()
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    const tags = request.headers.get('if-none-match')
    if (tags && tags.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))
      return new Response(null, { status: 304, headers: { ...headers, ETag: etag } })
    headers.ETag = etag
    if (!/\bgzip\b/.test(request.headers.get('accept-encoding') ?? ''))
      return new Response(request.method === 'HEAD' ? null : body, { headers })
    const bytes = await gzipped(etag, body)
    headers['Content-Encoding'] = 'gzip'
    headers['Content-Length'] = String(bytes.length)
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), { headers })
  }
}
