import { Secret, TOTP } from 'otpauth'

/** The desk's second factor: RFC 6238 TOTP (30 s, 6 digits, SHA-1, as every authenticator app reads it). */
const totp = (secret: string, label = 'desk') =>
  new TOTP({ issuer: 'AMRS desk', label, secret: Secret.fromBase32(secret) })

/** A new random secret (160 bits), base32 as authenticator apps take it typed in. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** The `otpauth://` URI an authenticator app reads (for the QR code or a link). */
export const totpUri = (secret: string, email: string): string => totp(secret, email).toString()

const PERIOD_S = 30

/**
 * The time step a code belongs to, when it is right now (one step either side allowed for clock
 * drift); null when it is not. The caller keeps the last accepted step per account and refuses a
 * step not after it, so a code opens one sign-in only (RFC 6238 section 5.2).
 */
export function totpStep(secret: string, code: string, now: number = Date.now()): number | null {
  const token = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = totp(secret).validate({ token, window: 1, timestamp: now })
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta
}

/** Whether a code is right now (one step either side allowed for clock drift). */
export const totpValid = (secret: string, code: string): boolean => totpStep(secret, code) !== null
