import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '@amrs/shared/api/client'
import { ConfigError, productionProblems, readConfig } from '../config.ts'
import { contentSecurityPolicy } from '../security-headers.ts'
import { createHttpRelay, relayUnavailable, VISITOR_ADDRESS_HEADER } from '../forms/http-relay.ts'

const complete = {
  SITE_MODE: 'production',
  SITE_URL: 'https://amrs-ug.example.org',
  VITE_SANITY_PROJECT_ID: 'abc123',
  VITE_SANITY_DATASET: 'production',
  VITE_SANITY_API_VERSION: '2025-01-01',
  VITE_SOCIETY_API_URL: 'https://api.amrs-ug.example.org',
}

describe('production configuration', () => {
  it('starts with every variable set, and no local default in its place', () => {
    const config = readConfig(complete)
    expect(config).toMatchObject({
      mode: 'production',
      projectId: 'abc123',
      siteUrl: 'https://amrs-ug.example.org',
      societyApiUrl: 'https://api.amrs-ug.example.org',
      siteNow: null,
      sanityApiHost: null,
    })
  })

  it('lists everything missing or wrong in one message', () => {
    expect(() => readConfig({ SITE_MODE: 'production' })).toThrow(ConfigError)
    const problems = productionProblems({
      SITE_MODE: 'production',
      SITE_URL: 'http://amrs-ug.example.org',
      VITE_SOCIETY_API_URL: '/api',
    })
    expect(problems.join('\n')).toMatch(/SITE_URL is wrong/)
    expect(problems.join('\n')).toMatch(/VITE_SOCIETY_API_URL is wrong/)
    for (const name of ['VITE_SANITY_PROJECT_ID', 'VITE_SANITY_DATASET', 'VITE_SANITY_API_VERSION'])
      expect(problems.join('\n')).toContain(`${name} is missing`)
  })

  it('follows the configured payment provider: its hosts, or a whole origin (a stand-in on the loopback)', () => {
    const standIn = { ...complete, VITE_PAYMENT_HOSTS: 'http://127.0.0.1:4190' }
    expect(productionProblems(standIn)).toEqual([])
    const formAction = contentSecurityPolicy(readConfig(standIn))
      .split('; ')
      .find((directive) => directive.startsWith('form-action'))
    expect(formAction).toBe("form-action 'self' http://127.0.0.1:4190")
    expect(
      productionProblems({ ...complete, VITE_PAYMENT_HOSTS: 'http://pay.example.org' }).join(),
    ).toMatch(/VITE_PAYMENT_HOSTS is wrong/)
  })

  it('accepts http only on a loopback host (tests, a local proxy)', () => {
    const local = { ...complete, SITE_URL: 'http://127.0.0.1:4000' }
    expect(productionProblems(local)).toEqual([])
    expect(productionProblems({ ...complete, SITE_URL: 'http://10.0.0.5' })).toHaveLength(1)
  })
})

describe('the HTTP relay to the society API', () => {
  let baseUrl = ''
  const seen: { path: string; headers: Record<string, unknown> }[] = []
  const server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers })
    if (req.url === '/api/fail') res.writeHead(502).end('<html>Bad gateway</html>')
    else if (req.url === '/api/unknown')
      res.writeHead(500).end('{"detail":"Reference code not valid"}')
    else if (req.url === '/api/slow') setTimeout(() => res.end('{}'), 500)
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
  })
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const relay = () =>
    createHttpRelay({
      baseUrl,
      siteUrl: 'https://amrs-ug.example.org',
      timeoutMs: 200,
      visitorAddress: () => '203.0.113.9',
      rateLimit: { max: 2, windowMs: 60_000 },
    })
  const visitor = () => ({
    request: new Request('https://amrs-ug.example.org/forms/newsletter', {
      headers: { 'x-forwarded-for': '198.51.100.1' },
    }),
  })

  it('passes the visitor address in its own header, never the visitor’s X-Forwarded-For', async () => {
    const answer = await relay().send(
      '/newsletter',
      { method: 'POST', json: { email: 'a@example.org' } },
      visitor(),
    )
    expect(answer).toEqual({ status: 200, data: { ok: true } })
    const last = seen.at(-1)
    expect(last?.headers[VISITOR_ADDRESS_HEADER.toLowerCase()]).toBe('203.0.113.9')
    expect(last?.headers['x-forwarded-for']).toBeUndefined()
    expect(last?.headers.origin).toBe('https://amrs-ug.example.org')
  })

  it('a 5xx or a time-out marks the visitor’s request unavailable', async () => {
    const failing = visitor()
    await expect(relay().send('/fail', { method: 'POST', json: {} }, failing)).rejects.toThrow(
      ApiError,
    )
    expect(relayUnavailable(failing.request)).toBe(true)
    const slow = visitor()
    await expect(relay().send('/slow', { method: 'GET' }, slow)).rejects.toMatchObject({
      kind: 'TIMEOUT_ERROR',
    })
    expect(relayUnavailable(slow.request)).toBe(true)
    // The API's own 500 answer (an unknown payment reference) is an answer, not an outage.
    const unknown = visitor()
    await expect(relay().send('/unknown', { method: 'GET' }, unknown)).rejects.toMatchObject({
      status: 500,
    })
    expect(relayUnavailable(unknown.request)).toBe(false)
  })

  it('limits by address and e-mail: delegates behind one venue address do not lock each other out', async () => {
    const r = relay()
    const send = (email: string) =>
      r.send('/newsletter', { method: 'POST', json: { email } }, visitor())
    await send('one@example.org')
    await send('one@example.org')
    await expect(send('one@example.org')).rejects.toMatchObject({ status: 429 })
    await expect(send('two@example.org')).resolves.toMatchObject({ status: 200 })
  })
})
