// `tsx scripts/measure-start.ts [--runs 3] [--only site|society-api] [--variant source|built]
// [--source-root DIR]`:
// how long each server takes from its start to the first 200 from its health check, and how
// much memory it holds idle 5 s later (the resident set of the whole process tree: tsx's parent
// process counts too), the median of `--runs` starts of each (docs/decisions/0106). "source"
// starts the TypeScript sources through tsx, as `npm run serve` and `npm run society-api` did
// before 0106; "built" starts the bundles `npm run build` writes to dist-node/. The site's server
// runs in local mode (what `npm start` serves) on `DIST_DIR` (build it first); the society API
// alone, with a content API and a mail server that do not answer (neither is needed to start).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { NODE_BUILD_DIR } from './build-node.ts'
import { freePort } from './free-port.ts'

const args = process.argv.slice(2)
const valueOf = (name: string) => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
const runs = Number(valueOf('--runs') ?? 3)
const only = valueOf('--only')
const variants = valueOf('--variant') ? [valueOf('--variant')!] : ['source', 'built']
/** Where the sources tsx runs live (another checkout inside this repository: an older commit). */
const sourceRoot = path.resolve(valueOf('--source-root') ?? '.')

interface Server {
  name: string
  source: string
  built: string
  health: string
  env(dataDir: string): NodeJS.ProcessEnv
}

const SERVERS: Server[] = [
  {
    name: 'site',
    source: 'server/main.ts',
    built: 'server.mjs',
    health: '/api/health',
    env: (dataDir) => ({ DATA_DIR: dataDir, NEWSLETTER_POLL_SECONDS: '0' }),
  },
  {
    name: 'society-api',
    source: 'packages/society-api/src/main.ts',
    built: 'society-api.mjs',
    health: '/api/health',
    env: (dataDir) => ({
      DATA_DIR: dataDir,
      SITE_URL: 'https://amrs-ug.test',
      SOCIETY_API_PUBLIC_URL: 'https://api.amrs-ug.test',
      SANITY_PROJECT_ID: 'measure',
      SANITY_API_HOST: 'http://127.0.0.1:9',
      PAYSTACK_SECRET_KEY: 'sk_test_measure_start',
      RECEIPT_LINK_SECRET: 'a receipt link secret for measuring starts',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '9',
      MAIL_FROM: 'IUMRS-ICAM 2025 <noreply@amrs-ug.test>',
    }),
  },
]

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resident set of `pid` and every process below it, and of the largest one, in bytes (Linux /proc). */
function treeRss(pid: number): { total: number; largest: number } {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // gone meanwhile
    }
  }
  let total = 0
  let largest = 0
  const stack = [pid]
  while (stack.length) {
    const p = stack.pop()!
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1]
      total += Number(kb ?? 0) * 1024
      largest = Math.max(largest, Number(kb ?? 0) * 1024)
    } catch {
      // gone meanwhile
    }
    stack.push(...(children.get(p) ?? []))
  }
  return { total, largest }
}

async function once(
  server: Server,
  variant: string,
): Promise<{ ms: number; rss: number; largest: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'amrs-measure-'))
  const port = await freePort()
  const command =
    variant === 'built'
      ? [path.join(NODE_BUILD_DIR, server.built)]
      : [path.resolve('node_modules/tsx/dist/cli.mjs'), path.join(sourceRoot, server.source)]
  const started = performance.now()
  const child = spawn(process.execPath, command, {
    env: { ...process.env, ...server.env(dataDir), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  let errors = ''
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${server.name} exited:\n${errors}`)
      if (performance.now() - started > 120_000) throw new Error(`${server.name}: no 200 in 120 s`)
      const status = await fetch(`http://127.0.0.1:${port}${server.health}`)
        .then((r) => r.status)
        .catch(() => 0)
      if (status === 200) break
      await sleep(25)
    }
    const ms = performance.now() - started
    await sleep(5000)
    const rss = treeRss(child.pid!)
    return { ms, rss: rss.total, largest: rss.largest }
  } finally {
    process.kill(-child.pid!, 'SIGTERM')
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
    )
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

// The variants take turns (source, built, source, built, …), so a change in the machine's load
// weighs on both alike.
for (const server of SERVERS.filter((s) => !only || s.name === only)) {
  const ready = variants.filter((variant) => {
    if (variant !== 'built' || existsSync(path.join(NODE_BUILD_DIR, server.built))) return true
    console.log(
      `${server.name} ${variant}: no ${server.built} in ${NODE_BUILD_DIR} (npm run build)`,
    )
    return false
  })
  const results = new Map(
    ready.map((variant) => [variant, [] as Awaited<ReturnType<typeof once>>[]]),
  )
  for (let i = 0; i < runs; i++)
    for (const variant of ready) results.get(variant)!.push(await once(server, variant))
  for (const [variant, of] of results)
    console.log(
      `${server.name} ${variant}: start to 200 ${(median(of.map((r) => r.ms)) / 1000).toFixed(2)} s, idle RSS ${Math.round(median(of.map((r) => r.rss)) / 1048576)} MB (the server process alone ${Math.round(median(of.map((r) => r.largest)) / 1048576)} MB; median of ${runs}; starts ${of.map((r) => (r.ms / 1000).toFixed(2)).join(', ')} s; RSS ${of.map((r) => Math.round(r.rss / 1048576)).join(', ')} MB)`,
    )
}
