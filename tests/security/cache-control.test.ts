import { describe, expect, it } from 'vitest'
import { json, registration, registrationForm, serve, testDeps } from './support.ts'

// Every /api answer is `Cache-Control: no-store` (answers carry personal
// data and payment states), whatever its status — checked on a real socket.
describe('/api answers are no-store', () => {
  it('success, validation error, refusal, not found and health', async () => {
    const deps = await testDeps()
    const { url } = await serve(deps)
    const answers = await Promise.all([
      fetch(`${url}/api/health`),
      fetch(`${url}/api/newsletter`, json({ email: 'a@example.com' })),
      fetch(`${url}/api/newsletter`, json({ email: 'nope' })),
      fetch(
        `${url}/api/newsletter`,
        json({ email: 'a@example.com' }, { Origin: 'https://evil.example' }),
      ),
      fetch(`${url}/api/user`, {
        method: 'POST',
        body: 'x',
        headers: { 'Content-Type': 'text/plain' },
      }),
      fetch(`${url}/api/conference/registration`, {
        method: 'POST',
        body: registrationForm(registration()),
      }),
      fetch(`${url}/api/conference/payment/verify/IUMRS_ICAM25NOPE`),
      fetch(`${url}/api/nothing-here`),
    ])
    expect(answers.map((r) => r.status)).toEqual([200, 201, 422, 403, 415, 201, 500, 404])
    for (const res of answers) expect(res.headers.get('cache-control'), res.url).toBe('no-store')
  })
})
