import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { CHECK_IN_HEADERS } from '@amrs/society-api/check-in/check-in-headers'
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
