import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { privateDir } from '../db/private-files.ts'

/**
 * Passport numbers at rest (docs/decisions/0072-passport-key.md): AES-256-GCM with a key from
 * the environment, a random 96-bit IV per value, the tag checked on reading. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url), so a later key or algorithm can be told apart.
 */
const ALGORITHM = 'aes-256-gcm'
/** The key's file in the data folder when `PASSPORT_KEY` is unset (a backup's key bundle keeps it). */
export const PASSPORT_KEY_FILE = 'passport.key'

export interface PassportCipher {
  seal(plain: string): string
  /** The plain value; throws when the key is wrong or the value was changed. */
  open(sealed: string): string
}

export function passportCipher(key: Buffer): PassportCipher {
  if (key.length !== 32) throw new Error('The passport key must be 32 bytes')
  return {
    seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv(ALGORITHM, key, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return ['v1', iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url')).join('.')
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.')
      if (version !== 'v1' || !iv || !tag || body === undefined)
        throw new Error('Not a sealed passport number')
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
    },
  }
}

/**
 * The key: `PASSPORT_KEY` when set; otherwise (local runs) one generated once and kept in the
 * data folder, readable by the service's user only.
 */
export function passportKey(configured: Buffer | null, dataDir: string): Buffer {
  if (configured) return configured
  const file = path.join(dataDir, PASSPORT_KEY_FILE)
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')
  privateDir(dataDir)
  const key = randomBytes(32)
  writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' })
  chmodSync(file, 0o600)
  return key
}
