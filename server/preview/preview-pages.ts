import type { Manifest } from '@amrs/shared/asset-manifest'
import { createPageRenderer, type ContentSource } from '../render/page-renderer.ts'
import type { SsrBundle } from '../render/ssr-bundle.ts'
import { PREVIEW_ANSWER_HEADER } from '../security-headers.ts'
import { withPreviewBar } from './preview-bar.ts'

/** The preview script's source file (a second entry of the client build, vite.config.ts). */
export const PREVIEW_ENTRY = 'src/preview/main.ts'

/** Headers of every preview answer: stored nowhere (browser, CDN, a service worker). */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  // Marks the answer for the security headers (the studio may frame it) and for caches that
  // look: a preview answer is never kept.
  [PREVIEW_ANSWER_HEADER]: 'drafts',
  'X-Robots-Tag': 'noindex',
} as const

export function previewScriptPath(manifest: Manifest): string | null {
  const file = manifest[PREVIEW_ENTRY]?.file
  return file ? `/${file}` : null
}

/**
 * Pages in preview: rendered on every request from the drafts perspective, by the same SSR
 * bundle as the public pages, with the studio's click-to-edit marks and the preview bar. Nothing
 * is cached and no ETag is given: a preview answer shares nothing with a public one (the public
 * page cache never sees these requests).
 */
export function createPreviewPages(options: {
  bundle: SsrBundle | null
  drafts: ContentSource
  siteUrl: string
  fixedNow: string | null
  studioUrl: string
}) {
  const { bundle } = options
  const render = bundle
    ? createPageRenderer({
        bundle,
        content: options.drafts,
        siteUrl: options.siteUrl,
        fixedNow: options.fixedNow,
        source: 'server',
      })
    : null
  const script = bundle ? previewScriptPath(bundle.manifest) : null

  return async function servePreviewPage(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return Response.json(
        { error: 'Method not allowed' },
        { status: 405, headers: { Allow: 'GET, HEAD', ...PREVIEW_HEADERS } },
      )
    if (!render)
      return new Response('Preview needs the server-rendering bundle: run `npm run build`.', {
        status: 503,
        headers: PREVIEW_HEADERS,
      })
    const url = new URL(request.url)
    try {
      const page = await render(url.pathname + url.search, {
        preview: { studioUrl: options.studioUrl },
      })
      if (page.kind === 'redirect')
        return new Response(null, {
          status: page.status,
          headers: { Location: page.location, ...PREVIEW_HEADERS },
        })
      return new Response(request.method === 'HEAD' ? null : withPreviewBar(page.html, script), {
        status: page.status,
        headers: { 'Content-Type': 'text/html; charset=utf-8', ...PREVIEW_HEADERS },
      })
    } catch (error) {
      console.error(`[preview] ${url.pathname}:`, error)
      return Response.json(
        { error: 'The preview could not be rendered' },
        { status: 503, headers: PREVIEW_HEADERS },
      )
    }
  }
}
