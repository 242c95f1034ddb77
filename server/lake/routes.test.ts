import { appendFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeLake } from './seed-fixture.test-utils.ts'

const TOKEN = 'test-read-token-0123456789'
let fixture: Awaited<ReturnType<typeof makeLake>>
let lake: Awaited<ReturnType<typeof makeLake>>['app']

// One engine for the file (worker start-up is the slow part); these tests only read.
beforeAll(async () => {
  fixture = await makeLake({ config: { readToken: TOKEN } })
  lake = fixture.app
})
afterAll(() => fixture.close())

async function query(q: string, extra = '', headers: Record<string, string> = {}) {
  const res = await lake.request(
    `/v2025-01-01/data/query/production?query=${encodeURIComponent(q)}${extra}`,
    { headers },
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

  it('hides drafts in the published perspective', async () => {
    const published = await query('*[_type == "speaker" && order == 1].name')
    expect(published.body.result).toEqual(['Ada'])
  })

  it('refuses drafts, previewDrafts and raw without the read token, as Sanity does (401)', async () => {
    for (const perspective of ['raw', 'drafts', 'previewDrafts']) {
      const anonymous = await query('*[_type == "speaker"].name', `&perspective=${perspective}`)
      expect(anonymous.status).toBe(401)
      expect(anonymous.body.result).toBeUndefined()
      expect(anonymous.body.error?.description).toContain(perspective)
      const wrong = await query('*[_type == "speaker"].name', `&perspective=${perspective}`, {
        authorization: 'Bearer not-the-token-at-all',
      })
      expect(wrong.status).toBe(401)
    }
  })

  it('shows drafts in raw and previewDrafts with the read token', async () => {
    const auth = { authorization: `Bearer ${TOKEN}` }
    const raw = await query('*[_type == "speaker" && order == 1].name', '&perspective=raw', auth)
    expect(raw.status).toBe(200)
    expect(raw.body.result).toEqual(['Ada', 'Ada (unpublished edit)'])
    const drafts = await query(
      '*[_type == "speaker" && order == 1].name',
      '&perspective=previewDrafts',
      auth,
    )
    expect(drafts.body.result).toEqual(['Ada (unpublished edit)'])
  })

  it('refuses every perspective but published when no token is configured', async () => {
    const open = await makeLake({ seedDir: fixture.seedDir })
    try {
      const res = await open.app.request(
        `/v2025-01-01/data/query/production?query=count(*)&perspective=raw`,
        { headers: { authorization: 'Bearer anything-at-all-here' } },
      )
      expect(res.status).toBe(401)
    } finally {
      open.close()
    }
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

describe('local content lake: caching headers, caps and bodies', () => {
  const path = `/v2025-01-01/data/query/production?query=${encodeURIComponent('*[_type == "speaker"].name')}`

  it('sends an ETag from the dataset revision and answers 304 to If-None-Match', async () => {
    const first = await lake.request(path)
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/".+"$/)
    expect(etag).toContain(fixture.lake.revision('production'))
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10')
    expect(first.headers.get('cdn-cache-control')).toBe(
      'public, max-age=10, stale-while-revalidate=30',
    )
    const again = await lake.request(path, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
    const other = await lake.request(`${path}&$unused=1`, { headers: { 'if-none-match': etag } })
    expect(other.status).toBe(200)
  })

  it('answers with syncTags, and with the query only when returnQuery is not false', async () => {
    const res = await lake.request(`${path}&returnQuery=false`)
    const body = (await res.json()) as { query?: string; result: unknown; syncTags: string[] }
    expect(body.query).toBeUndefined()
    expect(body.result).toEqual(['Bea', 'Ada', 'Cy'])
    expect(body.syncTags.length).toBeGreaterThan(0)
    for (const tag of body.syncTags) expect(tag).toMatch(/^s1:[\w-]+$/)
  })

  it('never lets authenticated answers be stored', async () => {
    const res = await lake.request(`${path}&perspective=raw`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('refuses queries over the length or nesting caps before evaluating them', async () => {
    const deep = `${'('.repeat(30)}1${')'.repeat(30)}`
    const nested = await query(deep)
    expect(nested.status).toBe(400)
    expect(nested.body.error?.description).toContain('nested too deeply')
    // Brackets inside strings do not count.
    expect((await query(`"${'['.repeat(40)}"`)).body.result).toBe('['.repeat(40))
    const long = await lake.request('/v2025-01-01/data/query/production', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `count(*[_type == "a"${' '.repeat(20_000)}])` }),
    })
    expect(long.status).toBe(413)
  })

  it('counts a chunked POST body while it streams and stops at the limit', async () => {
    let pulled = 0
    const chunk = new Uint8Array(64 * 1024).fill(32)
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength
        if (pulled > 50 * 1024 * 1024) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const res = await lake.request('/v2025-01-01/data/query/production', {
      method: 'POST',
      body,
      // @ts-expect-error Node's fetch needs `duplex` for a streamed body (not in the DOM types).
      duplex: 'half',
    })
    expect(res.status).toBe(413)
    expect(res.headers.get('connection')).toBe('close')
    expect(pulled).toBeLessThan(2 * 1024 * 1024)
  })
})

describe('local content lake: answers after a change', () => {
  it('serves a repeated GET from memory until the dataset changes, then the new content', async () => {
    const watched = await makeLake({ watch: true })
    try {
      const path = `/v2025-01-01/data/query/production?query=${encodeURIComponent('count(*[_type == "talk"])')}`
      const first = await watched.app.request(path)
      const etag = first.headers.get('etag')!
      expect(((await first.json()) as { result: number }).result).toBe(1)
      const again = await watched.app.request(path)
      expect(again.headers.get('x-lake-cache')).toBe('hit')
      expect(again.headers.get('etag')).toBe(etag)
      const changed = new Promise<void>((resolve) => {
        const stop = watched.lake.subscribe(() => (stop(), resolve()))
      })
      appendFileSync(
        join(watched.seedDir, 'production.ndjson'),
        JSON.stringify({ _id: 'talk-9', _type: 'talk', title: 'New' }) + '\n',
      )
      await changed
      const after = await watched.app.request(path, { headers: { 'if-none-match': etag } })
      expect(after.status).toBe(200)
      expect(after.headers.get('etag')).not.toBe(etag)
      expect(((await after.json()) as { result: number }).result).toBe(2)
    } finally {
      watched.close()
    }
  })
})
