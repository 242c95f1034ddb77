import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { codeHash, newLetterCode, normaliseCode } from './letter-code.ts'
import type { ContentSource } from '../content/content-source.ts'
import { letterWordingQuery, readLetterContent } from './letter-content.ts'
import {
  DEFAULT_STATUS_WORDS,
  letterStatus,
  mayRequestLetter,
  parseLetterForm,
} from './letter-rules.ts'
import { passportCipher, passportKey } from './passport-cipher.ts'

describe('passport numbers at rest', () => {
  const cipher = passportCipher(randomBytes(32))

  it('round trip: the sealed value opens to the passport number', () => {
    expect(cipher.open(cipher.seal('P1234567'))).toBe('P1234567')
  })

  it('the sealed value holds no plaintext and differs each time (random IV)', () => {
    const a = cipher.seal('G99887766')
    const b = cipher.seal('G99887766')
    expect(a).not.toBe(b)
    for (const sealed of [a, b]) {
      expect(sealed).not.toContain('G99887766')
      expect(sealed).not.toContain(Buffer.from('G99887766').toString('base64url'))
      expect(Buffer.from(sealed.split('.')[3]!, 'base64url').toString('latin1')).not.toContain(
        'G998',
      )
    }
  })

  it('another key, or a changed value, fails instead of answering', () => {
    const sealed = cipher.seal('A7654321')
    expect(() => passportCipher(randomBytes(32)).open(sealed)).toThrow()
    const parts = sealed.split('.')
    const body = Buffer.from(parts[3]!, 'base64url')
    body[0] = body[0]! ^ 1
    parts[3] = body.toString('base64url')
    expect(() => cipher.open(parts.join('.'))).toThrow()
    expect(() => passportCipher(randomBytes(16))).toThrow()
  })

  it('without PASSPORT_KEY a key is made once in the data folder, readable by its owner only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'passport-key-'))
    const first = passportKey(null, dir)
    expect(first).toHaveLength(32)
    expect(passportKey(null, dir).equals(first)).toBe(true)
    expect(statSync(path.join(dir, 'passport.key')).mode & 0o777).toBe(0o600)
    const configured = randomBytes(32)
    expect(passportKey(configured, dir).equals(configured)).toBe(true)
    expect(readFileSync(path.join(dir, 'passport.key'), 'utf8')).toBe(first.toString('base64'))
  })
})

describe('verification codes', () => {
  it('16 base32 characters (80 bits) in groups of four, all different over 2,000 codes', () => {
    const codes = Array.from({ length: 2000 }, newLetterCode)
    for (const code of codes)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/)
    expect(new Set(codes).size).toBe(codes.length)
    // Every one of the 32 symbols appears in every position (no fixed or biased characters).
    for (let i = 0; i < 19; i++)
      if (i % 5 !== 4) expect(new Set(codes.map((c) => c[i])).size).toBe(32)
  })

  it('is found by its hash however it is typed; a malformed or other code hashes elsewhere', () => {
    const code = newLetterCode()
    const typed = code.toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o')
    expect(normaliseCode(typed)).toBe(code)
    expect(codeHash(typed)).toBe(codeHash(code))
    expect(codeHash(code)).toMatch(/^[0-9a-f]{64}$/)
    expect(codeHash('not-a-code')).not.toBe(codeHash(code))
    expect(codeHash(newLetterCode())).not.toBe(codeHash(code))
  })
})

describe('who may ask, and the form', () => {
  it('paid delegates; accepted authors only when the setting allows', () => {
    expect(mayRequestLetter('paid', 'no-decision', false)).toBe(true)
    // The money states of payments/balance.ts: paid in full (or more) is paid; part-paid is not.
    expect(mayRequestLetter('overpaid', 'no-decision', false)).toBe(true)
    expect(mayRequestLetter('part-paid', 'no-decision', false)).toBe(false)
    expect(mayRequestLetter('refunded', 'no-decision', false)).toBe(false)
    expect(mayRequestLetter('pending', 'accepted-oral', false)).toBe(false)
    expect(mayRequestLetter('pending', 'accepted-oral', true)).toBe(true)
    expect(mayRequestLetter('none', 'rejected', true)).toBe(false)
    expect(letterStatus({ payment: 'paid', decision: 'accepted-poster' })).toBe(
      'Registered delegate, registration fee paid, presenting a poster',
    )
    const words = { registered: 'Sample R', paid: 'sample P', oral: 'sample O', poster: 'sample S' }
    expect(letterStatus({ payment: 'pending', decision: 'accepted-oral' }, words)).toBe(
      'Sample R, sample O',
    )
  })

  it('names each field in error and keeps what was typed', () => {
    const result = parseLetterForm(
      {
        passportName: ' Ama  Sample ',
        nationality: '',
        passportNumber: 'p 12',
        birthDate: '2030-01-01',
        embassy: 'Embassy of Ghana, Berlin',
      },
      new Date('2025-10-01'),
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors).sort()).toEqual([
      'birthDate',
      'nationality',
      'passportNumber',
    ])
    expect(result.form.passportName).toBe('Ama Sample')
    expect(result.form.embassy).toBe('Embassy of Ghana, Berlin')
  })
})

describe("the letter's words", () => {
  it('the status phrase from the studio, a missing word from the defaults', async () => {
    const content = await readLetterContent({
      content: {
        query: (async (query: string) =>
          query === letterWordingQuery
            ? { title: 'Sample title', status: { registered: 'Sample delegate', paid: null } }
            : null) as ContentSource['query'],
      },
    })
    expect(content.wording.title).toBe('Sample title')
    expect(content.wording.status).toEqual({
      ...DEFAULT_STATUS_WORDS,
      registered: 'Sample delegate',
    })
    expect(letterStatus({ payment: 'paid', decision: 'no-decision' }, content.wording.status)).toBe(
      'Sample delegate, registration fee paid',
    )
  })
})
