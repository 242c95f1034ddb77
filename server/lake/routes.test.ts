import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDatasetStore, type DatasetStore } from './dataset.ts'
import { createLakeRoutes } from './routes.ts'
import { makeSeedDir } from './test-fixture.ts'

let store: DatasetStore
let lake: ReturnType<typeof createLakeRoutes>

beforeEach(async () => {
  store = await createDatasetStore(makeSeedDir(), { projectId: 'local', watch: false })
  lake = createLakeRoutes(store)
})
afterEach(() => store.close())

async function query(q: string, extra = '') {
  const res = await lake.request(
    `/v2025-01-01/data/query/production?query=${encodeURIComponent(q)}${extra}`,
  )
  return {
    status: res.status,
    body: (await res.json()) as {
      result?: unknown
      error?: { description: string }
      query?: string
      ms?: number
    },
  }
}

describe('local content lake: query endpoint', () => {
  it('answers like Sanity with {query, result, ms}', async () => {
    const { status, body } = await query('count(*[_type == "speaker"])')
    expect(status).toBe(200)
    expect(body.result).toBe(3)
    expect(body.query).toBe('count(*[_type == "speaker"])')
    expect(typeof body.ms).toBe('number')
  })

  it('takes $params as JSON in the query string', async () => {
    const { body } = await query(
      '*[_type == "speaker" && role == $role].name',
      `&$role=${encodeURIComponent('"keynote"')}`,
    )
    expect(body.result).toEqual(['Cy'])
  })

  it('orders and dereferences', async () => {
    const ordered = await query('*[_type == "speaker"] | order(order desc).name')
    expect(ordered.body.result).toEqual(['Cy', 'Bea', 'Ada'])
    const deref = await query('*[_id == "talk-1"][0]{title, "who": speaker->name}')
    expect(deref.body.result).toEqual({ title: 'Perovskites', who: 'Ada' })
  })

  it('hides drafts in the published perspective and shows them in raw', async () => {
    const published = await query('*[_type == "speaker" && order == 1].name')
    expect(published.body.result).toEqual(['Ada'])
    const raw = await query('*[_type == "speaker" && order == 1].name', '&perspective=raw')
    expect(raw.body.result).toEqual(['Ada', 'Ada (unpublished edit)'])
    const drafts = await query(
      '*[_type == "speaker" && order == 1].name',
      '&perspective=previewDrafts',
    )
    expect(drafts.body.result).toEqual(['Ada (unpublished edit)'])
  })

  it('turns seed image files into asset references and asset documents, like an import', async () => {
    const { body } = await query(
      '*[_id == "speaker-a"][0].photo{alt, "ref": asset._ref, "url": asset->url, "w": asset->metadata.dimensions.width}',
    )
    const photo = body.result as { alt: string; ref: string; url: string; w: number }
    expect(photo.alt).toBe('A dot')
    expect(photo.ref).toMatch(/^image-[0-9a-f]{40}-40x20-svg$/)
    expect(photo.w).toBe(40)
    const image = await lake.request(photo.url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(image.headers.get('cache-control')).toContain('immutable')
  })

  it('accepts the POST form with a JSON body', async () => {
    const res = await lake.request('/v2025-01-01/data/query/production', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '*[_type == $t].name', params: { t: 'talk' } }),
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { result: unknown }).result).toEqual([null])
  })

  it('answers 4xx with a JSON error for bad input, never crashing', async () => {
    const bad = await query('*[_type == ')
    expect(bad.status).toBe(400)
    expect(bad.body.error?.description).toBeTruthy()
    expect((await query('*', '&$x=not-json')).status).toBe(400)
    const unknown = await lake.request('/v2025-01-01/data/query/nope?query=*')
    expect(unknown.status).toBe(404)
    const huge = await lake.request(
      `/v2025-01-01/data/query/production?query=${'a'.repeat(70_000)}`,
    )
    expect(huge.status).toBeGreaterThanOrEqual(400)
    expect(huge.status).toBeLessThan(500)
    const badBody = await lake.request('/v2025-01-01/data/query/production', {
      method: 'POST',
      body: '{nope',
    })
    expect(badBody.status).toBe(400)
    const missing = await lake.request('/v2025-01-01/data/query/production')
    expect(missing.status).toBe(400)
    expect((await lake.request('/images/local/production/nothing-1x1.svg')).status).toBe(404)
  })
})
