import path from 'node:path'
import { backupDataFolder, restoreDataFolder } from '../db/backup-folder.ts'

const BACKUP_USAGE =
  'Usage: npm run society-api -- backup <new folder> [--keys <new folder>]   (DATA_DIR names the data folder)'
const RESTORE_USAGE =
  'Usage: npm run society-api -- restore <backup folder> [--keys <key bundle folder>]   (DATA_DIR: a new or empty folder)'

const dataDirOf = () => path.resolve(process.env.DATA_DIR || '.data')

/** `<positional> [--keys <folder>]`. */
function parse(args: string[]): { folder: string | undefined; keys: string | undefined } {
  const at = args.indexOf('--keys')
  const keys = at >= 0 ? args[at + 1] : undefined
  const rest = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args
  return { folder: rest[0], keys }
}

const fail = (what: string, error: unknown) => {
  console.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

/**
 * `npm run society-api -- backup <folder> [--keys <folder>]`: everything a restore needs while
 * the service runs (docs/deploy-society-api.md, Backups and restore): the database, the abstracts
 * and the payment proofs in `<folder>`, the passport and badge keys apart in the key bundle
 * (`<folder>.keys` unless `--keys` names another), to be stored elsewhere. Reads DATA_DIR, and
 * PASSPORT_KEY and BADGE_SIGNING_KEY when the service has its keys in its environment.
 */
export function backup(args: string[]): void {
  const { folder, keys } = parse(args)
  if (!folder) {
    console.error(BACKUP_USAGE)
    process.exit(2)
  }
  const dataDir = dataDirOf()
  try {
    const report = backupDataFolder(dataDir, folder, keys ?? `${path.resolve(folder)}.keys`, {
      PASSPORT_KEY: process.env.PASSPORT_KEY,
      BADGE_SIGNING_KEY: process.env.BADGE_SIGNING_KEY,
    })
    const { manifest } = report
    console.log(
      `Backed up ${dataDir} to ${report.folder} in ${report.milliseconds} ms: the database (${manifest.databaseBytes} bytes, schema version ${manifest.schemaVersion}), ${manifest.files.abstracts} abstract files, ${manifest.files['payment-proofs']} payment proofs.`,
    )
    console.log(
      `Keys in ${report.keysFolder}: ${report.keys.map((k) => `${k.file} (from the ${k.from})`).join(', ') || 'none'}. Store this folder apart from the backups (a password manager or another machine): a restore needs it, and with it the backup's passport numbers open.`,
    )
    for (const file of report.missingKeys)
      console.log(`No ${file} yet (never made: nothing sealed or signed with it).`)
  } catch (error) {
    fail('Backup', error)
  }
}

/**
 * `npm run society-api -- restore <backup folder> [--keys <bundle>]`: the backup (and its keys)
 * into DATA_DIR, which must be missing or empty; then start the service on it.
 */
export function restore(args: string[]): void {
  const { folder, keys } = parse(args)
  if (!folder) {
    console.error(RESTORE_USAGE)
    process.exit(2)
  }
  try {
    const report = restoreDataFolder(folder, dataDirOf(), keys ?? null)
    console.log(
      `Restored ${path.resolve(folder)} (made ${report.manifest.createdAt}, schema version ${report.manifest.schemaVersion}) into ${report.dataDir}; keys: ${report.keys.join(', ') || 'none'}.`,
    )
    if (!keys)
      console.log(
        'No key bundle given: the service must have PASSPORT_KEY and BADGE_SIGNING_KEY in its environment, or sealed passport numbers stay closed and printed badges do not scan.',
      )
    console.log('Start the service on this DATA_DIR; GET /api/health answers 200 once it is up.')
  } catch (error) {
    fail('Restore', error)
  }
}
