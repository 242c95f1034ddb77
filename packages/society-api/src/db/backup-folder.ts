import {
  constants,
  copyFileSync,
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { BADGE_KEY_FILE, parseBadgeSigningKey } from '../badges/badge-key.ts'
import { PASSPORT_KEY_FILE } from '../letters/passport-cipher.ts'
import { backupDatabase } from './backup.ts'
import { quickCheck } from './db.ts'
import { privateDir, privateFile } from './private-files.ts'

/**
 * What a restore needs, in two places (docs/deploy-society-api.md, Backups and restore): the
 * backup folder (the database, the abstracts, the payment proofs, a manifest) and, apart from it,
 * the key bundle (the passport key and the badge signing key: without the first no sealed passport
 * number opens, without the second no printed badge scans). Kept apart so that a copy of the data
 * alone never carries the key that opens its passport numbers (docs/decisions/0072).
 */
export const DATABASE_FILE = 'society.sqlite'
/** The folders of uploaded files in the data folder, copied after the database. */
export const FILE_FOLDERS = ['abstracts', 'payment-proofs'] as const
export const MANIFEST_FILE = 'backup.json'
export const KEY_FILES = [PASSPORT_KEY_FILE, BADGE_KEY_FILE] as const

export interface Manifest {
  format: 'amrs-society-api-backup/1'
  createdAt: string
  schemaVersion: number
  databaseBytes: number
  files: Record<(typeof FILE_FOLDERS)[number], number>
}

export interface FolderBackupReport {
  folder: string
  keysFolder: string
  manifest: Manifest
  /** The keys written to the bundle, and where each came from. */
  keys: { file: string; from: 'environment' | 'data folder' }[]
  /** Keys neither configured nor in the data folder (never made: nothing sealed or signed yet). */
  missingKeys: string[]
  milliseconds: number
}

/** The keys the service uses: from its environment when set there, else the data folder's. */
export interface KeySources {
  PASSPORT_KEY?: string
  BADGE_SIGNING_KEY?: string
}

/** Copies every regular file under `from` to `to` (created), owner-only; returns the count. */
function copyPrivateTree(from: string, to: string): number {
  privateDir(to)
  let count = 0
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) count += copyPrivateTree(source, target)
    else if (entry.isFile()) {
      // copyFile gives the copy the source's mode: put right at once (its folder is 0700).
      copyFileSync(source, target, constants.COPYFILE_EXCL)
      privateFile(target)
      count++
    }
  }
  return count
}

function writeKey(folder: string, file: string, content: string): void {
  const target = path.join(folder, file)
  privateFile(target)
  writeFileSync(target, content)
}

/** The bundle's content for each key, from the environment first, then the data folder. */
function keysOf(dataDir: string, env: KeySources) {
  const found: { file: string; from: 'environment' | 'data folder'; content: string }[] = []
  if (env.PASSPORT_KEY) {
    if (Buffer.from(env.PASSPORT_KEY, 'base64').length !== 32)
      throw new Error('PASSPORT_KEY is not 32 bytes in base64')
    found.push({ file: PASSPORT_KEY_FILE, from: 'environment', content: env.PASSPORT_KEY.trim() })
  }
  if (env.BADGE_SIGNING_KEY) {
    const pem = parseBadgeSigningKey(env.BADGE_SIGNING_KEY)
      .export({ format: 'pem', type: 'pkcs8' })
      .toString()
    found.push({ file: BADGE_KEY_FILE, from: 'environment', content: pem })
  }
  for (const file of KEY_FILES) {
    if (found.some((k) => k.file === file)) continue
    const inData = path.join(dataDir, file)
    if (existsSync(inData))
      found.push({ file, from: 'data folder', content: readFileSync(inData, 'utf8') })
  }
  return found
}

/**
 * Backs up `dataDir` into the new folder `target` and its keys into the new folder `keysTarget`
 * while the service runs: the database first (`VACUUM INTO`, every commit made before it began),
 * then the uploaded files (a file the copied database names was written before its row was
 * committed, so it is there; one uploaded meanwhile is left out, and a restored start removes files
 * no row names). Never overwrites: both folders must not exist yet.
 */
export function backupDataFolder(
  dataDir: string,
  target: string,
  keysTarget: string,
  env: KeySources = {},
): FolderBackupReport {
  const started = performance.now()
  const folder = path.resolve(target)
  const keysFolder = path.resolve(keysTarget)
  if (folder === keysFolder) throw new Error('The keys go to a folder of their own')
  for (const f of [folder, keysFolder])
    if (existsSync(f)) throw new Error(`${f} exists already: the backup never overwrites`)
  const keys = keysOf(dataDir, env)
  privateDir(folder)
  const database = backupDatabase(
    path.join(dataDir, DATABASE_FILE),
    path.join(folder, DATABASE_FILE),
  )
  const files = { abstracts: 0, 'payment-proofs': 0 }
  for (const name of FILE_FOLDERS) {
    const from = path.join(dataDir, name)
    files[name] = existsSync(from) ? copyPrivateTree(from, path.join(folder, name)) : 0
  }
  const manifest: Manifest = {
    format: 'amrs-society-api-backup/1',
    createdAt: new Date().toISOString(),
    schemaVersion: database.version,
    databaseBytes: database.bytes,
    files,
  }
  writeKey(folder, MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`)
  privateDir(keysFolder)
  for (const key of keys) writeKey(keysFolder, key.file, key.content)
  return {
    folder,
    keysFolder,
    manifest,
    keys: keys.map(({ file, from }) => ({ file, from })),
    missingKeys: KEY_FILES.filter((file) => !keys.some((k) => k.file === file)),
    milliseconds: Math.round(performance.now() - started),
  }
}

export interface RestoreReport {
  dataDir: string
  manifest: Manifest
  keys: string[]
}

/** Missing, or an empty folder: the only places a restore writes to. */
function isEmptyOrMissing(dir: string): boolean {
  if (!existsSync(dir)) return true
  return lstatSync(dir).isDirectory() && readdirSync(dir).length === 0
}

/**
 * Restores a backup folder (and its key bundle, when given) into `dataDir`, which must be missing
 * or empty: the database (checked first), the uploaded files and the keys, owner-only. The
 * service started on `dataDir` then applies any newer migration and sweeps files no row names.
 */
export function restoreDataFolder(
  backupFolder: string,
  dataDir: string,
  keysFolder: string | null,
): RestoreReport {
  const from = path.resolve(backupFolder)
  const to = path.resolve(dataDir)
  const manifestFile = path.join(from, MANIFEST_FILE)
  const database = path.join(from, DATABASE_FILE)
  if (!existsSync(manifestFile) || !existsSync(database))
    throw new Error(`${from} is not a backup folder (no ${MANIFEST_FILE} or ${DATABASE_FILE})`)
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const check = quickCheck(database)
  if (check !== 'ok') throw new Error(`The backup's database fails SQLite's check: ${check}`)
  const keyFiles = keysFolder
    ? KEY_FILES.filter((file) => existsSync(path.join(path.resolve(keysFolder), file)))
    : []
  // An empty bundle is a backup taken before any key was made; a missing one is a wrong path.
  if (keysFolder && !existsSync(path.resolve(keysFolder)))
    throw new Error(`There is no key bundle at ${path.resolve(keysFolder)}`)
  if (!isEmptyOrMissing(to))
    throw new Error(`${to} is not empty: a restore goes into a new or empty data folder`)
  privateDir(to)
  try {
    copyFileSync(database, path.join(to, DATABASE_FILE), constants.COPYFILE_EXCL)
    privateFile(path.join(to, DATABASE_FILE))
    for (const name of FILE_FOLDERS) {
      const folder = path.join(from, name)
      if (existsSync(folder)) copyPrivateTree(folder, path.join(to, name))
    }
    for (const file of keyFiles) {
      const target = path.join(to, file)
      copyFileSync(path.join(path.resolve(keysFolder!), file), target, constants.COPYFILE_EXCL)
      privateFile(target)
    }
  } catch (error) {
    // Nothing half-restored is left to start on.
    for (const entry of readdirSync(to)) rmSync(path.join(to, entry), { recursive: true })
    throw error
  }
  return { dataDir: to, manifest, keys: keyFiles }
}
