import { serve, type ServerType } from '@hono/node-server'
import { createClient, type SanityClient } from '@sanity/client'
import { appendFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeLake } from './seed-fixture.test-utils.ts'

let server: ServerType
let fixture: Awaited<ReturnType<typeof makeLake>>
let client: SanityClient
let seedDir: string

beforeAll(async () => {
  fixture = await makeLake({ watch: true })
  seedDir = fixture.seedDir
  server = serve({ fetch: fixture.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-01-01',
    useCdn: false,
    useProjectHostname: false,
    apiHost: `http://127.0.0.1:${port}`,
    perspective: 'published',
  })
})

afterAll(() => {
  fixture.close()
  server.close()
})

describe('@sanity/client against the local lake', () => {
  it('fetches query results unchanged', async () => {
    const names = await client.fetch<string[]>(
      '*[_type == "speaker" && role == $role] | order(order asc).name',
      { role: 'plenary' },
    )
    expect(names).toEqual(['Ada', 'Bea'])
  })

  it('uses the POST form for long queries', async () => {
    const padding = ' '.repeat(12_000)
    const count = await client.fetch<number>(`count(*[_type == "speaker"${padding}])`)
    expect(count).toBe(3)
  })

  it('listen() gets a welcome, then a mutation when the NDJSON file changes on disk', async () => {
    const events: { type: string; documentId?: string }[] = []
    const welcome = new Promise<void>((resolve) => {
      const sub = client
        .listen(
          '*[_type == "speaker"]',
          {},
          { events: ['welcome', 'mutation'], includeResult: false },
        )
        .subscribe((event) => {
          events.push(event as { type: string; documentId?: string })
          if (event.type === 'welcome') resolve()
          if (event.type === 'mutation') sub.unsubscribe()
        })
    })
    await welcome
    appendFileSync(
      path.join(seedDir, 'production.ndjson'),
      JSON.stringify({ _id: 'speaker-d', _type: 'speaker', name: 'Dee', order: 4 }) + '\n',
    )
    await expect
      .poll(() => events.find((e) => e.type === 'mutation')?.documentId, { timeout: 4000 })
      .toBe('speaker-d')
    expect(await client.fetch('count(*[_type == "speaker"])')).toBe(4)
  })

  it('live.events() gets a welcome, then a message whose tags match the edited query', async () => {
    const before = await client.fetch<number, Record<string, never>>(
      'count(*[_type == "talk"])',
      {},
      { filterResponse: false },
    )
    const talkTags = (before as unknown as { syncTags: string[] }).syncTags
    const unrelated = (
      (await client.fetch(
        '*[_type == "siteSettings"][0].societyName',
        {},
        {
          filterResponse: false,
        },
      )) as unknown as { syncTags: string[] }
    ).syncTags
    expect(talkTags.length).toBeGreaterThan(0)
    const events: { type: string; id?: string; tags?: string[] }[] = []
    const welcome = new Promise<void>((resolve) => {
      const sub = client.live.events().subscribe((event) => {
        events.push(event as (typeof events)[number])
        if (event.type === 'welcome') resolve()
        if (event.type === 'message') sub.unsubscribe()
      })
    })
    await welcome
    appendFileSync(
      path.join(seedDir, 'production.ndjson'),
      JSON.stringify({ _id: 'talk-2', _type: 'talk', title: 'Graphene' }) + '\n',
    )
    await expect
      .poll(() => events.find((e) => e.type === 'message'), { timeout: 4000 })
      .toBeTruthy()
    const message = events.find((e) => e.type === 'message')!
    expect(message.id).toBeTruthy()
    expect(message.tags?.some((t) => talkTags.includes(t))).toBe(true)
    expect(message.tags?.some((t) => unrelated.includes(t))).toBe(false)
    const fresh = await client.fetch<number>(
      'count(*[_type == "talk"])',
      {},
      {
        lastLiveEventId: message.id,
      },
    )
    expect(fresh).toBe(2)
  })
})
