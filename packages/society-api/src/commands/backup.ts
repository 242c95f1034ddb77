import path from 'node:path'
import { backupDatabase } from '../db/backup.ts'

/**
 * `npm run society-api -- backup <file>`: a consistent copy of `DATA_DIR/society.sqlite` while
 * the service runs (docs/deploy-society-api.md, Backups). Needs only DATA_DIR.
 */
export function backup(args: string[]): void {
  const target = args[0]
  if (!target) {
    console.error('Usage: npm run society-api -- backup <file>   (DATA_DIR names the data folder)')
    process.exit(2)
  }
  const dataDir = path.resolve(process.env.DATA_DIR || '.data')
  try {
    const report = backupDatabase(path.join(dataDir, 'society.sqlite'), target)
    console.log(
      `Backed up ${path.join(dataDir, 'society.sqlite')} to ${report.file}: ${report.bytes} bytes, schema version ${report.version}, ${report.milliseconds} ms. Abstract files are not in it: copy ${path.join(dataDir, 'abstracts')} as well.`,
    )
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
