// Starts the real server for browser tests: built dist/, a temp copy of the seed (tests may
// edit it to check live updates), a fresh temp data dir, and TEST_MODE=1.
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const work = mkdtempSync(path.join(tmpdir(), 'amrs-e2e-'))
const seedDir = path.join(work, 'seed')
cpSync(path.resolve('studio/seed'), seedDir, { recursive: true })
process.env.SEED_DIR = seedDir
process.env.DATA_DIR = path.join(work, 'data')
process.env.TEST_MODE = '1'
process.env.PORT ??= '4311'
console.log(`e2e seed copy: ${seedDir}`)
await import('../../server/main.ts')
