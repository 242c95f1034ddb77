import { createHmac, timingSafeEqual } from 'node:crypto'

/** The cookie that turns preview on for one browser (HttpOnly: no script reads or sets it). */
export const PREVIEW_COOKIE = 'amrs_preview'

/** How long a preview session lasts before the secret is needed again: a working day. */
export const PREVIEW_MAX_AGE_SECONDS = 8 * 60 * 60

const VERSION = 'v1'
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Whether the browser treats the request's origin as secure: https (directly or through a
 * proxy), or a loopback host, which Chromium and Firefox count as a secure context, so a
 * `Secure` cookie set over http://127.0.0.1 is kept.
 */
function secureOrigin(request: Request): boolean {
  const url = new URL(request.url)
  return (
    url.protocol === 'https:' ||
    request.headers.get('x-forwarded-proto') === 'https' ||
    LOOPBACK.has(url.hostname)
  )
}

/**
 * The cookie's attributes. Presentation shows the site in an iframe on the studio's site
 * (`*.sanity.studio`, or localhost:3333 beside 127.0.0.1:4173): a cookie reaches a cross-site
 * iframe only as `SameSite=None`, which browsers accept only with `Secure`, and `Partitioned`
 * (CHIPS) keeps it to that embedding, so third-party cookie blocking lets it through. Over plain
 * http on another host (a LAN address) `Secure` would be refused: there the cookie is
 * `SameSite=Lax`, which works for preview in a tab of its own but not inside the studio.
 */
export function cookieAttributes(request: Request, maxAgeSeconds: number): string {
  const site = secureOrigin(request) ? 'Secure; SameSite=None; Partitioned' : 'SameSite=Lax'
  return `Path=/; HttpOnly; ${site}; Max-Age=${maxAgeSeconds}`
}

function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}

/**
 * Preview sessions without server state (any instance behind a load balancer accepts them): the
 * cookie holds its expiry and an HMAC of it under a key derived from the server's secrets, so it
 * cannot be forged, and changing those secrets ends every session.
 */
export function createPreviewCookies(keyMaterial: string, now: () => number = Date.now) {
  const key = createHmac('sha256', keyMaterial).update('amrs preview cookie').digest()
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url')

  return {
    /** `Set-Cookie` that turns preview on. */
    issue(request: Request): string {
      const expires = Math.floor(now() / 1000) + PREVIEW_MAX_AGE_SECONDS
      const payload = `${VERSION}.${expires}`
      return `${PREVIEW_COOKIE}=${payload}.${sign(payload)}; ${cookieAttributes(request, PREVIEW_MAX_AGE_SECONDS)}`
    },
    /** `Set-Cookie` that turns it off (the same attributes, or the browser keeps the old one). */
    clear(request: Request): string {
      return `${PREVIEW_COOKIE}=; ${cookieAttributes(request, 0)}`
    },
    /** Whether the request carries a valid, unexpired preview cookie. */
    isOn(request: Request): boolean {
      const value = readCookie(request, PREVIEW_COOKIE)
      const match = value ? /^(v1\.(\d{1,12}))\.([\w-]{43})$/.exec(value) : null
      if (!match?.[1] || !match[2] || !match[3]) return false
      if (Number(match[2]) * 1000 <= now()) return false
      const expected = Buffer.from(sign(match[1]))
      const given = Buffer.from(match[3])
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}

export type PreviewCookies = ReturnType<typeof createPreviewCookies>
