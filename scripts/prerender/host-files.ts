import { Hono } from 'hono'
import { pathAliases } from '../../src/config/paths.ts'
import type { ServerConfig } from '../../server/config.ts'
import { securityHeaders } from '../../server/security-headers.ts'

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
    '',
  ].join('\n')
}

export function redirectsFile(): string {
  return [
    '# Written by `npm run build`: correctly spelled paths go to the canonical spelling.',
    ...Object.entries(pathAliases).map(([from, to]) => `${from}  ${to}  301`),
    '',
  ].join('\n')
}
