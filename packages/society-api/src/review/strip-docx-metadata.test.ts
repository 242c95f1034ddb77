import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { blindCopy } from './blind-file.ts'
import { NotADocx, stripDocxMetadata } from './strip-docx-metadata.ts'

describe('stripDocxMetadata', () => {
  it('refuses what is not a Word package (so it is never served raw)', async () => {
    expect(() => stripDocxMetadata(strToU8('not a zip'))).toThrow(NotADocx)
    expect(() => stripDocxMetadata(zipSync({ 'a.txt': strToU8('x') }))).toThrow(NotADocx)
    expect(await blindCopy('docx', strToU8('not a zip'))).toEqual({ ok: false })
    expect(await blindCopy('pdf', strToU8('not a pdf'))).toEqual({ ok: false })
    expect(await blindCopy('doc', strToU8('a doc'))).toEqual({ ok: false })
  })
})
