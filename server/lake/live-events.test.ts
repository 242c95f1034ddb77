import { serve } from '@hono/node-server'
import { appendFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeLake, sseReader } from './seed-fixture.test-utils.ts'

let fixture: Awaited<ReturnType<typeof makeLake>>
const url = '/v2025-01-01/data/live/events/production'
const open = (headers: Record<string, string> = {}, query = '') =>
  fixture.app.request(`${url}${query}`, { headers: { accept: 'text/event-stream', ...headers } })

function addTalk(id: string) {
  appendFileSync(
    path.join(fixture.seedDir, 'production.ndjson'),
    JSON.stringify({ _id: id, _type: 'talk', title: id }) + '\n',
  )
}

beforeAll(async () => {
  fixture = await makeLake({ watch: true, config: { keepAliveMs: 100, maxLiveConnections: 3 } })
})
afterAll(() => fixture.close())

describe('local lake: Live Content API event stream', () => {
  it('streams welcome, then a message with an id and tags when the seed changes', async () => {
    const res = await open()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    const stream = sseReader(res)
    expect(await stream.next()).toEqual({ event: 'welcome', id: undefined, data: {} })
    addTalk('talk-live-1')
    const message = await stream.next((e) => e.event === 'message')
    expect(message.id).toMatch(/^[0-9a-f]+-\d+$/)
    const tags = (message.data as { tags: string[] }).tags
    expect(tags.length).toBeGreaterThan(0)
    for (const tag of tags) expect(tag).toMatch(/^s1:/)
    // The same event reaches in-process subscribers with the same id and tags.
    const seen: unknown[] = []
    const unsubscribe = fixture.lake.subscribe((e) => seen.push(e))
    addTalk('talk-live-2')
    const second = await stream.next((e) => e.event === 'message')
    unsubscribe()
    expect(seen).toEqual([
      {
        dataset: 'production',
        type: 'message',
        id: second.id,
        tags: (second.data as { tags: string[] }).tags,
      },
    ])
    await stream.cancel()
  })

  it('sends keep-alive comments', async () => {
    const stream = sseReader(await open())
    await stream.next()
    await expect.poll(() => stream.comments, { timeout: 2000 }).toBeGreaterThan(0)
    await stream.cancel()
  })

  it('resumes after Last-Event-ID with the events missed, and restarts from an unknown position', async () => {
    const first = sseReader(await open())
    await first.next()
    addTalk('talk-resume-1')
    const seen = await first.next((e) => e.event === 'message')
    await first.cancel()
    const changed = new Promise<void>((resolve) => {
      const stop = fixture.lake.subscribe(() => (stop(), resolve()))
    })
    addTalk('talk-resume-2')
    await changed
    // Reconnecting from the last id seen replays what happened in between.
    const resumed = sseReader(await open({ 'last-event-id': seen.id! }))
    expect((await resumed.next()).event).toBe('welcome')
    const missed = await resumed.next()
    expect(missed.event).toBe('message')
    expect(Number(missed.id!.split('-')[1])).toBe(Number(seen.id!.split('-')[1]) + 1)
    await resumed.cancel()
    // The same through the lastLiveEventId query parameter.
    const viaParam = sseReader(await open({}, `?lastLiveEventId=${seen.id}`))
    await viaParam.next()
    expect((await viaParam.next()).id).toBe(missed.id)
    await viaParam.cancel()
    // A position from another server run cannot be resumed: restart, then live again.
    const unknown = sseReader(await open({ 'last-event-id': 'deadbeef-7' }))
    await unknown.next()
    const restart = await unknown.next()
    expect(restart.event).toBe('restart')
    expect(restart.id).toBe(fixture.lake.events.position())
    await unknown.cancel()
  })

  it('refuses what Sanity refuses: non-SSE Accept, includeDrafts without a token, unknown datasets', async () => {
    expect((await open({ accept: 'application/json' })).status).toBe(406)
    expect((await open({}, '?includeDrafts=true')).status).toBe(401)
    const missing = await fixture.app.request('/v2025-01-01/data/live/events/nope')
    expect(missing.status).toBe(404)
  })

  it('tells a client over the connection limit to go away', async () => {
    const streams = [sseReader(await open()), sseReader(await open()), sseReader(await open())]
    await Promise.all(streams.map((s) => s.next()))
    const extra = sseReader(await open())
    const goaway = await extra.next()
    expect(goaway.event).toBe('goaway')
    expect((goaway.data as { reason: string }).reason).toContain('too many')
    await Promise.all([...streams, extra].map((s) => s.cancel()))
    await expect.poll(() => fixture.lake.live.size).toBe(0)
  })

  it('forgets a connection when the client goes away (real socket)', async () => {
    const server = serve({ fetch: fixture.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const requests = await Promise.all(
        [1, 2].map(
          () =>
            new Promise<http.ClientRequest>((resolve, reject) => {
              const req = http.get(
                { port, host: '127.0.0.1', path: url, headers: { accept: 'text/event-stream' } },
                (res) => res.once('data', () => resolve(req)),
              )
              req.on('error', reject)
            }),
        ),
      )
      expect(fixture.lake.live.size).toBe(2)
      for (const req of requests) req.destroy()
      await expect.poll(() => fixture.lake.live.size, { timeout: 2000 }).toBe(0)
    } finally {
      server.close()
    }
  })
})
