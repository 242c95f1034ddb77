// Shared by the lake benches: starts the real server (server/main.ts under tsx) on a free
// loopback port with a temp copy of the seed and a temp data dir, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './free-port.ts'

export interface BenchServer {
  origin: string
  seedFile: string
  pid: number
  stop(): Promise<void>
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 30_000
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start within 30 s')
}

/** `seedFrom`: the seed folder to copy (default the committed one, `studio/seed`). */
export async function startBenchServer(
  env: Record<string, string> = {},
  seedFrom = path.resolve('studio/seed'),
): Promise<BenchServer> {
  const work = mkdtempSync(path.join(tmpdir(), 'amrs-bench-'))
  const seedDir = path.join(work, 'seed')
  cpSync(seedFrom, seedDir, { recursive: true })
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DIR: seedDir,
      DATA_DIR: path.join(work, 'data'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(origin, child)
  } catch (error) {
    child.kill()
    throw error
  }
  return {
    origin,
    seedFile: path.join(seedDir, 'production.ndjson'),
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      rmSync(work, { recursive: true, force: true })
    },
  }
}

/** Resident set size of a process in MB, from /proc (Linux). */
export async function rssMb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises')
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}
