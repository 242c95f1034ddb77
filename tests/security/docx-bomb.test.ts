import { describe, expect, it } from 'vitest'
import { ZIP_MAX_UNCOMPRESSED } from '@amrs/society-api/conference/abstract-file'
import { client, registration, stored, testDeps, zipBomb } from './support.ts'

// A DOCX whose central directory lies about its sizes is refused by what it
// really expands to; nothing is stored.
describe('zip bomb as an abstract', () => {
  it.each([
    ['claims 1 KB, expands past the cap', zipBomb(ZIP_MAX_UNCOMPRESSED + 1024, 1000)],
    ['claims 1 KB, expands to 64 KB', zipBomb(64 * 1024, 1000)],
  ])('%s: 422, no registration, no file', async (_what, bytes) => {
    expect(bytes.byteLength).toBeLessThan(1024 * 1024) // small enough for the 1 MB limit
    const deps = await testDeps()
    const res = await client(deps).register(registration({ abstract_required: true }), {
      bytes,
      name: 'a.docx',
    })
    expect(res.status).toBe(422)
    expect((await res.json()).detail[0].loc).toEqual(['body', 'abstract'])
    expect(stored(deps).registration('ama@example.com')).toBeNull()
    expect(stored(deps).abstractFiles()).toEqual([])
  })
})
