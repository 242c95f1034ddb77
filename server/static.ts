import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

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

export type StaticResult = { kind: 'file'; response: Response } | { kind: 'miss' }

function badPath(status: number, error: string): Response {
  return Response.json({ error }, { status })
}

/**
 * Serves the built SPA: precompressed variants (brotli, gzip) when the client accepts them,
 * immutable caching for hashed assets, `index.html` for client-side routes.
 */
export function createStaticHandler(distDir: string, opts: { pageData?: () => string } = {}) {
  const root = path.resolve(distDir)
  const cache = new Map<string, CachedFile | null>()

  async function load(filePath: string): Promise<CachedFile | null> {
    if (cache.has(filePath)) return cache.get(filePath) ?? null
    let file: CachedFile | null = null
    try {
      const info = await stat(filePath)
      if (info.isFile()) {
        file = {
          body: new Uint8Array(await readFile(filePath)),
          type: TYPES[path.extname(filePath)] ?? 'application/octet-stream',
        }
      }
    } catch {
      file = null
    }
    cache.set(filePath, file)
    return file
  }

  async function send(
    request: Request,
    filePath: string,
    cacheControl: string,
  ): Promise<Response | null> {
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

  return async function serveStatic(request: Request): Promise<Response> {
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

    // Build metadata (`.vite/manifest.json`) and other dotfiles are not part of the site.
    if (pathname.split('/').some((part) => part.startsWith('.'))) return badPath(404, 'Not found')

    const hashed = pathname.startsWith('/assets/')
    if (!pathname.endsWith('/')) {
      const hit = await send(
        request,
        filePath,
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      )
      if (hit) return hit
    }
    const lastSegment = pathname.split('/').pop() ?? ''
    if (hashed || /\.[a-z0-9]+$/i.test(lastSegment)) return badPath(404, 'Not found')
    // A client-side route: the SPA decides what to show (including its not-found page).
    const index = await load(path.join(root, 'index.html'))
    if (!index) return badPath(503, 'The site is not built yet: run `npm run build`')
    const html = new TextDecoder()
      .decode(index.body)
      .replace('</head>', `${opts.pageData?.() ?? ''}</head>`)
    return new Response(request.method === 'HEAD' ? null : html, {
      headers: { 'Content-Type': index.type, 'Cache-Control': 'no-cache' },
    })
  }
}
