import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { CHECK_IN_HEADERS } from '@amrs/society-api/check-in/check-in-headers'
import { MAIL_LOGO_PATH } from '@amrs/shared/mail-images'
import { readConfig } from './config.ts'
import { securityHeaders } from './security-headers.ts'

// The site's headers around the desk's answers (docs/decisions/0082): the site denies the camera
// everywhere; the desk's check-in page's own policy (camera=(self)) and CSP pass through as sent.
describe("the site's security headers and the camera", () => {
  const app = new Hono()
  app.use('*', securityHeaders(readConfig({ DIST_DIR: '/nonexistent', PORT: '0' })))
  app.get('/desk/check-in', (c) => c.html('<h1>Check-in</h1>', 200, CHECK_IN_HEADERS))
  app.get('*', (c) => c.html('<h1>Page</h1>'))

  it('every site answer denies the camera', async () => {
    for (const path of ['/', '/iumrs-icam25', '/desk/check-in/other', '/api/x']) {
      const response = await app.request(path)
      expect(response.headers.get('Permissions-Policy'), path).toContain('camera=()')
    }
  })

  it("keeps the check-in page's own camera=(self) and CSP", async () => {
    const response = await app.request('/desk/check-in')
    expect(response.headers.get('Permissions-Policy')).toBe(CHECK_IN_HEADERS['Permissions-Policy'])
    expect(response.headers.get('Content-Security-Policy')).toBe(
      CHECK_IN_HEADERS['Content-Security-Policy'],
    )
  })
})

// The e-mails' images are loaded by mail clients from origins of their own (docs/decisions/0105).
describe("the site's security headers and the e-mails' images", () => {
  const app = new Hono()
  app.use('*', securityHeaders(readConfig({ DIST_DIR: '/nonexistent', PORT: '0' })))
  app.get('/media/cover/missing', (c) => c.text('Not found', 404))
  app.get('*', (c) => c.body('image'))
  const corp = async (path: string) =>
    (await app.request(path)).headers.get('Cross-Origin-Resource-Policy')

  it('the logo and posts’ covers may be loaded from another origin', async () => {
    expect(await corp(MAIL_LOGO_PATH)).toBe('cross-origin')
    expect(await corp('/media/cover/image-abc123-1200x630-png')).toBe('cross-origin')
  })

  it('every other answer stays same-origin (other icons, pages, the API, a missing cover)', async () => {
    for (const path of [
      '/',
      '/icons/icon-512.png',
      '/icons/icon-192.png.br',
      '/favicon.svg',
      '/api/health',
      '/media/cover/missing',
    ])
      expect(await corp(path), path).toBe('same-origin')
  })
})
