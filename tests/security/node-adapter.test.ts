import { describe, expect, it } from 'vitest'
import { json, registration, registrationForm, serve, stored, testDeps } from './support.ts'

// On the Node adapter the global Response is @hono/node-server's class. Refusals must stay
// refusals there (a validator answer taken for data once let invalid bodies through).
describe('refusals through the real Node server', () => {
  it('422 for invalid JSON fields and for a body that is not JSON; nothing stored', async () => {
    const deps = await testDeps()
    const { url } = await serve(deps)
    const bad = await fetch(
      `${url}/api/user/create_profile/`,
      json({ surname: '', email: 'nope', chapter: 'UG' }),
    )
    expect(bad.status).toBe(422)
    expect((await bad.json()).detail).toEqual(
      expect.arrayContaining([expect.objectContaining({ loc: ['body', 'email'] })]),
    )
    const notJson = await fetch(`${url}/api/newsletter`, {
      method: 'POST',
      body: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(notJson.status).toBe(422)
    expect(stored(deps).profiles()).toEqual([])
    expect(stored(deps).subscriptions()).toEqual([])
  })

  it('422 for an invalid registration, 413 for an abstract over 1 MB; nothing stored', async () => {
    const deps = await testDeps()
    const { url } = await serve(deps)
    const invalid = await fetch(`${url}/api/conference/registration`, {
      method: 'POST',
      body: registrationForm(registration({ email: 'not an email' })),
    })
    expect(invalid.status).toBe(422)
    const big = new Uint8Array(1024 * 1024 + 1)
    big.set(new TextEncoder().encode('%PDF-1.4\n'))
    const tooBig = await fetch(`${url}/api/conference/registration`, {
      method: 'POST',
      body: registrationForm(registration({ abstract_required: true }), {
        bytes: big,
        name: 'a.pdf',
      }),
    })
    expect(tooBig.status).toBe(413)
    expect(stored(deps).registration('ama@example.com')).toBeNull()
    expect(stored(deps).abstractFiles()).toEqual([])
  })

  it('500 "Reference code not valid" for a malformed payment reference', async () => {
    const deps = await testDeps()
    const { url } = await serve(deps)
    const res = await fetch(`${url}/api/conference/payment/verify/NOT_A_REFERENCE`)
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ detail: 'Reference code not valid' })
  })
})
