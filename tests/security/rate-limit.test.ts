import { describe, expect, it } from 'vitest'
import { RateLimiter } from '@amrs/society-api/guards/rate-limit'
import type { TestDeps } from './support.ts'
import {
  backend,
  client,
  json,
  ORIGIN,
  registration,
  registrationForm,
  stored,
  testDeps,
} from './support.ts'

// Rate limits per client address on the membership, newsletter,
// registration and payment endpoints; 429 with Retry-After; bounded memory.

/** Behind a trusted proxy the client is the last X-Forwarded-For hop. */
const from = (client: string) => ({ 'X-Forwarded-For': `203.0.113.9, ${client}` })
const limited = () => testDeps({ rateLimit: { max: 3, windowMs: 60_000 }, trustProxy: true })

/** One app per test: its limiters live as long as the app, like the server's. */
const subscriber = (deps: TestDeps) => {
  const app = backend(deps)
  return (email: string, client: string) =>
    app.request(`${ORIGIN}/api/newsletter`, json({ email }, from(client)))
}

describe('rate limits', () => {
  it('newsletter: the 4th request in a window is 429 with Retry-After and stores nothing', async () => {
    const deps = await limited()
    const subscribe = subscriber(deps)
    for (let i = 0; i < 3; i++)
      expect((await subscribe(`r${i}@example.com`, '198.51.100.1')).status).toBe(201)
    const refused = await subscribe('r3@example.com', '198.51.100.1')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(stored(deps).subscriptions()).not.toContain('r3@example.com')
    // Another client has its own budget.
    expect((await subscribe('r3@example.com', '198.51.100.2')).status).toBe(201)
  })

  it('an X-Forwarded-For the server does not trust does not make a new client', async () => {
    const deps = await testDeps({ rateLimit: { max: 1, windowMs: 60_000 }, trustProxy: false })
    const subscribe = subscriber(deps)
    expect((await subscribe('a@example.com', '198.51.100.1')).status).toBe(201)
    expect((await subscribe('b@example.com', '198.51.100.2')).status).toBe(429)
    expect(stored(deps).subscriptions()).toEqual(['a@example.com'])
  })

  it.each([
    ['verify profile', '/api/user', () => json({ email: 'a@example.com' })],
    [
      'registration',
      '/api/conference/registration',
      () => ({ method: 'POST', body: registrationForm(registration()) }),
    ],
    [
      'payment initialize',
      '/api/conference/payment/initialize',
      () => json({ email: 'nobody@example.com' }),
    ],
    ['payment verify', '/api/conference/payment/verify/IUMRS_ICAM25NOPE', () => ({})],
  ] as const)('%s is limited too', async (_name, path, init) => {
    const deps = await limited()
    const app = backend(deps)
    const send = () => {
      const { headers, ...rest } = init() as RequestInit & { headers?: Record<string, string> }
      return app.request(`${ORIGIN}${path}`, {
        ...rest,
        headers: { ...headers, ...from('198.51.100.7') },
      })
    }
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await send()).status)
    expect(statuses.slice(0, 3)).not.toContain(429)
    expect(statuses[3]).toBe(429)
  })

  it('registration: the refused 4th submission changes nothing', async () => {
    const deps = await limited()
    const api = client(deps, from('198.51.100.8'))
    const send = (n: string) => api.register(registration({ email: `${n}@example.com` }))
    for (const n of ['one', 'two', 'three']) expect((await send(n)).status).toBeLessThan(300)
    expect((await send('four')).status).toBe(429)
    expect(stored(deps).registration('three@example.com')).not.toBeNull()
    expect(stored(deps).registration('four@example.com')).toBeNull()
  })

  it('a form relayed by the site’s server counts against its visitor, only with the relay key', async () => {
    const key = 'relay-key-shared-with-the-site-0123'
    const deps = await testDeps({ rateLimit: { max: 1, windowMs: 60_000 }, relayKey: key })
    const app = backend(deps)
    const relayed = (email: string, visitor: string, relayKey = key) =>
      app.request(
        `${ORIGIN}/api/newsletter`,
        json({ email }, { 'X-Site-Relay-Key': relayKey, 'X-Site-Visitor-Address': visitor }),
      )
    // Two visitors behind the one site server: each has a budget of its own.
    expect((await relayed('a@example.com', '198.51.100.1')).status).toBe(201)
    expect((await relayed('b@example.com', '198.51.100.2')).status).toBe(201)
    expect((await relayed('c@example.com', '198.51.100.1')).status).toBe(429)
    // Without the key (or with another) the header names nobody: the caller itself is counted.
    const other = await testDeps({ rateLimit: { max: 1, windowMs: 60_000 }, relayKey: key })
    const stranger = backend(other)
    const forged = (email: string, visitor: string) =>
      stranger.request(
        `${ORIGIN}/api/newsletter`,
        json(
          { email },
          { 'X-Site-Relay-Key': 'guessed-key-guessed-key-0000', 'X-Site-Visitor-Address': visitor },
        ),
      )
    expect((await forged('d@example.com', '198.51.100.3')).status).toBe(201)
    expect((await forged('e@example.com', '198.51.100.4')).status).toBe(429)
    expect(stored(other).subscriptions()).toEqual(['d@example.com'])
  })

  it('remembers at most maxClients addresses (expired windows and the oldest go first)', () => {
    let now = 0
    const limiter = new RateLimiter({ max: 1, windowMs: 1000, maxClients: 100, now: () => now })
    for (let i = 0; i < 1000; i++) limiter.take(`10.0.${i >> 8}.${i & 255}`)
    expect(limiter.size).toBeLessThanOrEqual(100)
    expect(limiter.take('10.0.3.231')).not.toBeNull() // a recent client is still counted
    now = 5000
    expect(limiter.take('10.0.3.231')).toBeNull() // its window expired
    expect(limiter.size).toBeLessThanOrEqual(100)
  })
})
