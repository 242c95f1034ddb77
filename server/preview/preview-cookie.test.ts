import { describe, expect, it } from 'vitest'
import {
  cookieAttributes,
  createPreviewCookies,
  PREVIEW_MAX_AGE_SECONDS,
} from './preview-cookie.ts'

const at = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers })
const valueOf = (setCookie: string) => setCookie.split(';')[0] ?? ''

describe('the preview cookie', () => {
  it('is HttpOnly, and SameSite=None; Secure; Partitioned wherever the browser counts the origin secure', () => {
    for (const url of [
      'https://amrs-ug.example.org/',
      'http://127.0.0.1:4173/',
      'http://localhost:4173/',
    ])
      expect(cookieAttributes(at(url), 60), url).toBe(
        'Path=/; HttpOnly; Secure; SameSite=None; Partitioned; Max-Age=60',
      )
    expect(
      cookieAttributes(at('http://10.0.0.5/', { 'x-forwarded-proto': 'https' }), 60),
    ).toContain('SameSite=None')
    // Plain http on another host: `Secure` would be refused, so preview works in a tab of its own.
    expect(cookieAttributes(at('http://10.0.0.5/'), 60)).toBe(
      'Path=/; HttpOnly; SameSite=Lax; Max-Age=60',
    )
  })

  it('turns preview on until it expires, and cannot be forged or altered', () => {
    let now = Date.parse('2025-10-20T10:00:00Z')
    const cookies = createPreviewCookies('secret\0token', () => now)
    const issued = cookies.issue(at('http://127.0.0.1/'))
    expect(issued).toMatch(
      new RegExp(`^amrs_preview=v1\\.\\d+\\.[\\w-]{43}; .*Max-Age=${PREVIEW_MAX_AGE_SECONDS}$`),
    )
    const cookie = valueOf(issued)
    const withCookie = (value: string) => at('http://127.0.0.1/', { cookie: `other=1; ${value}` })
    expect(cookies.isOn(withCookie(cookie))).toBe(true)
    expect(cookies.isOn(at('http://127.0.0.1/'))).toBe(false)

    // Another key (another server's secrets) or an edited expiry: refused.
    expect(createPreviewCookies('other\0token', () => now).isOn(withCookie(cookie))).toBe(false)
    const [name, version, expires, mac] = cookie.split(/[=.]/)
    expect(cookies.isOn(withCookie(`${name}=${version}.${Number(expires) + 3600}.${mac}`))).toBe(
      false,
    )
    expect(cookies.isOn(withCookie(`${name}=v1.9999999999.${'A'.repeat(43)}`))).toBe(false)

    now += PREVIEW_MAX_AGE_SECONDS * 1000
    expect(cookies.isOn(withCookie(cookie))).toBe(false)
  })

  it('is cleared with the same attributes (or the browser would keep it)', () => {
    const cookies = createPreviewCookies('k')
    expect(cookies.clear(at('http://127.0.0.1/'))).toBe(
      'amrs_preview=; Path=/; HttpOnly; Secure; SameSite=None; Partitioned; Max-Age=0',
    )
  })
})
