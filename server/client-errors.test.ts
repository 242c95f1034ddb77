import { describe, expect, it } from 'vitest'
import type { ClientErrorReport } from '@amrs/shared/client-errors'
import { createClientErrorRoutes } from './client-errors.ts'

const SITE = 'https://amrs.example'

function setUp(max = 60) {
  const logged: ClientErrorReport[] = []
  let now = 1_000_000
  const app = createClientErrorRoutes({
    origins: [SITE],
    log: (report) => logged.push(report),
    max,
    now: () => now,
  })
  const post = (body: string, headers: Record<string, string> = {}) =>
    app.fetch(
      new Request(`${SITE}/client-errors`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Sec-Fetch-Site': 'same-origin',
          ...headers,
        },
        body,
      }),
    )
  return { logged, post, later: (ms: number) => (now += ms), app }
}

const report = {
  message: 'TypeError: l is not a function',
  stack: 'at l (https://amrs.example/assets/vendor-x.js?v=2:1:9)',
  routeId: 'talk',
  buildId: 'index-CBdGOdhY',
}

describe('POST /client-errors', () => {
  it('logs the report, scrubbed, and answers 204 without storing anything about the visitor', async () => {
    const { logged, post } = setUp()
    const response = await post(JSON.stringify({ ...report, email: 'ama@example.org' }), {
      Cookie: 'session=secret',
      'X-Forwarded-For': '203.0.113.9',
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(logged).toEqual([{ ...report, stack: 'at l (/assets/vendor-x.js)' }])
    expect(JSON.stringify(logged)).not.toMatch(/ama@|secret|203\.0\.113/)
  })

  it('refuses other sites, other bodies, oversized bodies and non-reports', async () => {
    const { logged, post, app } = setUp()
    expect((await post(JSON.stringify(report), { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(
      403,
    )
    expect((await post('message=x', { 'Content-Type': 'text/plain' })).status).toBe(415)
    expect((await post(JSON.stringify({ ...report, stack: 'x'.repeat(5000) }))).status).toBe(413)
    expect((await post('{"message": 1}')).status).toBe(422)
    expect((await post('not json')).status).toBe(422)
    expect((await app.fetch(new Request(`${SITE}/client-errors`))).status).toBe(405)
    expect(logged).toEqual([])
  })

  it('takes at most `max` reports a window from all browsers, then 429 until the next', async () => {
    const { logged, post, later } = setUp(3)
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await post(JSON.stringify(report))).status)
    expect(statuses).toEqual([204, 204, 204, 429, 429])
    const refused = await post(JSON.stringify(report))
    expect(refused.headers.get('Retry-After')).toBe('60')
    expect(logged).toHaveLength(3)
    later(60_000)
    expect((await post(JSON.stringify(report))).status).toBe(204)
    expect(logged).toHaveLength(4)
  })
})
