import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FormEcho } from '@amrs/shared/forms'
import { ANSWER_COOKIE, landingAnswer } from '@amrs/shared/landing-answers'
import { pathAliases } from '@amrs/shared/paths'
import { matchResource } from '@amrs/shared/resources'
import { isPattern, matchRoute, routeTable } from '@amrs/shared/routes'
import { Lru } from '../lru.ts'
import { compressAll, htmlResponse, type EncodedPage } from './html-response.ts'
import { createPageRenderer, type ContentSource, type PageRenderer } from './page-renderer.ts'
import { createResourceServer } from './resource-server.ts'
import { withStaleNotice } from './stale.ts'
import { loadSsrBundle, type SsrBundle } from './ssr-bundle.ts'

/**
 * The site's pages on the local server (docs/decisions/0006-prerendered-pages.md): rendered on
 * request by the same React components as the browser, from the content lake in process, and
 * cached until the dataset changes (its revision) or, on the real clock, for a minute (dates on
 * the page move on). ETag + 304 for revalidation; brotli/gzip computed once per render. A page
 * taken away on purpose (a removed talk) still renders, with its status (410).
 * Without a server-rendering bundle it serves the build's prerendered files as they are.
 */
export interface PageServerOptions {
  distDir: string
  /** Published content: the local lake in process, or the real project (server/production). */
  content: ContentSource
  /** Changes when the content does (the lake's revision, or the project's live events). */
  revision: () => string
  /** True while the content service is unreachable (answers are its last good copies). */
  stale?: () => boolean
  siteUrl: string
  fixedNow: string | null
}

interface CachedPage extends EncodedPage {
  revision: string
  renderedAt: number
}

const REAL_CLOCK_MAX_AGE_MS = 60_000
const MAX_CACHED_PAGES = 200
const NOT_FOUND_KEY = '\0not-found'

const redirect = (location: string, status = 308) =>
  new Response(null, {
    status,
    headers: { Location: location, 'Cache-Control': 'public, max-age=3600' },
  })

/** `/a/b/` → `/a/b`, `/a/index.html` → `/a`: one URL per page. */
function canonicalPath(pathname: string): string | null {
  if (pathname === '/index.html') return '/'
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'/index.html'.length)
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/'
  return null
}

/** Serves `dist/<path>/index.html` (or `404.html`) as built, when no renderer is available. */
function prerenderedFiles(distDir: string) {
  return async (pathname: string): Promise<{ status: number; html: string } | null> => {
    const parts = pathname.split('/').filter(Boolean)
    for (const [file, status] of [
      [path.join(distDir, ...parts, 'index.html'), 200],
      [path.join(distDir, '404.html'), 404],
    ] as const) {
      try {
        return { status, html: await readFile(file, 'utf8') }
      } catch {
        /* try the next */
      }
    }
    return null
  }
}

export async function createPageServer(options: PageServerOptions) {
  const bundle = await loadSsrBundle(options.distDir)
  const renderPage: PageRenderer | null = bundle
    ? createPageRenderer({
        bundle,
        content: options.content,
        siteUrl: options.siteUrl,
        fixedNow: options.fixedNow,
        source: 'server',
      })
    : null
  const fromDisk = prerenderedFiles(options.distDir)
  const cache = new Lru<string, CachedPage>(MAX_CACHED_PAGES)
  const inflight = new Map<string, Promise<CachedPage | { redirect: string }>>()
  // A parameterised route's paths come from content (posts): listed again when the content
  // changes and, on the real clock, every minute (a scheduled post's time may have come).
  const staticPaths = new Set(routeTable.filter((r) => !isPattern(r)).map((r) => r.path))
  const siteNowMs = () => (options.fixedNow ? Date.parse(options.fixedNow) : Date.now())
  const serveResource = createResourceServer({
    bundle,
    distDir: options.distDir,
    content: options.content,
    siteUrl: options.siteUrl,
    nowMs: siteNowMs,
  })
  let listing: { key: string; known: Set<string>; moved: Map<string, string> } | undefined
  async function listedPaths(ssr: SsrBundle) {
    const key = `${options.revision()} ${options.fixedNow ?? Math.floor(Date.now() / REAL_CLOCK_MAX_AGE_MS)}`
    if (listing?.key !== key) {
      const all = await ssr.sitePaths(options.content, siteNowMs())
      listing = {
        key,
        known: new Set(all.map((p) => p.path)),
        moved: new Map(all.flatMap((p) => p.redirectsFrom.map((from) => [from, p.path] as const))),
      }
    }
    return listing
  }

  const fresh = (page: CachedPage) =>
    page.revision === options.revision() &&
    (options.fixedNow !== null || Date.now() - page.renderedAt < REAL_CLOCK_MAX_AGE_MS)

  async function build(
    key: string,
    pathWithSearch: string,
  ): Promise<CachedPage | { redirect: string }> {
    const revision = options.revision()
    let stale = false
    let status: number
    let html: string
    if (renderPage) {
      const page = await renderPage(pathWithSearch)
      if (page.kind === 'redirect') return { redirect: page.location }
      ;({ status, html } = page)
      // Rendered from earlier answers: say so, and keep it out of the cache.
      stale = options.stale?.() ?? false
      if (stale) html = withStaleNotice(html)
    } else {
      const file = await fromDisk(new URL(pathWithSearch, 'http://x').pathname)
      if (!file) throw new Error('The site is not built yet: run `npm run build`')
      ;({ status, html } = file)
    }
    const page: CachedPage = {
      status,
      etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
      revision,
      renderedAt: Date.now(),
      bodies: await compressAll(html),
    }
    // A parameterised route's unknown path renders its own 404 (hydration needs its data): not kept.
    if (!stale && !key.startsWith(`${NOT_FOUND_KEY}/`)) cache.set(key, page)
    return page
  }

  /** A form's answer: its page rendered with what was typed and what happened; never cached. */
  async function renderAnswer(echo: FormEcho, status: number): Promise<Response> {
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }
    if (!renderPage)
      return new Response('This server cannot render pages: run `npm run build`.', { status: 503 })
    const page = await renderPage(echo.page, { form: echo })
    if (page.kind === 'redirect')
      return new Response(null, { status: 303, headers: { Location: page.location } })
    return new Response(options.stale?.() ? withStaleNotice(page.html) : page.html, {
      status,
      headers,
    })
  }

  async function servePage(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return Response.json(
        { error: 'Method not allowed' },
        { status: 405, headers: { Allow: 'GET, HEAD' } },
      )
    const url = new URL(request.url)
    // A form that leads here said what happened (Verify: home): this visit shows it, once.
    const landing = landingAnswer(cookie(request, ANSWER_COOKIE), url.pathname)
    if (landing) {
      const answer = await renderAnswer(landing, 200)
      answer.headers.append(
        'Set-Cookie',
        `${ANSWER_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
      )
      return answer
    }
    // Feeds and calendars, from current content.
    const resource = matchResource(url.pathname)
    if (resource) return serveResource(request, url.pathname, resource.row)
    const better = canonicalPath(url.pathname)
    if (better !== null) return redirect(better + url.search)
    // Correctly spelled paths go to the kept spelling (the static host's `_redirects` too; docs/decisions/0024).
    const alias = Object.hasOwn(pathAliases, url.pathname) ? pathAliases[url.pathname] : undefined
    if (alias) return redirect(alias + url.search, 301)

    // Unknown paths share one rendering of the not-found page (bounded, whatever is asked).
    let known = !bundle || staticPaths.has(url.pathname)
    if (!known && bundle) {
      const listed = await listedPaths(bundle).catch(() => null)
      // A post's previous slug: 301 to its current address (the static host's `_redirects` too).
      const moved = listed?.moved.get(url.pathname)
      if (moved) return redirect(moved + url.search, 301)
      // Content unreachable: let the renderer decide (it answers 404 or serves what it can).
      known = listed ? listed.known.has(url.pathname) : true
    }
    const key = known
      ? url.pathname + url.search
      : bundle && matchRoute(url.pathname)
        ? `${NOT_FOUND_KEY}${url.pathname}`
        : NOT_FOUND_KEY
    const cached = cache.get(key)
    if (cached && fresh(cached)) return htmlResponse(request, cached)

    let pending = inflight.get(key)
    if (!pending) {
      pending = build(key, known ? url.pathname + url.search : url.pathname).finally(() =>
        inflight.delete(key),
      )
      inflight.set(key, pending)
    }
    try {
      const page = await pending
      if ('redirect' in page) return redirect(page.redirect, 301)
      return htmlResponse(request, page)
    } catch (error) {
      console.error(`[pages] ${url.pathname}:`, error)
      // The content service failed: a page rendered earlier (or the build's copy) is better
      // than none, with the site's "may be out of date" notice.
      const earlier = cached
        ? { status: cached.status, html: cached.bodies.identity.toString() }
        : await fromDisk(url.pathname)
      if (earlier)
        return new Response(request.method === 'HEAD' ? null : withStaleNotice(earlier.html), {
          status: earlier.status,
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
        })
      return Response.json({ error: 'The page could not be rendered' }, { status: 503 })
    }
  }

  return { servePage, renderAnswer }
}

/** A cookie's value, when the request carries it. */
function cookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? ''
  return header.match(new RegExp(`(?:^|;\\s*)${name}=([\\w-]+)`))?.[1]
}
