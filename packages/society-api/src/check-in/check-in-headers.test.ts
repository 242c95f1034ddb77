import { describe, expect, it } from 'vitest'
import { DESK_CSP } from '../desk/app.ts'
import { deskHarness } from '../desk/desk.test-utils.ts'
import { DESK_ENDPOINTS } from '../desk/endpoints.ts'
import { addSampleRegistrations } from '../desk/registrations/sample-registrations.test-utils.ts'

const concrete = (path: string) =>
  `/desk${path === '/' ? '' : path}`
    .replace(':token', 'no-such-invitation')
    .replace(':name', 'desk.css')
    .replace(':id', '1')
    .replace(':number', 'AMRS-2025-0001')
    .replace(':message', 'no-such-message')

describe('the camera: only the check-in page may use it', () => {
  it(
    'every desk GET answers camera=() and the desk CSP, except /desk/check-in: camera=(self), its own CSP',
    { timeout: 60_000 },
    async () => {
      const desk = await deskHarness()
      await addSampleRegistrations(desk.deps.db, 1)
      const cookie = await desk.signedIn('secretariat')
      const withCamera: string[] = []
      for (const endpoint of DESK_ENDPOINTS.filter((e) => e.method === 'GET')) {
        const response = await desk.request(concrete(endpoint.path), { cookie })
        const policy = response.headers.get('Permissions-Policy') ?? ''
        if (policy.includes('camera=(self)')) withCamera.push(endpoint.path)
        else expect(policy, endpoint.path).toContain('camera=()')
        await response.arrayBuffer()
      }
      expect(withCamera).toEqual(['/check-in'])
      const page = await desk.request('/desk/check-in', { cookie })
      const csp = page.headers.get('Content-Security-Policy') ?? ''
      expect(csp).not.toBe(DESK_CSP)
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'")
      expect(csp).toContain("worker-src 'self'")
      expect(csp).not.toContain('unsafe-inline')
      // A page that is not found, or a refusal, never has the camera either.
      const missing = await desk.request('/desk/check-in/nothing', { cookie })
      expect(missing.headers.get('Permissions-Policy')).toContain('camera=()')
    },
  )
})
