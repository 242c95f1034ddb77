import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { freePort } from '#scripts/free-port'
import { serverCommand } from './server-command.ts'
import { e2eWorkDir } from './work-dir.ts'

/**
 * Production mode (docs/deploy-node-server.md) without internet: real HTTP between servers.
 * The "remote" is a local-mode browser-test server (tests/e2e/serve.ts: a temp seed copy, a temp
 * database): its lake speaks Sanity's query and live API, its /api is a society API. The "site" is
 * `server/main.ts` with `SITE_MODE=production`, pointed at it by `SANITY_API_HOST` and
 * `VITE_SOCIETY_API_URL`. Production mode's own tests point the site at a standalone society API
 * instead (`npm run society-api`, docs/deploy-society-api.md), with Paystack's stand-in as a
 * process of its own. Each runs in its own process group; `stop()` ends only that group.
 */
export interface Child {
  baseURL: string
  port: number
  output(): string
  stop(): Promise<void>
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function start(script: string, env: NodeJS.ProcessEnv, port: number): Child {
  const { command, args } = serverCommand(script)
  const child: ChildProcess = spawn(command, args, {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  let done = false
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      done = true
      resolve(code)
    }),
  )
  return {
    baseURL: `http://127.0.0.1:${port}`,
    port,
    output: () => output,
    exited,
    async stop() {
      if (done || child.pid === undefined) return
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        return
      }
      await Promise.race([exited, sleep(10_000)])
      if (!done) process.kill(-child.pid, 'SIGKILL')
    },
  }
}

export async function waitFor(child: Child, path: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let ended = false
  void child.exited.then(() => (ended = true))
  for (;;) {
    if (ended) throw new Error(`${child.baseURL} exited early:\n${child.output()}`)
    try {
      if ((await fetch(child.baseURL + path)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${child.baseURL} did not start:\n${child.output()}`)
    await sleep(300)
  }
}

/** Environment without the variables a test sets (the parent's SITE_NOW, mode, URLs). */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of [
    'SITE_NOW',
    'SITE_MODE',
    'SITE_URL',
    'SANITY_API_HOST',
    'VITE_SOCIETY_API_URL',
    'VITE_SANITY_PROJECT_ID',
    'VITE_SANITY_DATASET',
    'VITE_SANITY_API_VERSION',
    'API_ALLOWED_ORIGINS',
    'DATA_DIR',
    'SANITY_PROJECT_ID',
    'SOCIETY_API_PUBLIC_URL',
    'PAYSTACK_BASE_URL',
    'PAYSTACK_SECRET_KEY',
    'RECEIPT_LINK_SECRET',
    'SMTP_HOST',
    'MAIL_FROM',
  ])
    delete env[name]
  return env
}

/** The environment of the production-mode site pointed at a remote on `remotePort`. */
export function productionEnv(sitePort: number, remotePort: number): NodeJS.ProcessEnv {
  return {
    ...baseEnv(),
    SITE_MODE: 'production',
    SITE_URL: `http://127.0.0.1:${sitePort}`,
    VITE_SANITY_PROJECT_ID: 'remote-stand-in',
    VITE_SANITY_DATASET: 'production',
    VITE_SANITY_API_VERSION: '2025-01-01',
    SANITY_API_HOST: `http://127.0.0.1:${remotePort}`,
    VITE_SOCIETY_API_URL: `http://127.0.0.1:${remotePort}/api`,
  }
}

export async function startRemote(port: number, siteOrigin: string): Promise<Child> {
  const remote = start(
    'tests/e2e/serve.ts',
    { ...baseEnv(), API_ALLOWED_ORIGINS: siteOrigin },
    port,
  )
  await waitFor(remote, '/api/health')
  return remote
}

/** `env`: more settings (preview's read token, the studio's URL). */
export async function startProductionSite(
  port: number,
  remotePort: number,
  env: NodeJS.ProcessEnv = {},
): Promise<Child> {
  const site = start('server/main.ts', { ...productionEnv(port, remotePort), ...env }, port)
  await waitFor(site, '/healthz')
  return site
}

/** The key the standalone society API and the Paystack stand-in share in these tests. */
const STAND_IN_KEY = 'sk_test_production_mode_stand_in'

/** Paystack's stand-in, a process of its own: its API at /_paystack, checkout at /checkout. */
export async function startPaystackStandIn(port: number, webhookUrl: string): Promise<Child> {
  const standIn = start(
    'packages/society-api/src/paystack-stand-in/main.ts',
    { ...baseEnv(), PAYSTACK_SECRET_KEY: STAND_IN_KEY, PAYSTACK_WEBHOOK_URL: webhookUrl },
    port,
  )
  await waitFor(standIn, '/health')
  return standIn
}

/**
 * The society API as a service of its own (`npm run society-api`'s entry): content from the
 * remote's lake as a Sanity API, payments through the stand-in on `paystackPort`, data in
 * `dataDir` (kept when it is stopped and started again).
 */
export async function startSocietyApi(
  port: number,
  opts: {
    siteUrl: string
    remotePort: number
    paystackPort: number
    dataDir: string
    env?: NodeJS.ProcessEnv
  },
): Promise<Child> {
  const api = start(
    'packages/society-api/src/main.ts',
    {
      ...baseEnv(),
      DATA_DIR: opts.dataDir,
      SITE_URL: opts.siteUrl,
      SOCIETY_API_PUBLIC_URL: `http://127.0.0.1:${port}`,
      API_ALLOWED_ORIGINS: opts.siteUrl,
      SANITY_PROJECT_ID: 'remote-stand-in',
      SANITY_API_HOST: `http://127.0.0.1:${opts.remotePort}`,
      PAYSTACK_BASE_URL: `http://127.0.0.1:${opts.paystackPort}/_paystack`,
      PAYSTACK_SECRET_KEY: STAND_IN_KEY,
      RECEIPT_LINK_SECRET: 'receipt-links-in-production-mode-tests-0123',
      // No mail server in these tests: the outbox keeps its messages and tries again later.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '9',
      MAIL_FROM: 'IUMRS-ICAM 2025 <noreply@amrs-ug.test>',
      ...opts.env,
    },
    port,
  )
  await waitFor(api, '/api/health')
  return api
}

/** Runs the production server with an environment that should be refused; its exit and output. */
export async function refusedStart(
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const child = start('server/main.ts', { ...baseEnv(), ...env }, await freePort())
  const code = await Promise.race([child.exited, sleep(60_000).then(() => 'timeout' as const)])
  if (code === 'timeout') {
    await child.stop()
    throw new Error(`The refused server kept running:\n${child.output()}`)
  }
  return { code, output: child.output() }
}

/** The remote's seed copy (edit it to publish). */
export const remoteSeedFile = (remotePort: number) =>
  path.join(e2eWorkDir(remotePort), 'seed', 'production.ndjson')

export { freePort }
