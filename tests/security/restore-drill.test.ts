import { loadMigrations } from '@amrs/society-api/db/migrations'
import { spawn, type ChildProcess } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'libsql'
import { afterAll, describe, expect, it } from 'vitest'
import { fakeContent } from '@amrs/society-api/content/fake-content.test-utils'
import { createSocietyService } from '@amrs/society-api/service'
import { ORIGIN, testConfig } from '@amrs/society-api/test-config.test-utils'

// The restore drill (docs/deploy-society-api.md, Backups): the standalone society API takes
// sign-ups under load; `npm run society-api -- backup <folder>` copies the data folder meanwhile
// (the keys apart); `restore <folder> --keys <folder>` writes it into an empty data folder and a
// service started on it: every write acknowledged before the backup began is there. Then the stopped service's own file (closed
// with a checkpoint) holds every write it ever acknowledged, without its WAL.

const MAIN = path.resolve('packages/society-api/src/main.ts')
const work = mkdtempSync(path.join(tmpdir(), 'restore-drill-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

function env(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SITE_URL: 'http://127.0.0.1:4999',
    SOCIETY_API_PUBLIC_URL: 'http://127.0.0.1:4998',
    SANITY_PROJECT_ID: 'drill',
    SANITY_API_HOST: 'http://127.0.0.1:9',
    PAYSTACK_BASE_URL: 'http://127.0.0.1:9/_paystack',
    PAYSTACK_SECRET_KEY: 'stand-in-key-for-the-drill',
    RECEIPT_LINK_SECRET: 'receipt-link-secret-for-the-drill-0123456789',
    RATE_LIMIT_MAX: '1000000',
    RECONCILE_EVERY_SECONDS: '0',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '9',
    MAIL_FROM: 'IUMRS-ICAM 2025 <noreply@amrs-ug.test>',
  }
}

interface Service {
  child: ChildProcess
  url: string
  readyMs: number
  exited: Promise<number | null>
  rssMb(): number
}

/** `npm run society-api` (the same entry, without npm in between): ready once /api/health answers. */
async function start(dataDir: string): Promise<Service> {
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: env(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`did not start: ${output}`)), 60_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = /on http:\/\/127\.0\.0\.1:(\d+)\/api/.exec(output)?.[1]
      if (found) {
        clearTimeout(timer)
        resolve(found)
      }
    })
    void exited.then((code) => reject(new Error(`exited (${code}): ${output}`)))
  })
  const url = `http://127.0.0.1:${port}`
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((resolve) => setTimeout(resolve, 20))
  const readyMs = Math.round(performance.now() - started)
  const rssMb = () => {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]
    return Math.round(Number(kb) / 1024)
  }
  return { child, url, readyMs, exited, rssMb }
}

/** Keeps `lanes` sign-ups in flight until `stop()`; every acknowledged address, in order. */
function load(url: string, lanes: number) {
  const acknowledged: string[] = []
  let stopped = false
  let n = 0
  const lane = async () => {
    while (!stopped) {
      const email = `drill${n++}@example.com`
      const res = await fetch(`${url}/api/newsletter`, {
        method: 'POST',
        body: JSON.stringify({ email }),
        headers: { 'Content-Type': 'application/json' },
      })
      if (res.status === 201) acknowledged.push(email)
    }
  }
  const done = Promise.all(Array.from({ length: lanes }, lane))
  return {
    acknowledged,
    stop: async () => {
      stopped = true
      await done
    },
  }
}

/** `npm run society-api -- <args>` on `dataDir`: its exit code and output. */
function command(
  dataDir: string,
  args: string[],
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    env: env(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })))
}

const emailsIn = (file: string) => {
  const db = new Database(file, { readonly: true })
  try {
    return new Set(
      (db.prepare('SELECT email FROM newsletter_subscriptions').all() as { email: string }[]).map(
        (r) => r.email,
      ),
    )
  } finally {
    db.close()
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the restore drill', () => {
  it('backs up under load, restores, starts: every acknowledged write is there', async () => {
    const live = path.join(work, 'live')
    const service = await start(live)
    const idleMb = service.rssMb()
    const writes = load(service.url, 8)
    while (writes.acknowledged.length < 200) await sleep(20)

    const ackedBefore = [...writes.acknowledged]
    const copy = path.join(work, 'society-backup')
    const took = performance.now()
    const backedUp = await command(live, ['backup', copy])
    const backupMs = Math.round(performance.now() - took)
    const ackedDuring = writes.acknowledged.slice(ackedBefore.length)
    await sleep(200)
    await writes.stop()
    const drillMb = service.rssMb()
    expect(backedUp.code, backedUp.output).toBe(0)
    expect(backedUp.output).toMatch(
      new RegExp(`Backed up .* schema version ${loadMigrations().length}`),
    )

    // Restore into an empty data folder, with the key bundle; a service starts on it (in this
    // process: the same start, checks and migrations as the command's).
    const restored = path.join(work, 'restored')
    mkdirSync(restored)
    const restoredBy = await command(restored, ['restore', copy, '--keys', `${copy}.keys`])
    expect(restoredBy.code, restoredBy.output).toBe(0)
    expect(restoredBy.output).toMatch(/Restored .* into /)
    const again = await createSocietyService(testConfig(restored), { content: fakeContent() })
    try {
      const found = emailsIn(path.join(restored, 'society.sqlite'))
      expect(ackedBefore.filter((email) => !found.has(email))).toEqual([])
      const foundDuring = ackedDuring.filter((email) => found.has(email)).length
      // The restored service answers from it, too.
      const first = await again.fetch(
        new Request(`${ORIGIN}/api/newsletter`, {
          method: 'POST',
          body: JSON.stringify({ email: ackedBefore[0] }),
          headers: { 'Content-Type': 'application/json' },
        }),
      )
      expect(first.status).toBe(201) // the answer never says whether it was there; `found` does
      console.info(
        `[restore drill] ${ackedBefore.length} writes acknowledged before the backup began, ${ackedBefore.length} found after the restore; ${ackedDuring.length} acknowledged while it ran (${backupMs} ms with process start), ${foundDuring} of them in the copy; ${found.size} rows restored. Service ready in ${service.readyMs} ms; RSS idle ${idleMb} MB, after the drill ${drillMb} MB`,
      )
    } finally {
      await again.close()
    }

    // A normal stop checkpoints: the database file alone holds every write ever acknowledged.
    service.child.kill('SIGTERM')
    expect(await service.exited).toBe(0)
    const file = path.join(live, 'society.sqlite')
    expect(existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0).toBe(0)
    const alone = path.join(work, 'file-alone.sqlite')
    copyFileSync(file, alone)
    const kept = emailsIn(alone)
    expect(writes.acknowledged.filter((email) => !kept.has(email))).toEqual([])
  }, 180_000)
})
