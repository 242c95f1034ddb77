import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { matchResource } from '@amrs/shared/resources'
import { Lru } from './lru.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}

const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const

interface CachedFile {
  body: Uint8Array<ArrayBuffer>
  type: string
}

/** Files kept in memory (the built site is small); misses are never cached. */
const MAX_CACHED_FILES = 1000

function badPath(status: number, error: string): Response {
  return Response.json({ error }, { status })
}

/** True for paths that name a file (`/favicon.svg`) rather than a page (`/iumrs-icam25`). */
/**
 * Hashed assets never change; the service worker and the manifest must reach the browser the
 * moment a deploy changes them (the worker decides when the new files take over); the rest may
 * wait an hour.
 */
function cacheControlFor(pathname: string, hashed: boolean): string {
  if (hashed) return 'public, max-age=31536000, immutable'
  if (pathname === '/service-worker.js' || pathname === '/manifest.webmanifest') return 'no-cache'
  return 'public, max-age=3600'
}

export function looksLikeFile(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '')
}

/**
 * Serves the files of the built site: precompressed variants (brotli, gzip) when the client
 * accepts them, immutable caching for hashed assets. Pages are not its business (the page
 * server renders them): for a path that is not a file it answers null.
 */
export function createStaticHandler(distDir: string) {
  const root = path.resolve(distDir)
  const cache = new Lru<string, CachedFile>(MAX_CACHED_FILES)

  async function load(filePath: string): Promise<CachedFile | null> {
    const cached = cache.get(filePath)
    if (cached) return cached
    try {
      const info = await stat(filePath)
      if (!info.isFile()) return null
      const file = {
        body: new Uint8Array(await readFile(filePath)),
        type: TYPES[path.extname(filePath)] ?? 'application/octet-stream',
      }
      cache.set(filePath, file)
      return file
    } catch {
      return null
    }
  }

  async function send(request: Request, filePath: string, cacheControl: string) {
    const file = await load(filePath)
    if (!file) return null
    const accept = request.headers.get('accept-encoding') ?? ''
    for (const encoding of ENCODINGS) {
      if (!new RegExp(`\\b${encoding.name}\\b`).test(accept)) continue
      const variant = await load(filePath + encoding.ext)
      if (!variant) continue
      return new Response(request.method === 'HEAD' ? null : variant.body, {
        headers: {
          'Content-Type': file.type,
          'Content-Encoding': encoding.name,
          'Content-Length': String(variant.body.length),
          'Cache-Control': cacheControl,
          Vary: 'Accept-Encoding',
        },
      })
    }
    return new Response(request.method === 'HEAD' ? null : file.body, {
      headers: {
        'Content-Type': file.type,
        'Content-Length': String(file.body.length),
        'Cache-Control': cacheControl,
        Vary: 'Accept-Encoding',
      },
    })
  }

  return async function serveStatic(request: Request): Promise<Response | null> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return Response.json(
        { error: 'Method not allowed' },
        { status: 405, headers: { Allow: 'GET, HEAD' } },
      )
    }
    const url = new URL(request.url)
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      return badPath(400, 'Malformed path')
    }
    if (pathname.includes('\0') || pathname.includes('\\')) return badPath(400, 'Malformed path')
    const filePath = path.resolve(root, '.' + path.posix.normalize(pathname))
    if (filePath !== root && !filePath.startsWith(root + path.sep))
      return badPath(400, 'Path outside the site')
    if (pathname.split('/').some((part) => part === '..'))
      return badPath(400, 'Path outside the site')

    // Build metadata (`.vite/manifest.json`), dotfiles and the static host's own files
    // (`/_headers`, `/_redirects`) are not part of the site.
    if (pathname.split('/').some((part) => part.startsWith('.')) || /^\/_[^/]*$/.test(pathname))
      return badPath(404, 'Not found')
    if (!looksLikeFile(pathname)) return null
    // Pages are served by the page server, at their own paths only; so are the live resources
    // (feeds, calendars).
    if (pathname.endsWith('.html') || matchResource(url.pathname)) return null

    const hashed = pathname.startsWith('/assets/')
    const hit = await send(request, filePath, cacheControlFor(pathname, hashed))
    return hit ?? badPath(404, 'Not found')
  }
}
