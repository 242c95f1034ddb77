import { describe, expect, it } from 'vitest'
import { backend, client, ORIGIN, stored, testDeps } from './support.ts'

// A checkout `action` naming a property every object has must be refused
// as an unknown action (4xx with the security headers), never reach the store, never 500.
const PROTOTYPE_NAMES = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
]

describe('checkout action lookup', () => {
  it.each(PROTOTYPE_NAMES)(
    'action=%s: 400 page with security headers, payment unchanged',
    async (action) => {
      const deps = await testDeps()
      const api = client(deps)
      const reference = await api.pendingPayment()
      const res = await api.checkout(reference, action)
      expect(res.status).toBe(400)
      expect(await res.text()).toContain('Unknown action')
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(stored(deps).transaction(reference)?.state).toBe('pending')
    },
  )

  it.each(PROTOTYPE_NAMES)('reference %s: a 404 page, not a 500', async (name) => {
    const deps = await testDeps()
    const res = await backend(deps).request(`${ORIGIN}/checkout/${name}`)
    expect(res.status).toBe(404)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
