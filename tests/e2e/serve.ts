// Starts the real server for browser tests: built dist/, a temp copy of the seed (tests may
// edit it to check live updates), a fresh temp data dir, and TEST_MODE=1.
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { e2eWorkDir } from './work-dir.ts'

process.env.PORT ??= '4311'
const work = e2eWorkDir(process.env.PORT)
rmSync(work, { recursive: true, force: true })
mkdirSync(work, { recursive: true })
const seedDir = path.join(work, 'seed')
cpSync(path.resolve('studio/seed'), seedDir, { recursive: true })
process.env.SEED_DIR = seedDir
process.env.DATA_DIR = path.join(work, 'data')
process.env.TEST_MODE = '1'
console.log(`e2e seed copy: ${seedDir}`)
await import('../../server/main.ts')
