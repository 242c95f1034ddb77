import { createHash, timingSafeEqual } from 'node:crypto'
import {
  urlSearchParamPreviewPathname,
  urlSearchParamPreviewSecret,
  validatePreviewUrl,
  type SanityClientLike,
} from '@sanity/preview-url-secret'

export type { SanityClientLike }

export type SecretCheck = (url: URL) => Promise<{ ok: true; redirectTo: string } | { ok: false }>

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Where to go once preview is on: the site path the studio asked for, never another host
 * (`//evil.example` or `/\evil.example` would leave the site).
 */
export function previewRedirect(url: URL): string {
  const asked = url.searchParams.get(urlSearchParamPreviewPathname)
  if (!asked) return '/'
  const target = new URL(asked, 'http://site.invalid')
  const path = `${target.pathname}${target.search}${target.hash}`
  return target.host === 'site.invalid' && !/^[/\\]{2}/.test(path) && !path.startsWith('/\\')
    ? path
    : '/'
}

/**
 * Checks the secret of `/preview/enable?sanity-preview-secret=…&sanity-preview-pathname=…`, the
 * URL the Presentation tool opens (its `previewMode.enable`):
 * - the server's own `PREVIEW_SECRET`, when one is set (compared in constant time);
 * - else the studio's handshake: the studio stored a short-lived `sanity.previewUrlSecret`
 *   document in the dataset before opening the URL, and `validatePreviewUrl` reads it with the
 *   read token (`secrets`: the project's client, or the local lake's raw perspective).
 */
export function createSecretCheck(options: {
  previewSecret: string | null
  secrets: SanityClientLike | null
}): SecretCheck {
  return async (url) => {
    const secret = url.searchParams.get(urlSearchParamPreviewSecret)
    if (!secret) return { ok: false }
    const redirectTo = previewRedirect(url)
    if (options.previewSecret && timingSafeEqual(digest(secret), digest(options.previewSecret)))
      return { ok: true, redirectTo }
    if (!options.secrets) return { ok: false }
    try {
      const { isValid } = await validatePreviewUrl(options.secrets, url.href)
      return isValid ? { ok: true, redirectTo } : { ok: false }
    } catch (error) {
      console.error('[preview] could not check the studio secret:', error)
      return { ok: false }
    }
  }
}
