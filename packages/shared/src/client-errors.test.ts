import { describe, expect, it } from 'vitest'
import {
  CLIENT_ERROR_BODY_LIMIT,
  clientErrorReport,
  readClientErrorReport,
  scrub,
} from './client-errors'

const routes = new Set(['talk', 'home'])

describe('scrub', () => {
  it('keeps the path of a URL, never its origin, query string or fragment', () => {
    expect(
      scrub(
        'at p (http://127.0.0.1:4411/assets/talk-D1z9.js?v=1#x:1:234) https://amrs.example/forms/verify?email=ama%40example.org',
      ),
    ).toBe('at p (/assets/talk-D1z9.js) /forms/verify')
    expect(scrub('failed on /iumrs-icam25/programme/day/2025-12-10?q=ama&room=a')).toBe(
      'failed on /iumrs-icam25/programme/day/2025-12-10',
    )
  })

  it('blanks e-mail addresses', () => {
    expect(scrub('No profile for ama.mensah@example.org.')).toBe('No profile for [email].')
  })
})

describe('clientErrorReport', () => {
  it('names the error, keeps the top of its stack, scrubbed and short', () => {
    const error = new TypeError('l is not a function')
    error.stack = [
      'TypeError: l is not a function',
      ...Array.from(
        { length: 30 },
        (_, i) => `    at f${i} (https://site.example/assets/vendor-x.js?t=${i}:1:${i})`,
      ),
    ].join('\n')
    const report = clientErrorReport(error, { routeId: 'talk', buildId: 'index-CBdGOdhY' })
    expect(report.message).toBe('TypeError: l is not a function')
    const lines = report.stack.split('\n')
    expect(lines).toHaveLength(10)
    expect(lines[1]).toBe('at f0 (/assets/vendor-x.js)')
    expect(report.stack).not.toMatch(/site\.example|\?t=/)
    expect(report).toMatchObject({ routeId: 'talk', buildId: 'index-CBdGOdhY' })
  })

  it('a thrown value that is not an Error, a long message, an odd build id', () => {
    const report = clientErrorReport('x'.repeat(1000), { routeId: 'home', buildId: '<script>' })
    expect(report.message.length).toBe(300)
    expect(report.message.startsWith('Thrown: xxx')).toBe(true)
    expect(report.stack).toBe('')
    expect(report.buildId).toBe('unknown')
  })

  it('fits the body limit whatever it was given', () => {
    const error = new Error('y'.repeat(10_000))
    error.stack = Array.from({ length: 100 }, () => `at ${'z'.repeat(1000)}`).join('\n')
    const body = JSON.stringify(clientErrorReport(error, { routeId: 'home', buildId: 'index-1' }))
    expect(body.length).toBeLessThan(CLIENT_ERROR_BODY_LIMIT)
  })
})

describe('readClientErrorReport (the server reads it again)', () => {
  it('scrubs again, and keeps only a route id the table knows', () => {
    expect(
      readClientErrorReport(
        {
          message: 'Error: for ama@example.org',
          stack: 'at x (https://evil.example/a.js?token=1)',
          routeId: '/signup?email=ama@example.org',
          buildId: 'index-CBdGOdhY',
          extra: 'dropped',
        },
        routes,
      ),
    ).toEqual({
      message: 'Error: for [email]',
      stack: 'at x (/a.js)',
      routeId: 'unknown',
      buildId: 'index-CBdGOdhY',
    })
  })

  it('refuses what is not a report', () => {
    for (const body of [
      null,
      'text',
      {},
      { message: '', stack: '', routeId: 'home', buildId: 'b' },
    ])
      expect(readClientErrorReport(body, routes)).toBeNull()
    expect(
      readClientErrorReport({ message: 'm', stack: 1, routeId: 'home', buildId: 'b' }, routes),
    ).toBeNull()
  })
})
