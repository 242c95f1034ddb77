import { createPublicKey, generateKeyPairSync, webcrypto } from 'node:crypto'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { badgeSigningKey, parseBadgeSigningKey } from './badge-key.ts'
import { badgeTokens, verifyBadgeToken } from './badge-token.ts'

const ed25519 = () => generateKeyPairSync('ed25519').privateKey
const tokens = badgeTokens(ed25519())

describe('the badge token', () => {
  it('a real token verifies to its registration id, and holds nothing but the id', () => {
    const token = tokens.sign(1234)
    expect(token).toMatch(/^v1\.1234\.[A-Za-z0-9_-]{86}$/)
    expect(tokens.verify(token)).toBe(1234)
  })

  it('verifies offline with only the published public key (as the check-in page will, in WebCrypto)', async () => {
    const token = tokens.sign(77)
    const spki = createPublicKey({
      key: Buffer.from(tokens.publicKey.spki, 'base64'),
      format: 'der',
      type: 'spki',
    })
    expect(verifyBadgeToken(token, spki)).toBe(77)
    const key = await webcrypto.subtle.importKey('jwk', tokens.publicKey.jwk, 'Ed25519', false, [
      'verify',
    ])
    const [version, id, signature] = token.split('.') as [string, string, string]
    const ok = await webcrypto.subtle.verify(
      'Ed25519',
      key,
      Buffer.from(signature, 'base64url'),
      Buffer.from(`${version}.${id}`),
    )
    expect(ok).toBe(true)
  })

  it('refuses a forged token: a made-up signature, or one signed with another key', () => {
    expect(tokens.verify(`v1.1234.${'A'.repeat(86)}`)).toBeNull()
    expect(tokens.verify(badgeTokens(ed25519()).sign(1234))).toBeNull()
  })

  it('refuses an altered token: the id changed, the signature moved to another id, any character changed', () => {
    const token = tokens.sign(1234)
    const signature = token.split('.')[2]!
    expect(tokens.verify(token.replace('v1.1234.', 'v1.1235.'))).toBeNull()
    expect(tokens.verify(`v1.12345.${signature}`)).toBeNull()
    expect(tokens.verify(token.replace('v1.', 'v2.'))).toBeNull()
    // Every single-character change anywhere in the signature, including the last character's
    // unused bits (a lenient base64 decoder would read some of those as the same signature).
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    for (const at of [0, 40, 85]) {
      for (const ch of alphabet) {
        if (ch === signature[at]) continue
        const changed = `${signature.slice(0, at)}${ch}${signature.slice(at + 1)}`
        expect(tokens.verify(`v1.1234.${changed}`), `${at}:${ch}`).toBeNull()
      }
    }
  })

  it('refuses a truncated, padded or malformed token', () => {
    const token = tokens.sign(1234)
    for (const bad of [
      token.slice(0, -1),
      token.slice(0, 40),
      `${token}=`,
      `${token}A`,
      ` ${token}`,
      'v1.1234',
      'v1.0.' + token.split('.')[2],
      'v1.-5.' + token.split('.')[2],
      '',
    ])
      expect(tokens.verify(bad), JSON.stringify(bad)).toBeNull()
  })

  it('signs only positive whole ids', () => {
    for (const id of [0, -1, 1.5, Number.NaN, 1e12]) expect(() => tokens.sign(id)).toThrow()
  })
})

describe('the badge signing key', () => {
  it('BADGE_SIGNING_KEY as PEM, PEM in base64 or DER in base64; anything else is refused without repeating it', () => {
    const key = ed25519()
    const pem = key.export({ format: 'pem', type: 'pkcs8' }).toString()
    const der = key.export({ format: 'der', type: 'pkcs8' }).toString('base64')
    const token = badgeTokens(key).sign(5)
    for (const value of [pem, Buffer.from(pem).toString('base64'), der])
      expect(badgeTokens(parseBadgeSigningKey(value)).verify(token)).toBe(5)
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString()
    expect(() => parseBadgeSigningKey(rsa)).toThrow(/Ed25519/)
    expect(() => parseBadgeSigningKey('not-a-key-secret')).toThrow(
      /^BADGE_SIGNING_KEY is not a private key/,
    )
    expect(() => parseBadgeSigningKey('not-a-key-secret')).not.toThrow(/not-a-key-secret/)
  })

  it('without BADGE_SIGNING_KEY a key is made once in the data folder, readable by its owner only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'badge-key-'))
    const first = badgeTokens(badgeSigningKey(null, dir))
    const again = badgeTokens(badgeSigningKey(null, dir))
    expect(again.publicKey.spki).toBe(first.publicKey.spki)
    expect(again.verify(first.sign(9))).toBe(9)
    const file = path.join(dir, 'badge-signing.pem')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).toContain('BEGIN PRIVATE KEY')
    const configured = ed25519()
    const pem = configured.export({ format: 'pem', type: 'pkcs8' }).toString()
    expect(badgeTokens(badgeSigningKey(pem, dir)).publicKey.spki).toBe(
      badgeTokens(configured).publicKey.spki,
    )
  })
})
