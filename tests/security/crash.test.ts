import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ABSTRACT_KEY } from '@amrs/society-api/conference/abstract-files'
import { openDb } from '@amrs/society-api/db/db'
import { pdfBytes, registration, registrationForm } from './support.ts'

// kill -9 mid-write (docs/decisions/0008). A child-process server is killed while sign-ups and
// registrations with abstracts are in flight; after a restart every acknowledged row is
// there, SQLite's integrity check passes and no abstract file is orphaned or missing.

interface Running {
  child: ChildProcess
  url: string
  exited: Promise<void>
}

function start(dataDir: string): Promise<Running> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/security/fixtures/api-server.ts'],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        RATE_LIMIT_MAX: '1000000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const port = /listening (\d+)/.exec(output)?.[1]
      if (!port) return
      clearTimeout(timer)
      resolve({ child, url: `http://127.0.0.1:${port}`, exited })
    })
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)))
  })
}

/** Keeps `lanes` requests in flight until `stop()`; remembers what the server acknowledged. */
function load(url: string, lanes: number, stop: () => boolean) {
  const acknowledged = { emails: [] as string[], registrations: [] as string[] }
  let n = 0
  const lane = async (lane: number) => {
    while (!stop()) {
      const i = n++
      try {
        if (lane % 4 === 0) {
          const email = `delegate${i}@example.com`
          const res = await fetch(`${url}/api/conference/registration`, {
            method: 'POST',
            body: registrationForm(registration({ email, abstract_required: true }), {
              bytes: pdfBytes,
              name: 'abstract.pdf',
            }),
          })
          if (res.status === 201) acknowledged.registrations.push(email)
        } else {
          const email = `reader${i}@example.com`
          const res = await fetch(`${url}/api/newsletter`, {
            method: 'POST',
            body: JSON.stringify({ email }),
            headers: { 'Content-Type': 'application/json' },
          })
          if (res.status === 201) acknowledged.emails.push(email)
        }
      } catch {
        return // the server is gone
      }
    }
  }
  return { acknowledged, done: Promise.all(Array.from({ length: lanes }, (_, i) => lane(i))) }
}

describe('kill -9 while writing', () => {
  it('keeps every acknowledged write, a sound file and no orphan abstracts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-'))
    const first = await start(dataDir)
    let killed = false
    const { acknowledged, done } = load(first.url, 16, () => killed)
    const deadline = Date.now() + 15_000
    while (
      (acknowledged.emails.length < 100 || acknowledged.registrations.length < 6) &&
      Date.now() < deadline
    )
      await new Promise((resolve) => setTimeout(resolve, 20))
    first.child.kill('SIGKILL') // requests are in flight: lanes never pause
    killed = true
    await first.exited
    await done
    expect(acknowledged.emails.length).toBeGreaterThanOrEqual(100)
    expect(acknowledged.registrations.length).toBeGreaterThanOrEqual(6)

    const leftBehind = readdirSync(path.join(dataDir, 'abstracts')).filter((f) =>
      f.endsWith('.part'),
    )
    console.info(
      `[crash] acknowledged before kill -9: ${acknowledged.emails.length} sign-ups, ${acknowledged.registrations.length} registrations; ${leftBehind.length} half-saved abstracts`,
    )
    const second = await start(dataDir) // the restart sweeps half-saved abstracts
    try {
      const db = await openDb(path.join(dataDir, 'society.sqlite'), { writer: 'inline' })
      try {
        expect(db.integrityCheck()).toBe('ok')
        const emails = new Set(
          db
            .all<{ email: string }>('SELECT email FROM newsletter_subscriptions')
            .map((r) => r.email),
        )
        expect(acknowledged.emails.filter((e) => !emails.has(e))).toEqual([])
        const rows = db.all<{ email: string; abstract_key: string }>(
          'SELECT email, abstract_key FROM conference_registrations',
        )
        const registered = new Set(rows.map((r) => r.email))
        expect(acknowledged.registrations.filter((e) => !registered.has(e))).toEqual([])

        const files = readdirSync(path.join(dataDir, 'abstracts'))
        expect(files.filter((f) => !ABSTRACT_KEY.test(f))).toEqual([]) // no .part left
        expect(files.sort()).toEqual(rows.map((r) => r.abstract_key).sort())
        expect(rows.every((r) => existsSync(path.join(dataDir, 'abstracts', r.abstract_key)))).toBe(
          true,
        )
      } finally {
        await db.close()
      }
      // The restarted service answers from it (the sign-up's answer never says whether an
      // address was there: the rows above are the proof).
      const again = await fetch(`${second.url}/api/newsletter`, {
        method: 'POST',
        body: JSON.stringify({ email: acknowledged.emails[0] }),
        headers: { 'Content-Type': 'application/json' },
      })
      expect(again.status).toBe(201)
    } finally {
      second.child.kill('SIGTERM')
      await second.exited
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 180_000)
})
