import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { privateDir } from '../db/private-files.ts'

/** The key's file in the data folder when `BADGE_SIGNING_KEY` is unset (a backup's key bundle keeps it). */
export const BADGE_KEY_FILE = 'badge-signing.pem'

/**
 * The badge signing key from `BADGE_SIGNING_KEY`: a PKCS#8 PEM (`openssl genpkey -algorithm
 * ed25519`), or that PEM or its DER in base64 (one line, for an environment file). Throws unless
 * it is an Ed25519 private key; the message never repeats the value.
 */
export function parseBadgeSigningKey(value: string): KeyObject {
  const text = value.trim()
  let key: KeyObject
  try {
    if (text.includes('PRIVATE KEY')) key = createPrivateKey(text)
    else {
      const bytes = Buffer.from(text, 'base64')
      const pem = bytes.toString('utf8')
      key = pem.includes('PRIVATE KEY')
        ? createPrivateKey(pem)
        : createPrivateKey({ key: bytes, format: 'der', type: 'pkcs8' })
    }
  } catch {
    throw new Error('BADGE_SIGNING_KEY is not a private key (PEM, or PEM or DER in base64)')
  }
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error('BADGE_SIGNING_KEY must be an Ed25519 key (openssl genpkey -algorithm ed25519)')
  return key
}

/**
 * The key: `BADGE_SIGNING_KEY` when set; otherwise (local runs) one generated once and kept in
 * the data folder, readable by the service's user only (like the passport key, docs/decisions/0072).
 */
export function badgeSigningKey(configured: string | null, dataDir: string): KeyObject {
  if (configured) return parseBadgeSigningKey(configured)
  const file = path.join(dataDir, BADGE_KEY_FILE)
  if (existsSync(file)) return createPrivateKey(readFileSync(file, 'utf8'))
  privateDir(dataDir)
  const { privateKey } = generateKeyPairSync('ed25519')
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
  writeFileSync(file, pem, { mode: 0o600, flag: 'wx' })
  chmodSync(file, 0o600)
  return privateKey
}
