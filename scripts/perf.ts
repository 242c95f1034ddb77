// npm run perf: Lighthouse (its mobile default config) in headless Chromium over the main routes,
// several runs each, median per metric; prints one table, writes every report to perf-results/
// and exits non-zero when a median misses a threshold. A benchmark: not part of `npm test`.
//
//   npm run perf -- [--base-url http://127.0.0.1:4173[,http://127.0.0.1:4174]]
//                   [--dist /tmp/dist-before,dist] [--throttling simulate|devtools]
//                   [--routes /,/iumrs-icam25] [--runs 3] [--out perf-results]
//                   [--site-now 2025-10-20T10:00:00Z|real]
//
// Without --base-url it serves the built dist/ (DIST_DIR overrides; run `npm run build` first) on a
// free loopback port with a temp DATA_DIR and its clock at --site-now (SITE_NOW, docs/decisions/0004;
// by default a day while registration is open, as `npm run measure:interactive` has it, so the
// registration route shows its form; `real` for the real clock), and stops it at the end; --dist serves each listed
// build so. With several sites (two builds, before and after a change) it measures them
// interleaved, run by run, so both meet the same load on a shared machine, and prints a table for
// each, with the median main-thread time per kind of work and the scripts that took the most
// (Lighthouse's mainthread-work-breakdown and bootup-time audits: where the time went). Chromium: CHROMIUM_PATH, Debian's
// /usr/bin/chromium or the @sparticuz/chromium devDependency's (scripts/chromium.ts); nothing is
// downloaded. --throttling simulate (default) is Lighthouse's mobile
// default (simulated slow 4G, 4x CPU); devtools applies the same profile for real in the browser.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { Flags, Result } from 'lighthouse'
import { HEADLESS_FLAGS, resolveChromium, type ResolvedChromium } from './chromium.ts'
import { freePort } from './free-port.ts'
import { listArg } from './list-arg.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The routes the performance budget is measured on (docs/decisions/0033-performance-budgets.md):
 * society home, conference pages, chief patron, the programme, its busiest day and a talk.
 */
export const PERF_ROUTES = [
  '/',
  '/iumrs-icam25',
  '/iumrs-icam25/registration',
  '/iumrs-icam25/registration-fee',
  '/iumrs-icam25/conference-venue',
  '/iumrs-icam25/accomodation',
  '/leadership/chief-patreon',
  '/iumrs-icam25/programme',
  '/iumrs-icam25/programme/day/2025-12-10',
  '/iumrs-icam25/programme/a1-02',
]

/**
 * Every route's median must meet these: Lighthouse performance score, LCP, TBT and CLS
 * (`npm run perf`, outside `npm test`; docs/decisions/0033-performance-budgets.md).
 */
export const THRESHOLDS = { performance: 95, lcpS: 2.0, tbtMs: 150, cls: 0.02 }

/** Set by main() (scripts/chromium.ts). */
let CHROMIUM: ResolvedChromium
const CHROMIUM_FLAGS = [
  '--headless=new',
  ...HEADLESS_FLAGS,
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-extensions',
  '--mute-audio',
]

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Children still running: ended on Ctrl-C too (they run in their own process groups). */
const running = new Set<ChildProcess>()
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.once(sig, () => {
    for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGKILL')
    process.exit(130)
  })

/** Ends a child started in its own process group (Chromium's wrapper script forks). */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), sig)
    } catch {
      /* already gone */
    }
  }
  signal('SIGTERM')
  const timer = setTimeout(() => signal('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
  running.delete(child)
}

export interface RunningServer {
  baseUrl: string
  stop: () => Promise<void>
}

/** Serves the built site (`tsx server/main.ts`) on a free loopback port with a temp data dir. */
/** The clock the served site reads by default: registration open, seven weeks before the event. */
export const PERF_SITE_NOW = '2025-10-20T10:00:00Z'

export async function startBuiltServer(
  dist: string = process.env.DIST_DIR ?? 'dist',
  siteNow?: string,
): Promise<RunningServer> {
  const distDir = path.resolve(root, dist)
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error(`No build in ${distDir}: run \`npm run build\` first, or pass --base-url.`)
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'amrs-perf-data-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      ...(siteNow ? { SITE_NOW: siteNow } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  running.add(child)
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const baseUrl = `http://127.0.0.1:${port}`
  const stop = async () => {
    await stopGroup(child)
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop }
    } catch {
      /* not up yet */
    }
    await sleep(200)
  }
  await stop()
  throw new Error(`The site server did not start on ${baseUrl}.\n${stderr}`)
}

/** Headless Chromium with a fresh profile and a DevTools port for Lighthouse. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'amrs-perf-chromium-'))
  const child = spawn(
    CHROMIUM.executablePath,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
      env: { ...process.env, ...CHROMIUM.env },
    },
  )
  running.add(child)
  const close = async () => {
    await stopGroup(child)
    rmSync(profile, { recursive: true, force: true })
  }
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let stderr = ''
      const timer = setTimeout(
        () => reject(new Error(`Chromium did not start:\n${stderr}`)),
        30_000,
      )
      child.once('error', reject)
      child.once('exit', () => reject(new Error(`Chromium exited:\n${stderr}`)))
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString()
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr)
        if (match) {
          clearTimeout(timer)
          resolve(Number(match[1]))
        }
      })
    })
    return { port, close }
  } catch (error) {
    await close()
    throw error
  }
}

interface Sample {
  performance: number
  /** The lowest score of the runs (in a median row); the run's own score in a sample. */
  minPerformance: number
  fcpS: number
  lcpS: number
  tbtMs: number
  cls: number
  jsKb: number
}
type Metric = keyof Sample

function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** KB of JavaScript the page transferred (network-requests audit, resource type Script). */
function scriptKb(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details
  if (!details || details.type !== 'table') return Number.NaN
  let bytes = 0
  for (const item of details.items)
    if (item.resourceType === 'Script' && typeof item.transferSize === 'number')
      bytes += item.transferSize
  return bytes / 1024
}

function sampleOf(lhr: Result): Sample {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const score = lhr.categories.performance?.score
  const performance = typeof score === 'number' ? Math.round(score * 100) : Number.NaN
  return {
    performance,
    minPerformance: performance,
    fcpS: value('first-contentful-paint') / 1000,
    lcpS: value('largest-contentful-paint') / 1000,
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsKb: scriptKb(lhr),
  }
}

/** Milliseconds of main-thread work by kind, and by script (Lighthouse's own attribution). */
interface Breakdown {
  byGroup: Record<string, number>
  byScript: Record<string, { total: number; scripting: number; scriptParseCompile: number }>
}

function breakdownOf(lhr: Result, origin: string): Breakdown {
  const byGroup: Breakdown['byGroup'] = {}
  const main = lhr.audits['mainthread-work-breakdown']?.details
  if (main?.type === 'table')
    for (const item of main.items)
      if (typeof item.groupLabel === 'string' && typeof item.duration === 'number')
        byGroup[item.groupLabel] = item.duration
  const byScript: Breakdown['byScript'] = {}
  const boot = lhr.audits['bootup-time']?.details
  if (boot?.type === 'table')
    for (const item of boot.items) {
      if (typeof item.url !== 'string') continue
      // Hashed file names differ between builds: the name before the hash says what it is.
      const name = item.url.startsWith(origin)
        ? item.url.slice(origin.length).replace(/-[\w-]{8}\.js$/, '.js')
        : item.url
      byScript[name] = {
        total: Number(item.total) || 0,
        scripting: Number(item.scripting) || 0,
        scriptParseCompile: Number(item.scriptParseCompile) || 0,
      }
    }
  return { byGroup, byScript }
}

/** Median of each key over the runs (a key missing from a run counts as 0 there). */
function medianBreakdown(list: Breakdown[]) {
  const groups = new Set(list.flatMap((b) => Object.keys(b.byGroup)))
  const scripts = new Set(list.flatMap((b) => Object.keys(b.byScript)))
  const byGroup = [...groups]
    .map((g) => ({ label: g, ms: median(list.map((b) => b.byGroup[g] ?? 0)) }))
    .sort((a, b) => b.ms - a.ms)
  const byScript = [...scripts]
    .map((s) => ({
      url: s,
      total: median(list.map((b) => b.byScript[s]?.total ?? 0)),
      scripting: median(list.map((b) => b.byScript[s]?.scripting ?? 0)),
      parse: median(list.map((b) => b.byScript[s]?.scriptParseCompile ?? 0)),
    }))
    .sort((a, b) => b.total - a.total)
  return { byGroup, byScript }
}

function failures(m: Sample): string[] {
  const out: string[] = []
  if (!(m.performance >= THRESHOLDS.performance)) out.push(`perf < ${THRESHOLDS.performance}`)
  if (!(m.lcpS <= THRESHOLDS.lcpS)) out.push(`LCP > ${THRESHOLDS.lcpS} s`)
  if (!(m.tbtMs <= THRESHOLDS.tbtMs)) out.push(`TBT > ${THRESHOLDS.tbtMs} ms`)
  if (!(m.cls <= THRESHOLDS.cls)) out.push(`CLS > ${THRESHOLDS.cls}`)
  return out
}

const fmt = (v: number, digits: number) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a')
const slug = (route: string) => route.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM.executablePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return 'unknown'
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      dist: { type: 'string' },
      'site-now': { type: 'string', default: PERF_SITE_NOW },
      throttling: { type: 'string', default: 'simulate' },
      routes: { type: 'string' },
      runs: { type: 'string', default: '3' },
      out: { type: 'string', default: 'perf-results' },
    },
  })
  const throttling = values.throttling
  if (throttling !== 'simulate' && throttling !== 'devtools')
    throw new Error(`--throttling must be simulate or devtools, not ${throttling}`)
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`)
  const routes = listArg(values.routes) ?? PERF_ROUTES
  CHROMIUM = await resolveChromium()

  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)
  const outDir = path.resolve(root, values.out, `${stamp}-${throttling}`)
  mkdirSync(outDir, { recursive: true })

  const { default: lighthouse } = await import('lighthouse')
  const dists = values['base-url'] ? [] : (listArg(values.dist) ?? [undefined])
  const servers: RunningServer[] = []
  const siteNow = values['site-now'] === 'real' ? undefined : values['site-now']
  for (const dist of dists) servers.push(await startBuiltServer(dist, siteNow))
  const siteName = new Map(servers.map((s, i) => [s.baseUrl, dists[i] ?? 'dist']))
  const baseUrls = (listArg(values['base-url']) ?? servers.map((s) => s.baseUrl)).map((url) =>
    url.replace(/\/$/, ''),
  )
  const loadBefore = load()
  console.log(
    `Lighthouse mobile, ${throttling} throttling, ${runs} run(s) per route, ${baseUrls.map((u) => siteName.get(u) ?? u).join(' and ')}\n${chromiumVersion()}; site clock ${siteNow ?? 'real'}; load average (1, 5, 15 min) ${loadBefore}; reports in ${path.relative(root, outDir)}/`,
  )

  type RouteResult = {
    route: string
    samples: Sample[]
    median: Sample
    over: string[]
    breakdown: ReturnType<typeof medianBreakdown>
  }
  const results = new Map<string, RouteResult[]>(baseUrls.map((url) => [url, []]))
  const warnings = new Set<string>()
  let lighthouseVersion = ''
  const benchmarkIndexes: number[] = []
  try {
    for (const route of routes) {
      const samples = new Map<string, Sample[]>(baseUrls.map((url) => [url, []]))
      const breakdowns = new Map<string, Breakdown[]>(baseUrls.map((url) => [url, []]))
      for (let run = 1; run <= runs; run++) {
        for (const [b, baseUrl] of baseUrls.entries()) {
          const chromium = await launchChromium()
          try {
            const flags: Flags = {
              port: chromium.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              throttlingMethod: throttling,
            }
            const result = await lighthouse(`${baseUrl}${route}`, flags)
            if (!result) throw new Error(`Lighthouse returned no result for ${route}`)
            const { lhr } = result
            lighthouseVersion = lhr.lighthouseVersion
            benchmarkIndexes.push(lhr.environment.benchmarkIndex)
            lhr.runWarnings.forEach((w) => warnings.add(`${route}: ${w}`))
            if (lhr.runtimeError)
              warnings.add(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
            const site = baseUrls.length > 1 ? `site${b + 1}-` : ''
            writeFileSync(
              path.join(outDir, `${site}${slug(route)}-run${run}.report.json`),
              JSON.stringify(lhr),
            )
            const sample = sampleOf(lhr)
            samples.get(baseUrl)?.push(sample)
            breakdowns.get(baseUrl)?.push(breakdownOf(lhr, baseUrl))
            console.log(
              `  ${baseUrls.length > 1 ? `${siteName.get(baseUrl) ?? baseUrl} ` : ''}${route} run ${run}: perf ${fmt(sample.performance, 0)}, LCP ${fmt(sample.lcpS, 2)} s, TBT ${fmt(sample.tbtMs, 0)} ms, CLS ${fmt(sample.cls, 3)} (load ${load()})`,
            )
          } finally {
            await chromium.close()
          }
        }
      }
      for (const [baseUrl, list] of samples) {
        const metrics = Object.keys(list[0] ?? {}) as Metric[]
        const med = Object.fromEntries(
          metrics.map((k) => [k, median(list.map((s) => s[k]))]),
        ) as unknown as Sample
        med.minPerformance = Math.min(...list.map((s) => s.performance))
        results.get(baseUrl)?.push({
          route,
          samples: list,
          median: med,
          over: failures(med),
          breakdown: medianBreakdown(breakdowns.get(baseUrl) ?? []),
        })
      }
    }
  } finally {
    for (const server of servers) await server.stop()
  }

  const loadAfter = load()
  const tableOf = (baseUrl: string, rows: RouteResult[]) => [
    `Lighthouse ${lighthouseVersion} mobile, ${throttling} throttling, median of ${runs}; ${chromiumVersion()}; ${siteName.get(baseUrl) ?? baseUrl}; ${new Date().toISOString()}`,
    `load average (1, 5, 15 min): ${loadBefore} before, ${loadAfter} after; Lighthouse benchmarkIndex median ${fmt(median(benchmarkIndexes), 0)}`,
    '',
    '| route | perf | lowest perf | FCP s | LCP s | TBT ms | CLS | JS KB transferred | over threshold |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --- |',
    ...rows.map(
      ({ route, median: m, over }) =>
        `| ${route} | ${fmt(m.performance, 0)} | ${fmt(m.minPerformance, 0)} | ${fmt(m.fcpS, 2)} | ${fmt(m.lcpS, 2)} | ${fmt(m.tbtMs, 0)} | ${fmt(m.cls, 3)} | ${fmt(m.jsKb, 1)} | ${over.join(', ') || '-'} |`,
    ),
    '',
    'Main thread (median ms; simulated mobile CPU): by kind of work, then the five scripts that took the most (total / evaluation / parse and compile)',
    '',
    ...rows.map(
      ({ route, breakdown }) =>
        `- ${route}: ${breakdown.byGroup
          .slice(0, 4)
          .map((g) => `${g.label} ${fmt(g.ms, 0)}`)
          .join(', ')}; ${breakdown.byScript
          .slice(0, 5)
          .map((s) => `${s.url} ${fmt(s.total, 0)}/${fmt(s.scripting, 0)}/${fmt(s.parse, 0)}`)
          .join(', ')}`,
    ),
    '',
  ]
  const table = [
    ...[...results].flatMap(([baseUrl, rows]) => tableOf(baseUrl, rows)),
    `thresholds: performance >= ${THRESHOLDS.performance}, LCP <= ${THRESHOLDS.lcpS} s, TBT <= ${THRESHOLDS.tbtMs} ms, CLS <= ${THRESHOLDS.cls}`,
  ].join('\n')
  console.log(`\n${table}`)
  if (warnings.size)
    console.log(`\nLighthouse warnings:\n${[...warnings].map((w) => `  ${w}`).join('\n')}`)
  writeFileSync(path.join(outDir, 'summary.md'), `${table}\n`)
  writeFileSync(
    path.join(outDir, 'summary.json'),
    JSON.stringify(
      {
        throttling,
        runs,
        thresholds: THRESHOLDS,
        loadBefore,
        loadAfter,
        sites: [...results].map(([baseUrl, rows]) => ({ baseUrl, results: rows })),
      },
      null,
      2,
    ),
  )
  const failed = [...results.values()].flat().filter((r) => r.over.length > 0)
  if (failed.length) {
    console.error(`\n${failed.length} route measurement(s) miss a threshold.`)
    process.exit(1)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
