/**
 * The badge token's check in the browser (docs/decisions/0076, 0081): `v1.<id>.<signature>`, the
 * signature Ed25519 over `v1.<id>` in base64url (86 characters, the one canonical encoding).
 * WebCrypto's Ed25519 where the browser has it; otherwise @noble/ed25519, loaded only then.
 */
const TOKEN = /^v1\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{86})$/

/** Bytes of base64url text without padding, or null when it is not the canonical encoding. */
export function base64urlBytes(text) {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0))
  const again = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  return again === text ? bytes : null
}

/** What a scanned text says: the id, the signed message and the signature; null if malformed. */
export function parseBadgeToken(text) {
  const match = TOKEN.exec(String(text).trim())
  if (!match) return null
  const signature = base64urlBytes(match[2])
  if (!signature || signature.length !== 64) return null
  return {
    id: Number(match[1]),
    message: new TextEncoder().encode(`v1.${match[1]}`),
    signature,
  }
}

const keys = new Map()
const loadNoble = () => import('./noble-ed25519.js')

/**
 * The registration id a genuine token names under the public key (a JWK, OKP Ed25519), or null
 * for a malformed, altered or forged one. `options.subtle` (null: none) and `options.noble` are
 * for the tests; the page uses the browser's.
 */
export async function verifyBadgeToken(text, jwk, options = {}) {
  const token = parseBadgeToken(text)
  if (!token) return null
  const subtle = options.subtle === undefined ? globalThis.crypto?.subtle : options.subtle
  try {
    if (!subtle) throw new Error('No WebCrypto')
    let key = keys.get(jwk.x)
    if (!key) {
      key = await subtle.importKey('jwk', jwk, { name: 'Ed25519' }, false, ['verify'])
      keys.set(jwk.x, key)
    }
    return (await subtle.verify({ name: 'Ed25519' }, key, token.signature, token.message))
      ? token.id
      : null
  } catch {
    // No Ed25519 in this browser's WebCrypto: the library does the same check.
    const noble = await (options.noble ?? loadNoble)()
    const publicKey = base64urlBytes(jwk.x)
    if (!publicKey) return null
    const ok = await noble.verifyAsync(token.signature, token.message, publicKey).catch(() => false)
    return ok ? token.id : null
  }
}
