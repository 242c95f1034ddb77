import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { matchResource } from '@amrs/shared/resources'
import { createResourceServer } from './resource-server.ts'
import type { SsrBundle } from './ssr-bundle.ts'

const ICS = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'
const bundle = {
  renderResource: async (path: string) => (path.endsWith('/a1-01.ics') ? ICS : null),
} as unknown as SsrBundle
const serve = createResourceServer({
  bundle,
  distDir: '/nowhere',
  content: async () => ({ result: null }),
  siteUrl: 'https://example.org',
  nowMs: () => 0,
})
const talkPath = '/iumrs-icam25/programme/a1-01.ics'
const get = (path: string, headers: Record<string, string> = {}) =>
  serve(new Request(`https://example.org${path}`, { headers }), path, matchResource(path)!.row)

describe('the resource server', () => {
  it('answers with the resource’s type and an ETag, then 304 for that ETag', async () => {
    const first = await get(talkPath)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(await first.text()).toBe(ICS)
    const etag = first.headers.get('etag')!
    expect((await get(talkPath, { 'If-None-Match': etag })).status).toBe(304)
  })

  it('gzips for clients that take it', async () => {
    const response = await get(talkPath, { 'Accept-Encoding': 'gzip, br' })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(gunzipSync(bytes).toString()).toBe(ICS)
  })

  it('answers 404 for what the programme does not have', async () => {
    expect((await get('/iumrs-icam25/programme/zz-99.ics')).status).toBe(404)
  })
})
