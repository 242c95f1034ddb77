import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStack, type LocalStack } from './app.ts'
import { readConfig } from './config.ts'
import { makeSeedDir } from './lake/seed-fixture.test-utils.ts'

let stack: LocalStack

beforeAll(async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'app-test-'))
  const dist = path.join(work, 'dist')
  mkdirSync(path.join(dist, 'assets'), { recursive: true })
  // A build without its server-rendering bundle: the server serves the prerendered files.
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Home</title><div id="root"><h1>Home</h1></div>',
  )
  mkdirSync(path.join(dist, 'iumrs-icam25', 'accomodation'), { recursive: true })
  writeFileSync(
    path.join(dist, 'iumrs-icam25', 'accomodation', 'index.html'),
    '<!doctype html><title>Accommodation</title><div id="root"><h1>Accommodation</h1></div>',
  )
  writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>Page not found</title>')
  const js = 'console.log("hello");'.repeat(100)
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), js)
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(js))
  stack = await createLocalStack(
    readConfig({ DIST_DIR: dist, SEED_DIR: makeSeedDir(), DATA_DIR: path.join(work, 'data') }),
    { watch: false },
  )
})
afterAll(() => stack.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  stack.fetch(new Request(`http://localhost${url}`, { headers }))

describe('local server', () => {
  it('serves each page as prerendered, with security headers and a validator', async () => {
    const res = await get('/iumrs-icam25/accomodation')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<h1>Accommodation</h1>')
    const etag = res.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await get('/iumrs-icam25/accomodation', { 'if-none-match': etag ?? '' })
    expect(again.status).toBe(304)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBeTruthy()
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })

  it('answers unknown paths 404 with the not-found page; one URL per page', async () => {
    const missing = await get('/no/such/page')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Page not found')
    const slash = await get('/iumrs-icam25/accomodation/')
    expect(slash.status).toBe(308)
    expect(slash.headers.get('location')).toBe('/iumrs-icam25/accomodation')
    const index = await get('/index.html')
    expect(index.status).toBe(308)
    expect(index.headers.get('location')).toBe('/')
    const alias = await get('/iumrs-icam25/accommodation')
    expect(alias.status).toBe(301)
    expect(alias.headers.get('location')).toBe('/iumrs-icam25/accomodation')
  })

  it('sends HSTS only behind https', async () => {
    const res = await get('/', { 'x-forwarded-proto': 'https' })
    expect(res.headers.get('strict-transport-security')).toContain('max-age=')
  })

  it('serves hashed assets immutable and precompressed when accepted', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(res.headers.get('content-type')).toContain('javascript')
    const plain = await get('/assets/app-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
  })

  it('answers missing files and traversal attempts with a JSON 4xx', async () => {
    const missing = await get('/assets/nope-123.js')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Not found' })
    const encoded = await get('/assets/..%2f..%2fpackage.json')
    expect(encoded.status).toBe(400)
    const nul = await get('/a%00b')
    expect(nul.status).toBe(400)
    const malformed = await get('/%E0%A4%A')
    expect(malformed.status).toBe(400)
  })

  it('mounts the content lake and the society API on the same origin', async () => {
    const lake = await get('/v2025-01-01/data/query/production?query=count(*)')
    expect(lake.status).toBe(200)
    expect(((await lake.json()) as { result: number }).result).toBeGreaterThan(0)
    const health = await get('/api/health')
    expect(await health.json()).toMatchObject({ status: 'ok' })
    const unknown = await get('/api/nothing-here')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ detail: 'Not Found' })
  })
})
