import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto'

/**
 * The badge's QR token (docs/decisions/0076-badge-token.md): `v1.<registration id>.<signature>`,
 * the signature Ed25519 over the UTF-8 bytes of `v1.<registration id>`, in base64url without
 * padding (86 characters). It holds no personal data: the check-in page reads the id and looks
 * the person up in the list it downloaded, and checks the signature offline with the public key.
 */
const TOKEN = /^v1\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{86})$/

/** The public key as the check-in page imports it (WebCrypto `importKey('jwk' | 'spki', …)`). */
export interface BadgePublicKey {
  algorithm: 'Ed25519'
  /** What a token looks like, for the reader. */
  format: 'v1.<registration id>.<signature>'
  /** SubjectPublicKeyInfo (DER) in base64. */
  spki: string
  jwk: { kty: 'OKP'; crv: 'Ed25519'; x: string }
}

export interface BadgeTokens {
  /** The token for a registration's badge. */
  sign(registrationId: number): string
  /** The registration id a genuine token names; null for anything else. */
  verify(token: string): number | null
  publicKey: BadgePublicKey
}

const signed = (registrationId: number) => Buffer.from(`v1.${registrationId}`, 'utf8')

/**
 * The registration id of a genuine token under `publicKey`, or null: malformed, truncated, another
 * key's, or altered (the signature must be the one canonical encoding, so a token that differs in
 * a single character never verifies).
 */
export function verifyBadgeToken(token: string, publicKey: KeyObject): number | null {
  const match = TOKEN.exec(token)
  if (!match) return null
  const [, id, signature] = match as unknown as [string, string, string]
  const bytes = Buffer.from(signature, 'base64url')
  if (bytes.length !== 64 || bytes.toString('base64url') !== signature) return null
  const registrationId = Number(id)
  return verify(null, signed(registrationId), publicKey, bytes) ? registrationId : null
}

/** Signs and checks badge tokens with an Ed25519 private key. */
export function badgeTokens(privateKey: KeyObject): BadgeTokens {
  if (privateKey.type !== 'private' || privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('The badge signing key must be an Ed25519 private key')
  const publicKey = createPublicKey(privateKey)
  const jwk = publicKey.export({ format: 'jwk' })
  return {
    sign(registrationId) {
      if (
        !Number.isInteger(registrationId) ||
        registrationId < 1 ||
        registrationId > 999_999_999_999
      )
        throw new Error('A badge is for a registration id (a positive whole number)')
      const signature = sign(null, signed(registrationId), privateKey).toString('base64url')
      return `v1.${registrationId}.${signature}`
    },
    verify: (token) => verifyBadgeToken(token, publicKey),
    publicKey: {
      algorithm: 'Ed25519',
      format: 'v1.<registration id>.<signature>',
      spki: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
      jwk: { kty: 'OKP', crv: 'Ed25519', x: String(jwk.x) },
    },
  }
}
