import { generateKeyPairSync } from 'node:crypto'
import * as noble from '@noble/ed25519'
import { describe, expect, it } from 'vitest'
import { badgeTokens } from '../../badges/badge-token.ts'
import { parseBadgeToken, verifyBadgeToken } from './check-in-token.js'

// The service signs; the page's own module checks (as the browser runs it), with WebCrypto and
// with the library it falls back to where WebCrypto has no Ed25519.
const service = badgeTokens(generateKeyPairSync('ed25519').privateKey)
const forger = badgeTokens(generateKeyPairSync('ed25519').privateKey)
const key = service.publicKey.jwk
const WAYS = {
  WebCrypto: {},
  '@noble/ed25519 (no WebCrypto Ed25519)': { subtle: null, noble: async () => noble },
}

describe.each(Object.entries(WAYS))("the check-in page's badge check, by %s", (_, options) => {
  it("accepts the service's token and reads its registration id", async () => {
    expect(await verifyBadgeToken(service.sign(4711), key, options)).toBe(4711)
  })

  it('refuses a token signed with another key (forged)', async () => {
    expect(await verifyBadgeToken(forger.sign(4711), key, options)).toBeNull()
  })

  it('refuses an altered token: another id, a changed signature character, a truncation', async () => {
    const token = service.sign(12)
    const signature = token.split('.')[2]!
    expect(await verifyBadgeToken(`v1.13.${signature}`, key, options)).toBeNull()
    const flipped =
      signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11)
    expect(await verifyBadgeToken(`v1.12.${flipped}`, key, options)).toBeNull()
    expect(await verifyBadgeToken(token.slice(0, -1), key, options)).toBeNull()
    expect(await verifyBadgeToken('https://example.test/not-a-badge', key, options)).toBeNull()
  })
})

describe('the token parse', () => {
  it('refuses a signature that is not the one canonical base64url encoding', () => {
    const token = service.sign(5)
    expect(parseBadgeToken(token)?.id).toBe(5)
    // The last character carries 2 unused bits: another letter decodes to the same bytes.
    const last = token.at(-1)!
    const twin = String.fromCharCode(last.charCodeAt(0) ^ 1)
    expect(parseBadgeToken(token.slice(0, -1) + twin)).toBeNull()
  })
})
