import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeLake } from '../lake/seed-fixture.test-utils.ts'

/** The seed's drafts (studio/seed/production.ndjson, `drafts.` ids): only preview sees them. */
describe('the seed dataset’s drafts', () => {
  let fixture: Awaited<ReturnType<typeof makeLake>>
  beforeAll(async () => {
    fixture = await makeLake({ seedDir: path.resolve('studio/seed') })
  })
  afterAll(() => fixture.close())

  const query = async (groq: string, perspective: 'published' | 'drafts') =>
    (await fixture.lake.query({ dataset: 'production', query: groq, perspective })).result

  it('are ignored by the published perspective', async () => {
    expect(await query('count(*[_id in path("drafts.**")])', 'published')).toBe(0)
    expect(await query('*[_id == "announcement-abstract-extension"][0].title', 'published')).toBe(
      'Abstract submission extended',
    )
    expect(await query('*[_id == "hotel-1"][0].name', 'published')).toBe(
      'Sample hotel 1 (to be confirmed)',
    )
    expect(await query('count(*[_type == "deadline"])', 'published')).toBe(4)
  })

  it('stand in for their documents in the drafts perspective, and add the unpublished one', async () => {
    expect(await query('*[_id == "announcement-abstract-extension"][0].title', 'drafts')).toBe(
      'Abstract submission extended to 7 November',
    )
    expect(await query('*[_id == "hotel-1"][0].name', 'drafts')).toBe(
      'Sample hotel 1: conference rate agreed',
    )
    expect(await query('count(*[_type == "announcement"])', 'drafts')).toBe(5)
    expect(await query('*[_type == "deadline"] | order(date desc)[0].event', 'drafts')).toBe(
      'Camera-ready papers for the proceedings',
    )
  })
})
