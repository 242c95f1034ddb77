import { createHash, randomBytes } from 'node:crypto'

/**
 * A letter's verification code (docs/decisions/0073-verify-page.md): 16 characters of Crockford
 * base32 (80 random bits) in four groups, e.g. `7KQ2-M9XD-4TPA-ZR1C`. Only its SHA-256 is
 * stored; a code is looked up by its hash, so a wrong code and a guessed one cost the same.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const CODE_BITS = 80

export function newLetterCode(): string {
  const bytes = randomBytes(CODE_BITS / 8)
  let bits = 0n
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte)
  let chars = ''
  for (let i = 0; i < CODE_BITS / 5; i++) {
    chars = ALPHABET[Number(bits & 31n)] + chars
    bits >>= 5n
  }
  return chars.match(/.{4}/g)!.join('-')
}

/** The code as typed or scanned: case, spaces, dashes and look-alikes (O→0, I/L→1) forgiven. */
export function normaliseCode(input: string): string | null {
  const chars = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (chars.length !== CODE_BITS / 5 || ![...chars].every((c) => ALPHABET.includes(c))) return null
  return chars.match(/.{4}/g)!.join('-')
}

/** The stored form: SHA-256 of the normalised code (hex); a malformed code hashes too. */
export const codeHash = (input: string): string =>
  createHash('sha256')
    .update(normaliseCode(input) ?? `invalid:${input}`)
    .digest('hex')
