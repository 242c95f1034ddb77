import { Hono } from 'hono'
import type { ServerConfig } from '../server-config.ts'
import type { ContentSource } from '../render/page-renderer.ts'
import { loadSsrBundle } from '../render/ssr-bundle.ts'
import { createPreviewApi, type PreviewUpstream } from './preview-api.ts'
import { PREVIEW_BAR_CSS, PREVIEW_DISABLE_PATH, PREVIEW_STYLESHEET_PATH } from './preview-bar.ts'
import { createPreviewCookies } from './preview-cookie.ts'
import { createPreviewPages, PREVIEW_HEADERS } from './preview-pages.ts'
import { createSecretCheck, type SanityClientLike } from './preview-secret.ts'

/** Every preview route lives under this prefix (a service worker can leave it alone). */
export const PREVIEW_PREFIX = '/preview/'
export const PREVIEW_ENABLE_PATH = '/preview/enable'

/** What preview reads, per mode (server/app.ts: the local lake; server/production: the project). */
export interface PreviewBackend {
  /** Pages render from this: the drafts perspective (a draft over its published document). */
  drafts: ContentSource
  /** The content API's HTTP routes with the read token added, for the browser's queries. */
  upstream: PreviewUpstream
  /** Reads the studio's `sanity.previewUrlSecret` documents (raw perspective, with the token). */
  secrets: SanityClientLike | null
  /** The read token itself: only ever part of the cookie's signing key here. */
  token: string
}

export interface Preview {
  /** `/preview/…`: enable, disable, the browser's content API, the bar's stylesheet. */
  fetch(request: Request): Promise<Response>
  /** Whether the request belongs to a preview session (a valid preview cookie). */
  isOn(request: Request): boolean
  /** A page of the site in preview. */
  servePage(request: Request): Promise<Response>
}

/** Where "Turn preview off" leads: the page it was pressed on, when that is one of ours. */
function returnPath(request: Request, siteUrl: string): string {
  const referer = request.headers.get('referer')
  if (!referer) return '/'
  try {
    const from = new URL(referer)
    const ours = [new URL(request.url).origin, new URL(siteUrl).origin]
    const path = `${from.pathname}${from.search}`
    return ours.includes(from.origin) && !path.startsWith('//') && !path.startsWith(PREVIEW_PREFIX)
      ? path
      : '/'
  } catch {
    return '/'
  }
}

/**
 * Preview on the Node server: the secretariat sees drafts on the real pages before visitors do,
 * with click-to-edit marks for the studio's Presentation tool. A secret turns it on for one
 * browser (an HttpOnly cookie); pages then render from drafts on every request; the browser's
 * content queries and live updates go through `/preview/api` on this server, which adds the read
 * token. Visitors (no cookie) are answered exactly as before.
 */
export async function createPreview(
  config: ServerConfig,
  backend: PreviewBackend,
): Promise<Preview> {
  const cookies = createPreviewCookies(`${config.previewSecret ?? ''}\0${backend.token}`)
  const checkSecret = createSecretCheck({
    previewSecret: config.previewSecret,
    secrets: backend.secrets,
  })
  const servePage = createPreviewPages({
    bundle: await loadSsrBundle(config.distDir),
    drafts: backend.drafts,
    siteUrl: config.siteUrl,
    fixedNow: config.siteNow,
    studioUrl: config.studioUrl,
  })
  const api = createPreviewApi({ dataset: config.dataset, upstream: backend.upstream })

  const app = new Hono()
  app.get(PREVIEW_ENABLE_PATH, async (c) => {
    const check = await checkSecret(new URL(c.req.url))
    if (!check.ok)
      return c.text('Preview: the secret is missing or wrong.', 401, { ...PREVIEW_HEADERS })
    return new Response(null, {
      status: 307,
      headers: {
        Location: check.redirectTo,
        'Set-Cookie': cookies.issue(c.req.raw),
        ...PREVIEW_HEADERS,
      },
    })
  })
  app.post(PREVIEW_DISABLE_PATH, (c) => {
    return new Response(null, {
      status: 303,
      headers: {
        Location: returnPath(c.req.raw, config.siteUrl),
        'Set-Cookie': cookies.clear(c.req.raw),
        'Cache-Control': 'no-store',
      },
    })
  })
  app.get(
    PREVIEW_STYLESHEET_PATH,
    () =>
      new Response(PREVIEW_BAR_CSS, {
        headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' },
      }),
  )
  app.use('/preview/api/*', async (c, next) => {
    if (!cookies.isOn(c.req.raw))
      return c.json({ error: 'Preview is off for this browser' }, 401, {
        'Cache-Control': 'no-store',
      })
    await next()
  })
  app.route('/preview/api', api)
  app.all('*', (c) => c.json({ error: 'Not found' }, 404, { 'Cache-Control': 'no-store' }))

  return {
    fetch: async (request) => app.fetch(request),
    isOn: (request) => cookies.isOn(request),
    servePage,
  }
}
