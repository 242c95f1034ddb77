import { Secret, TOTP } from 'otpauth'

/** The desk's second factor: RFC 6238 TOTP (30 s, 6 digits, SHA-1, as every authenticator app reads it). */
const totp = (secret: string, label = 'desk') =>
  new TOTP({ issuer: 'AMRS desk', label, secret: Secret.fromBase32(secret) })

/** A new random secret (160 bits), base32 as authenticator apps take it typed in. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** The `otpauth://` URI an authenticator app reads (for the QR code or a link). */
export const totpUri = (secret: string, email: string): string => totp(secret, email).toString()

/** Whether a code is right now (one step either side allowed for clock drift). */
export function totpValid(secret: string, code: string): boolean {
  const token = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(token)) return false
  return totp(secret).validate({ token, window: 1 }) !== null
}
