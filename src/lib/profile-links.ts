/** Reserved for examples and tests (RFC 2606, RFC 6761): never anyone's profile. */
const SAMPLE_HOST = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i

/**
 * The social links that can stand in `sameAs`: absolute http(s) links to a profile, i.e. with a
 * path (`https://www.linkedin.com/` names the network, not the society), on a real host (not a
 * sample such as `https://example.com/...`), each once.
 */
export function profileLinks(urls: readonly string[]): string[] {
  const kept = new Set<string>()
  for (const raw of urls) {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      continue
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') continue
    if (SAMPLE_HOST.test(url.hostname)) continue
    if (!url.pathname.split('/').some(Boolean)) continue
    kept.add(url.href)
  }
  return [...kept]
}
