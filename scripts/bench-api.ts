// Bounded loopback load test of the society API's storage (docs/decisions/0008): newsletter sign-ups
// against a database that already holds ROWS sign-ups, and /api/health latency meanwhile.
// Starts the real server (server/main.ts) as a child process on 127.0.0.1 with its own data
// folder, runs autocannon for SECONDS, prints the figures and stops the server.
//
// Usage: npm run bench:api -- [--rows 100000] [--seconds 10] [--connections 20]
//          [--root <checkout to measure, default this one>] [--dist <built site, default <root>/dist>]
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import Database from 'libsql'

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    root: { type: 'string', default: process.cwd() },
    dist: { type: 'string' },
  },
})
const rows = Math.min(Number(values.rows), 1_000_000)
const seconds = Math.min(Number(values.seconds), 60)
const connections = Math.min(Number(values.connections), 200)
const root = path.resolve(values.root)
const dist = path.resolve(values.dist ?? path.join(root, 'dist'))

/** The newsletter table as the society API's first migration creates it (packages/society-api/src/db/migrations/0001-initial.sql), with `rows` sign-ups. */
function prefill(file: string): void {
  const db = new Database(file)
  db.exec(`CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
    email TEXT PRIMARY KEY COLLATE NOCASE, created_at TEXT NOT NULL)`)
  const insert = db.prepare(
    'INSERT INTO newsletter_subscriptions (email, created_at) VALUES (?, ?)',
  )
  const at = new Date().toISOString()
  db.transaction(() => {
    for (let i = 0; i < rows; i++) insert.run(`existing${i}@example.com`, at)
  })()
  db.pragma('journal_mode = DELETE') // a plain file any SQLite reader (sql.js too) can open
  db.close()
}

function startServer(dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: dist,
      RATE_LIMIT_MAX: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    child.kill('SIGTERM')
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(killer)
  }
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`server did not start:\n${output}`))
    }, 60_000)
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
      if (!url) return
      clearTimeout(timer)
      resolve({ url, stop })
    })
    void exited.then(() => reject(new Error(`server exited:\n${output}`)))
  })
}

interface Figures {
  '2xx': number
  non2xx: number
  errors: number
  latency: { p50: number; p99: number; max: number }
  requests: { average: number }
}

const run = async (options: Parameters<typeof autocannon>[0]) =>
  (await autocannon(options)) as unknown as Figures

const work = mkdtempSync(path.join(tmpdir(), 'bench-api-'))
const dataDir = path.join(work, 'data')
mkdirSync(dataDir)
if (!existsSync(dist)) console.warn(`(no built site at ${dist}: pages will answer 503)`)
const started = Date.now()
prefill(path.join(dataDir, 'society.sqlite'))
console.log(`prefilled ${rows} sign-ups in ${Date.now() - started} ms; root ${root}`)
const server = await startServer(dataDir)
try {
  const healthAlone = await run({ url: `${server.url}/api/health`, connections: 1, duration: 3 })
  let n = 0
  const signUps = {
    url: `${server.url}/api/newsletter`,
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        setupRequest: (req: { path: string }) => ({
          ...req,
          method: 'POST',
          body: JSON.stringify({ email: `bench${process.pid}-${n++}@example.com` }),
        }),
      },
    ],
  }
  const [load, health] = await Promise.all([
    run(signUps),
    run({ url: `${server.url}/api/health`, connections: 1, duration: seconds }),
  ])
  const perSecond = load['2xx'] / seconds
  console.log(
    [
      `machine load average (1 min) at the end: ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
      `sign-ups at ${rows} rows, ${connections} connections, ${seconds} s:`,
      `  ${perSecond.toFixed(0)} stored/s (${load['2xx']} × 201), p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, max ${load.latency.max} ms, non-2xx ${load.non2xx}, errors ${load.errors}`,
      `/api/health alone:           ${healthAlone['2xx']} answers, p50 ${healthAlone.latency.p50} ms, p99 ${healthAlone.latency.p99} ms`,
      `/api/health during sign-ups: ${health['2xx']} answers, p50 ${health.latency.p50} ms, p99 ${health.latency.p99} ms, max ${health.latency.max} ms, errors/timeouts ${health.errors}`,
    ].join('\n'),
  )
} finally {
  await server.stop()
  rmSync(work, { recursive: true, force: true, maxRetries: 3 })
}
