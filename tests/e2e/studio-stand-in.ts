/**
 * The studio's Presentation tool, as far as framing goes: `GET /__test/studio?path=/x` answers a
 * page whose iframe shows the site's `/x` (`SITE_URL`, http://127.0.0.1:<port>). The browser-test
 * server names `http://localhost:<port>` as its studio (SANITY_STUDIO_URL), so opening this page
 * there makes the frame a real cross-site one, as `*.sanity.studio` framing the site is, and both
 * stay on the loopback (Chromium refuses a public page framing a local one).
 */
export function studioStandIn(request: Request, siteUrl: string): Response {
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  const src = new URL(path.startsWith('/') ? path : '/', siteUrl).href.replace(/"/g, '&quot;')
  return new Response(
    `<!doctype html><html lang="en"><title>Studio</title><iframe title="site" src="${src}" width="1000" height="700"></iframe></html>`,
    { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  )
}
