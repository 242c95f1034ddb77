import type { RouteEntry } from '../../src/app/route-registry.ts'

/** sitemap.xml: every public route, lastmod from its content's newest `_updatedAt`. */
export function sitemapXml(
  siteUrl: string,
  entries: Array<{ route: RouteEntry; lastmod: string | null }>,
): string {
  const urls = entries
    .filter(({ route }) => !route.private)
    .map(({ route, lastmod }) =>
      [
        '  <url>',
        `    <loc>${new URL(route.path, siteUrl).href}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod.slice(0, 10)}</lastmod>`] : []),
        '  </url>',
      ].join('\n'),
    )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`
}
