/**
 * The site's public origin (`SITE_URL`, e.g. https://amrs-ug.example.org): canonical links,
 * Open Graph URLs, the sitemap. Defaults to the local server's address.
 */
export function siteUrlFrom(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.SITE_URL?.trim() || `http://127.0.0.1:${env.PORT || 4173}`
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(
      `Invalid SITE_URL (an absolute URL such as https://amrs-ug.example.org): ${raw}`,
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`Invalid SITE_URL (http or https): ${raw}`)
  return url.origin
}
