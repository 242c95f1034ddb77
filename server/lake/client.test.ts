import { serve, type ServerType } from '@hono/node-server'
import { createClient, type SanityClient } from '@sanity/client'
import { appendFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatasetStore, type DatasetStore } from './dataset.ts'
import { createLakeRoutes } from './routes.ts'
import { makeSeedDir } from './test-fixture.ts'

let server: ServerType
let store: DatasetStore
let client: SanityClient
let seedDir: string

beforeAll(async () => {
  seedDir = makeSeedDir()
  store = await createDatasetStore(seedDir, { projectId: 'local', watch: true })
  const app = createLakeRoutes(store)
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
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
  store.close()
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
})
