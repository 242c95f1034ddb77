import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'libsql'
import { afterEach, describe, expect, it } from 'vitest'
import { DatabaseDamagedError, openDb, quickCheck } from '@amrs/society-api/db/db'

// A database file cut short (a valid header, pages missing) used to start without a
// word, answer reads with 404 and take writes on the damaged file. The server now checks the
// file first (PRAGMA quick_check), refuses to start with a message that names the file and says
// what to do, and leaves the file as it was.

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A data folder whose society.sqlite has the society API's tables and 3,000 newsletter
 * sign-ups, all in the main file (checkpointed). */
async function dataDirWithRows(): Promise<{ dataDir: string; file: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'amrs-damaged-db-'))
  dirs.push(dataDir)
  const file = path.join(dataDir, 'society.sqlite')
  const db = await openDb(file, { writer: 'inline' }) // its tables from the migrations
  await db.write(
    Array.from({ length: 3_000 }, (_, i) => ({
      sql: 'INSERT INTO newsletter_subscriptions (email, created_at) VALUES (?, ?)',
      params: [`reader${i}@example.com`, '2025-10-20T10:00:00.000Z'],
    })),
  )
  await db.close()
  const checkpoint = new Database(file)
  checkpoint.pragma('wal_checkpoint(TRUNCATE)')
  checkpoint.close()
  return { dataDir, file }
}

/** Cuts the file to half its pages: the header stays valid, the rest is gone. */
function truncateToHalf(file: string) {
  const { size } = statSync(file)
  truncateSync(file, Math.floor(size / 2 / 4096) * 4096)
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

function startServer(dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

describe('a damaged database file', () => {
  it('is refused by the server, which names the file and says what to do, and leaves it unchanged', async () => {
    const { dataDir, file } = await dataDirWithRows()
    expect(quickCheck(file)).toBe('ok')
    truncateToHalf(file)
    const before = { size: statSync(file).size, digest: digest(file) }
    expect(before.size).toBeGreaterThan(4096)

    const { code, output } = await startServer(dataDir)

    expect(code).toBe(1)
    expect(output).not.toContain('AMRS-UG site on')
    expect(output).toContain(
      `The society database ${file} is damaged, so the server did not start.`,
    )
    expect(output).toContain('PRAGMA quick_check')
    expect(output).toContain('The file has been left as it is. What to do:')
    expect(output).toMatch(/latest good copy \(backup\)/)
    expect({ size: statSync(file).size, digest: digest(file) }).toEqual(before)
  }, 60_000)

  it('is refused by openDb before anything writes to it', async () => {
    const { file } = await dataDirWithRows()
    truncateToHalf(file)
    const before = digest(file)
    await expect(openDb(file, { writer: 'inline' })).rejects.toBeInstanceOf(DatabaseDamagedError)
    expect(digest(file)).toBe(before)

    writeFileSync(file, 'not a database, just text that happens to be long enough'.repeat(100))
    const error = await openDb(file, { writer: 'inline' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DatabaseDamagedError)
    expect((error as DatabaseDamagedError).problems).toMatch(/not a database/)
  })

  it('does not stop a new or empty file from opening', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'amrs-damaged-db-'))
    dirs.push(dataDir)
    const file = path.join(dataDir, 'society.sqlite')
    expect(quickCheck(file)).toBe('ok')
    writeFileSync(file, '')
    const db = await openDb(file, { writer: 'inline' })
    await db.close()
  })
})
