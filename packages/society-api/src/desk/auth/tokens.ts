import { createHash, randomBytes } from 'node:crypto'

/** A random bearer token (256 bits, URL-safe): session cookies and invitation links. */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** What the database keeps of a token: its SHA-256, so a copy of the file signs no one in. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('base64url')
