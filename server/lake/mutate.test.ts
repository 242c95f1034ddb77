import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeLake, makeSeedDir, sseReader } from './seed-fixture.test-utils.ts'

const READ = 'test-read-token-0123456789'
const WRITE = 'test-write-token-9876543210'
const MUTATE = '/v2025-01-01/data/mutate/production'

let fixtures: Awaited<ReturnType<typeof makeLake>>[] = []
afterEach(() => {
  for (const f of fixtures) f.close()
  fixtures = []
})

async function lakeWithWrites(
  seedDir = makeSeedDir(),
  overlayDir = mkdtempSync(path.join(tmpdir(), 'lake-overlay-')),
) {
  const fixture = await makeLake({
    seedDir,
    overlayDir,
    config: { readToken: READ, writeToken: WRITE },
  })
  fixtures.push(fixture)
  return { ...fixture, overlayDir }
}

type Lake = Awaited<ReturnType<typeof lakeWithWrites>>

function mutate(lake: Lake, mutations: unknown, token: string | null = WRITE, query = '') {
  return lake.app.request(`${MUTATE}${query}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ mutations }),
  })
}

async function raw(lake: Lake, query: string): Promise<unknown> {
  const res = await lake.app.request(
    `/v2025-01-01/data/query/production?perspective=raw&query=${encodeURIComponent(query)}`,
    { headers: { Authorization: `Bearer ${READ}` } },
  )
  return ((await res.json()) as { result: unknown }).result
}

const talk = (id: string, title: string) => ({ _id: id, _type: 'talk', title })

describe('local content lake: mutation API', () => {
  it('refuses writes without the write token, with a wrong one, and with the read token', async () => {
    const lake = await lakeWithWrites()
    for (const token of [null, 'wrong-token-0123456789', READ]) {
      const res = await mutate(lake, [{ create: talk('drafts.t-x', 'X') }], token)
      expect(res.status).toBe(401)
    }
    expect(await raw(lake, '*[_id == "drafts.t-x"]')).toEqual([])
  })

  it('creates, replaces, creates if missing, patches and deletes, answering like Sanity', async () => {
    const lake = await lakeWithWrites()
    const res = await mutate(
      lake,
      [
        { create: talk('drafts.t-1', 'One') },
        { createIfNotExists: talk('drafts.t-1', 'Not this') },
        { createOrReplace: talk('drafts.t-2', 'Two') },
        { patch: { id: 'drafts.t-2', set: { 'materials.doi': '10.1/x', title: 'Two!' } } },
        { patch: { id: 'talk-1', set: { withdrawn: true }, unset: ['speaker'] } },
        { delete: { id: 'drafts.speaker-a' } },
      ],
      WRITE,
      '?returnIds=true',
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      transactionId: string
      results: unknown[]
      documentIds: string[]
    }
    expect(body.transactionId).toMatch(/\S{8,}/)
    expect(body.results).toEqual([
      { id: 'drafts.t-1', operation: 'create' },
      { id: 'drafts.t-1', operation: 'none' },
      { id: 'drafts.t-2', operation: 'create' },
      { id: 'drafts.t-2', operation: 'update' },
      { id: 'talk-1', operation: 'update' },
      { id: 'drafts.speaker-a', operation: 'delete' },
    ])
    expect(body.documentIds).toContain('drafts.t-2')
    expect(
      await raw(
        lake,
        '*[_id in ["drafts.t-1", "drafts.t-2"]] | order(_id){title, materials, _rev}',
      ),
    ).toEqual([
      { title: 'One', materials: null, _rev: body.transactionId },
      { title: 'Two!', materials: { doi: '10.1/x' }, _rev: body.transactionId },
    ])
    expect(await raw(lake, '*[_id == "talk-1"][0]{withdrawn, speaker}')).toEqual({
      withdrawn: true,
      speaker: null,
    })
    expect(await raw(lake, 'count(*[_id == "drafts.speaker-a"])')).toBe(0)
  })

  it('applies all or nothing: one failing mutation leaves every document as it was', async () => {
    const lake = await lakeWithWrites()
    const before = await raw(lake, '*[_type == "talk"]{_id, title}')
    const exists = await mutate(lake, [
      { create: talk('drafts.t-3', 'Three') },
      { create: talk('talk-1', 'Again') },
    ])
    expect(exists.status).toBe(409)
    expect(((await exists.json()) as { error: { index: number } }).error.index).toBe(1)
    const missing = await mutate(lake, [
      { create: talk('drafts.t-3', 'Three') },
      { patch: { id: 'nope', set: { a: 1 } } },
    ])
    expect(missing.status).toBe(404)
    const malformed = await mutate(lake, [
      { create: talk('drafts.t-3', 'Three') },
      { frobnicate: {} },
    ])
    expect(malformed.status).toBe(400)
    expect(await raw(lake, '*[_type == "talk"]{_id, title}')).toEqual(before)
  })

  it('checks ifRevisionID against the revision the last write gave', async () => {
    const lake = await lakeWithWrites()
    const first = (await (await mutate(lake, [{ create: talk('drafts.t-4', 'Four') }])).json()) as {
      transactionId: string
    }
    const stale = await mutate(lake, [
      { patch: { id: 'drafts.t-4', ifRevisionID: 'other', set: { title: 'No' } } },
    ])
    expect(stale.status).toBe(409)
    const fresh = await mutate(lake, [
      { patch: { id: 'drafts.t-4', ifRevisionID: first.transactionId, set: { title: 'Yes' } } },
    ])
    expect(fresh.status).toBe(200)
    expect(await raw(lake, '*[_id == "drafts.t-4"][0].title')).toBe('Yes')
  })

  it('keeps writes over a restart in the overlay, never in the seed file', async () => {
    const seedDir = makeSeedDir()
    const seedFile = path.join(seedDir, 'production.ndjson')
    const seedBefore = readFileSync(seedFile, 'utf8')
    const first = await lakeWithWrites(seedDir)
    await mutate(first, [
      { create: talk('drafts.t-5', 'Five') },
      { delete: { id: 'drafts.speaker-a' } },
    ])
    first.close()
    fixtures = []
    expect(readFileSync(seedFile, 'utf8')).toBe(seedBefore)
    const again = await lakeWithWrites(seedDir, first.overlayDir)
    expect(await raw(again, '*[_id == "drafts.t-5"][0].title')).toBe('Five')
    expect(await raw(again, 'count(*[_id == "drafts.speaker-a"])')).toBe(0)
    expect(await raw(again, 'count(*[_id == "speaker-a"])')).toBe(1)
  })

  it('announces a write on the live events, like a change of the seed file', async () => {
    const lake = await lakeWithWrites()
    const stream = sseReader(
      await lake.app.request('/v2025-01-01/data/live/events/production', {
        headers: { accept: 'text/event-stream' },
      }),
    )
    expect((await stream.next()).event).toBe('welcome')
    const revision = lake.lake.revision('production')
    await mutate(lake, [{ patch: { id: 'talk-1', set: { title: 'Perovskites, revised' } } }])
    const event = await stream.next((e) => e.event === 'message')
    expect((event.data as { tags: string[] }).tags.length).toBeGreaterThan(0)
    expect(lake.lake.revision('production')).not.toBe(revision)
    await stream.cancel()
    const published = await lake.app.request(
      `/v2025-01-01/data/query/production?query=${encodeURIComponent('*[_id == "talk-1"][0].title')}`,
    )
    expect(((await published.json()) as { result: unknown }).result).toBe('Perovskites, revised')
  })

  it('refuses writes when the lake has no overlay folder', async () => {
    const fixture = await makeLake({ config: { writeToken: WRITE } })
    fixtures.push(fixture)
    const res = await mutate({ ...fixture, overlayDir: '' }, [
      { create: talk('drafts.t-6', 'Six') },
    ])
    expect(res.status).toBe(403)
  })
})
