import { spawn } from 'node:child_process'
import { freePort } from '#scripts/free-port'
import { DEFAULT_E2E_SITE_NOW, sharedClockPort } from './default-clock'
import { test } from './fixtures'
import { serverCommand } from './server-command.ts'

/**
 * An extra browser-test server whose clock stands at `SITE_NOW` (docs/decisions/0004): the real server
 * (tests/e2e/serve.ts: built dist/, a temp seed copy and data dir per port), started as a
 * child process on a free port. The default test server's clock is `DEFAULT_E2E_SITE_NOW`.
 */
export interface DatedServer {
  baseURL: string
  /** null: the real clock */
  siteNow: string | null
  /** Runs a GROQ query against this server's content lake. */
  lake: <T>(query: string) => Promise<T>
  stop: () => Promise<void>
}

function withoutSiteNow(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env }
  delete copy.SITE_NOW
  return copy
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Settings of a dated server beyond its clock. */
export interface DatedServerOptions {
  /** Its seed copy leaves out the documents of these types (e.g. `['post']`: no posts). */
  seedWithoutTypes?: string[]
  /** The build it serves (default `dist/`). */
  distDir?: string
  /** Its port (default: a free one), e.g. to start the next deploy where the last one ran. */
  port?: number
  /** A server of its own even at the default clock: its tests change its seed or data. */
  own?: boolean
}

/** `siteNow` null: the real clock. */
export async function startDatedServer(
  siteNow: string | null,
  timeoutMs = 150_000,
  options: DatedServerOptions = {},
): Promise<DatedServer> {
  const port = options.port ?? (await freePort())
  const baseURL = `http://127.0.0.1:${port}`
  const { command, args } = serverCommand('tests/e2e/serve.ts')
  // Its own process group, so stop() ends the server and everything it started, nothing else.
  const child = spawn(command, args, {
    env: {
      ...withoutSiteNow(process.env),
      PORT: String(port),
      ...(siteNow ? { SITE_NOW: siteNow } : {}),
      ...(options.seedWithoutTypes
        ? { E2E_SEED_WITHOUT_TYPES: options.seedWithoutTypes.join(',') }
        : {}),
      ...(options.distDir ? { DIST_DIR: options.distDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  let exited = false
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true
      resolve()
    }),
  )

  const stop = async () => {
    if (exited || child.pid === undefined) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      return // already gone
    }
    await Promise.race([exit, sleep(10_000)])
    if (!exited) process.kill(-child.pid, 'SIGKILL')
  }

  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (exited) throw new Error(`The SITE_NOW=${siteNow} server exited early:\n${output}`)
    try {
      const response = await fetch(`${baseURL}/api/health`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The SITE_NOW=${siteNow} server did not start in time:\n${output}`)
    }
    await sleep(500)
  }

  const lake = async <T>(query: string): Promise<T> => {
    const url = `${baseURL}/v2025-01-01/data/query/production?query=${encodeURIComponent(query)}`
    const response = await fetch(url)
    if (!response.ok) throw new Error(`lake query failed: ${response.status} ${query}`)
    return ((await response.json()) as { result: T }).result
  }
  return { baseURL, siteNow, lake, stop }
}

/** The default test server (or, given its port, a shared one), as `useDatedServer` gives a dated one. */
export function defaultServer(port?: number) {
  const base = () =>
    port === undefined ? String(test.info().project.use.baseURL) : `http://127.0.0.1:${port}`
  return {
    get baseURL() {
      return base()
    },
    at: (path: string) => base() + path,
    lake: async <T>(query: string): Promise<T> => {
      const url = `${base()}/v2025-01-01/data/query/production?query=${encodeURIComponent(query)}`
      return ((await (await fetch(url)).json()) as { result: T }).result
    },
  }
}

/**
 * A dated server for the tests of this file (or of the describe block it is called in): started
 * before the first, stopped after the last. `at(path)` is a path's URL on it. At the default
 * server's clock, with nothing else asked of it (`own`, another seed or build), it is the default
 * server, and at a clock of SHARED_E2E_CLOCKS the runner's shared one: starting one costs about
 * 4 CPU-seconds and 10 s of a worker.
 */
export function useDatedServer(siteNow: string | null, options: DatedServerOptions = {}) {
  const asDefault = !options.own && !options.seedWithoutTypes && !options.distDir && !options.port
  if (siteNow === DEFAULT_E2E_SITE_NOW && asDefault) return defaultServer()
  const shared = asDefault ? sharedClockPort(siteNow) : null
  if (shared !== null) return defaultServer(shared)
  let server: DatedServer | undefined
  test.describe.configure({ mode: 'default' })
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    server = await startDatedServer(siteNow, undefined, options)
  })
  test.afterAll(async () => {
    await server?.stop()
  })
  const started = () => {
    if (!server) throw new Error(`The SITE_NOW=${siteNow} server has not started`)
    return server
  }
  return {
    get baseURL() {
      return started().baseURL
    },
    at: (path: string) => started().baseURL + path,
    lake: <T>(query: string) => started().lake<T>(query),
  }
}
