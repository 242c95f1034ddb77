/**
 * sitemap.xml: every public page (a parameterised route's listed paths, not its pattern),
 * lastmod from its content's newest `_updatedAt`.
 */
export function sitemapXml(
  siteUrl: string,
  entries: Array<{ path: string; lastmod: string | null }>,
): string {
  const urls = entries.map(({ path, lastmod }) =>
    [
      '  <url>',
      `    <loc>${new URL(path, siteUrl).href}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod.slice(0, 10)}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /desk\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`
}
