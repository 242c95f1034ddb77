import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'groq-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changeTags, datasetDependencies, queryTags, syncTag } from './sync-tags.mjs'
import { makeLake } from './seed-fixture.test-utils.ts'

/** Queries shaped like the accommodation and fee pages' (the site's own live beside its pages). */
const accommodationPageQuery = `{
  "page": *[_type == "accommodationPage"][0]{ title, attendeeNote },
  "hotels": *[_type == "hotel"] | order(order asc){ _id, name, link }
}`
const registrationFeePageQuery = `{
  "page": *[_type == "registrationFeePage"][0]{ title },
  "periods": *[_type == "registrationFeePeriod"] | order(startDate asc){ _id, key, student },
  "extraFees": *[_type == "extraFee"]{ _id, title }
}`

const deps = (query: string, params: Record<string, unknown> = {}) => {
  const d = datasetDependencies(parse(query, { params }))
  return { any: d.any, types: [...d.types].sort(), ids: [...d.ids].sort() }
}

describe('sync tags: what a query can depend on', () => {
  it.each([
    ['*[_type == "hotel"]', { any: false, types: ['hotel'], ids: [] }],
    ['*["hotel" == _type && featured]', { any: false, types: ['hotel'], ids: [] }],
    ['*[_type in ["a", "b"]] | order(x)', { any: false, types: ['a', 'b'], ids: [] }],
    ['*[_type == "a" && _id == "x"][0]', { any: false, types: [], ids: ['x'] }],
    ['*[_id in ["drafts.x", "y"]]', { any: false, types: [], ids: ['x', 'y'] }],
    ['*[_type == "a" || _id == "x"]', { any: false, types: ['a'], ids: ['x'] }],
    [
      '{"a": *[_type == "a"][0], "n": count(*[(_type == "b")])}',
      { any: false, types: ['a', 'b'], ids: [] },
    ],
  ])('%s', (query, expected) => {
    expect(deps(query)).toEqual(expected)
  })

  it('resolves params', () => {
    expect(deps('*[_type == $t]', { t: 'speaker' })).toEqual({
      any: false,
      types: ['speaker'],
      ids: [],
    })
    expect(deps('*[_type in $types][0]._updatedAt', { types: ['a', 'b'] })).toEqual({
      any: false,
      types: ['a', 'b'],
      ids: [],
    })
  })

  it.each([
    'count(*)',
    '*[featured == true]',
    '*[_type == "a" || featured]',
    '*[_type != "a"]',
    '*[_id == ^._ref]',
    '*[count(*[_type == "a"]) > 0]',
  ])('depends on any change: %s', (query) => {
    expect(deps(query).any).toBe(true)
  })

  it('tags are opaque, deterministic and per dataset', () => {
    expect(syncTag('production', 't:hotel')).toMatch(/^s1:[\w-]{12}$/)
    expect(syncTag('production', 't:hotel')).toBe(syncTag('production', 't:hotel'))
    expect(syncTag('staging', 't:hotel')).not.toBe(syncTag('production', 't:hotel'))
  })

  it('a query and a change intersect exactly when the change can matter', () => {
    const hotels = queryTags(
      'p',
      datasetDependencies(parse('*[_type == "hotel"]{name, "img": image.asset->url}')),
      ['image-1'],
      () => 'sanity.imageAsset',
    )
    const fees = queryTags(
      'p',
      datasetDependencies(parse('*[_type == "extraFee"]')),
      [],
      () => undefined,
    )
    const everything = queryTags('p', datasetDependencies(parse('count(*)')), [], () => undefined)
    const hotelEdit = changeTags('p', ['hotel-3'], ['hotel'])
    const imageEdit = changeTags('p', ['image-1'], ['sanity.imageAsset'])
    const meets = (a: string[], b: string[]) => a.some((t) => b.includes(t))
    expect(meets(hotels, hotelEdit)).toBe(true)
    expect(meets(hotels, imageEdit)).toBe(true)
    expect(meets(fees, hotelEdit)).toBe(false)
    expect(meets(fees, imageEdit)).toBe(false)
    expect(meets(everything, hotelEdit)).toBe(true)
    // A document that changes type reaches queries on its old and its new type.
    expect(meets(fees, changeTags('p', ['x'], ['hotel', 'extraFee']))).toBe(true)
  })
})

describe('sync tags on the real seed: accommodation and fee pages', () => {
  let seedDir: string
  let fixture: Awaited<ReturnType<typeof makeLake>>
  beforeAll(async () => {
    seedDir = mkdtempSync(path.join(tmpdir(), 'lake-seed-'))
    cpSync(path.resolve('studio/seed'), seedDir, { recursive: true })
    fixture = await makeLake({ seedDir, watch: true })
  })
  afterAll(() => fixture.close())

  const tagsOf = async (query: string) =>
    (await fixture.lake.query({ dataset: 'production', query, lastLiveEventId: 'x-0' })).syncTags

  it('are deterministic: the same query gets the same tags from another lake', async () => {
    const other = await makeLake({ seedDir })
    try {
      const theirs = await other.lake.query({
        dataset: 'production',
        query: accommodationPageQuery,
      })
      expect(theirs.syncTags).toEqual(await tagsOf(accommodationPageQuery))
      expect(theirs.syncTags).toEqual([...theirs.syncTags].sort())
    } finally {
      other.close()
    }
  })

  it('editing a hotel invalidates the accommodation query and not the fee table', async () => {
    const accommodation = await tagsOf(accommodationPageQuery)
    const fees = await tagsOf(registrationFeePageQuery)
    const file = path.join(seedDir, 'production.ndjson')
    const event = new Promise<{ type: string; tags: string[] }>((resolve) => {
      const stop = fixture.lake.subscribe((e) => (stop(), resolve(e)))
    })
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => {
        if (!line.includes('"_id":"hotel-3"')) return line
        const doc = JSON.parse(line) as Record<string, unknown>
        return JSON.stringify({ ...doc, name: 'Renamed hotel' })
      })
    writeFileSync(file, lines.join('\n'))
    const { type, tags } = await event
    expect(type).toBe('message')
    expect(tags.some((t) => accommodation.includes(t))).toBe(true)
    expect(tags.some((t) => fees.includes(t))).toBe(false)
    // And the accommodation query now reads the new name.
    const after = await fixture.lake.query({ dataset: 'production', query: accommodationPageQuery })
    expect(JSON.stringify(after.result)).toContain('Renamed hotel')
  })
})
