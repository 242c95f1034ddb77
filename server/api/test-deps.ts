import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { onTestFinished } from 'vitest'
import { readConfig, type ServerConfig } from '../config.ts'
import { openDb, type WriterMode } from '../db.ts'
import type { ApiDeps, LakeQuery } from '../deps.ts'
import { fakeLake } from './test-lake.ts'

export { fakeLake, feeData } from './test-lake.ts'

/** The site's origin in API tests (the config's SITE_URL). */
export const ORIGIN = 'http://127.0.0.1:4321'

/**
 * Dependencies for one API test: a fresh data folder and database (closed and removed when
 * the test ends), the configuration the server would read (rate limits out of the way unless a test
 * sets them), and a fake lake.
 */
export async function testDeps(
  overrides: Partial<ServerConfig> = {},
  lake: LakeQuery = fakeLake(),
  writer: WriterMode = 'inline',
): Promise<ApiDeps> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'society-api-'))
  const config: ServerConfig = {
    ...readConfig({
      PORT: '4321',
      DATA_DIR: dataDir,
      DIST_DIR: dataDir,
      SEED_DIR: dataDir,
      RATE_LIMIT_MAX: '100000',
    }),
    ...overrides,
  }
  const db = await openDb(path.join(dataDir, 'society.sqlite'), { writer })
  onTestFinished(async () => {
    await db.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  return { db, lake, config }
}
