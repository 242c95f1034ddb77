import { Hono } from 'hono'
import { FORMS_PREFIX } from '@amrs/shared/forms'
import { pathAliases, paths } from '@amrs/shared/paths'
import { isResourcePattern, resourceTable } from '@amrs/shared/resources'
import type { ServerConfig } from '#server/server-config'
import { securityHeaders } from '#server/security-headers'
import { SERVICE_PAGE_PREFIXES } from '#server/production/service-pages'

/**
 * `_headers` and `_redirects` for a static host that reads them (Netlify, Cloudflare Pages):
 * the same security headers the Node server sends (read off a real response of its middleware,
 * so the two cannot drift), the caching rules, and the spelling aliases. Unknown paths get the
 * host's `404.html` convention (both hosts serve it with status 404).
 */
export async function securityHeaderLines(config: ServerConfig): Promise<string[]> {
  const app = new Hono()
  app.use('*', securityHeaders(config))
  app.get('*', (c) => c.text(''))
  const response = await app.request('https://site.example/')
  const lines: string[] = []
  response.headers.forEach((value, name) => {
    if (name === 'content-type' || name === 'content-length') return
    lines.push(`  ${canonicalName(name)}: ${value}`)
  })
  return lines.sort()
}

const canonicalName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, ch: string) => dash + ch.toUpperCase())

export async function headersFile(config: ServerConfig): Promise<string> {
  return [
    '# Written by `npm run build` (scripts/prerender/host-files.ts): same headers as server/.',
    '/*',
    ...(await securityHeaderLines(config)),
    '  Cache-Control: public, max-age=0, must-revalidate',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/og/*',
    '  Cache-Control: public, max-age=3600',
    '/favicon.svg',
    '  Cache-Control: public, max-age=86400',
    // Feeds and calendars: a fixed path, or a folder of their own. Talk calendars share their
    // folder with the talks' pages, so the host types them by their extension (.ics).
    ...resourceTable.flatMap((row) => {
      const rule = isResourcePattern(row) ? row.hostRule : row.path
      return rule ? [rule, `  Content-Type: ${row.contentType}`] : []
    }),
    '',
  ].join('\n')
}

/** Where a static host answers every form posted to it (it has no server to answer them). */
export const FORMS_UNAVAILABLE_FILE = 'forms/unavailable.html'

/**
 * `moved`: former paths of content (a post's previous slugs) and where they are now; `gone`:
 * pages taken away on purpose (removed talks), whose written page is served with 410 where the
 * host allows a status on a rewrite (Netlify; `!` because the file exists). Hosts that only
 * allow redirects here (Cloudflare Pages) skip those lines and serve the page with 200; it says
 * the talk was removed all the same.
 */
export function redirectsFile(
  moved: ReadonlyArray<readonly [string, string]> = [],
  gone: readonly string[] = [],
  /** `VITE_SOCIETY_API_URL` when the society API is on another origin (it ends in /api). */
  societyApiUrl: string | null = null,
): string {
  const service =
    societyApiUrl && /^https?:\/\//.test(societyApiUrl) ? societyApiUrl.replace(/\/api$/, '') : null
  return [
    '# Written by `npm run build`: correctly spelled paths go to the canonical spelling.',
    ...Object.entries(pathAliases).map(([from, to]) => `${from}  ${to}  301`),
    '# Posts whose slug changed: the previous addresses go to the current one.',
    ...moved.map(([from, to]) => `${from}  ${to}  301`),
    '# Talks removed from the programme: their pages, with 410 Gone.',
    ...gone.map((page) => `${page}  ${page}/index.html  410!`),
    '# Forms posted without scripts: a static host cannot answer them; this page says what to do.',
    `${FORMS_PREFIX}*  /${FORMS_UNAVAILABLE_FILE}  200`,
    ...(service
      ? [
          '# My registration and /verify: the society API pages on this origin, as printed on letters (docs/decisions/0103).',
          ...SERVICE_PAGE_PREFIXES.flatMap((prefix) => {
            const bare = prefix.replace(/\/$/, '')
            return [`${bare}  ${service}${bare}  200!`, `${bare}/*  ${service}${bare}/:splat  200!`]
          }),
        ]
      : []),
    '',
  ].join('\n')
}

/**
 * The static host's answer to a form posted without scripts
 * (docs/decisions/0045-interactive-from-first-paint.md): a short page, no scripts, that says
 * nothing was sent and how to send it, styled by the site's own stylesheet.
 */
export function formsUnavailablePage(stylesheets: string[]): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <meta name="robots" content="noindex">
    <title>Your form was not sent | AMRS-UG</title>
    ${stylesheets.map((href) => `<link rel="stylesheet" href="/${href}">`).join('\n    ')}
  </head>
  <body>
    <main id="main" class="container">
      <h1>Your form was not sent</h1>
      <p>This copy of the site can only send forms with JavaScript, and the page's scripts had not
        started (or are turned off). Nothing you typed was sent or stored.</p>
      <p>Go back, make sure JavaScript is on, wait a moment for the page to finish loading, and send
        the form again. Your browser usually keeps what you typed when you go back.</p>
      <p><a class="button" href="${paths.home}">AMRS-UG home</a>
        <a class="button button--secondary" href="${paths.conference.home}">IUMRS-ICAM 2025</a></p>
    </main>
  </body>
</html>
`
}
