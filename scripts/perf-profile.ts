// Where a page's main thread goes while it loads and hydrates, by function: a CPU profile (CDP
// Profiler) of headless Chromium at 4x CPU slowdown (Lighthouse's mobile factor), from navigation
// until React has hydrated (`data-hydrated`, docs/decisions/0044) and a second more, plus the long
// tasks (> 50 ms) after the first contentful paint, whose blocking part is what Total Blocking
// Time sums. A diagnostic beside `npm run perf`, not a benchmark with thresholds.
//
//   npx tsx scripts/perf-profile.ts --dist /tmp/dist-before,dist --routes /,/iumrs-icam25 [--runs 3]
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { HEADLESS_FLAGS, resolveChromium } from './chromium.ts'
import { listArg } from './list-arg.ts'
import { PERF_SITE_NOW, startBuiltServer } from './perf.ts'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const IDLE = new Set(['(idle)', '(root)'])

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tid: number
  pid: number
  args?: { data?: { url?: string; functionName?: string; type?: string; frame?: string } }
}

/**
 * The renderer main thread's tasks over 50 ms from the trace, after first contentful paint, each
 * with the longest events directly inside it (what kind of work: script evaluation, a callback,
 * style, layout, parsing) and the script they name.
 */
function traceTasks(trace: { traceEvents: TraceEvent[] }): string[] {
  const events = trace.traceEvents
  // The page's renderer: of the renderer main threads, the one with the most work.
  const mains = events.filter(
    (e) => e.name === 'thread_name' && (e.args as { name?: string })?.name === 'CrRendererMain',
  )
  const count = (m: TraceEvent) => events.filter((e) => e.pid === m.pid && e.tid === m.tid).length
  const main = mains.sort((a, b) => count(b) - count(a))[0]
  if (!main) return ['no renderer main thread in the trace']
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
  const mine = (e: TraceEvent) => e.pid === main.pid
  const fcp = events.find((e) => mine(e) && e.name === 'firstContentfulPaint')?.ts ?? 0
  const nav = events.find((e) => mine(e) && e.name === 'navigationStart')?.ts ?? 0
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000 && e.ts >= fcp)
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    const inner = onMain
      .filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 3000,
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 6)
      .map((e) => {
        const d = e.args?.data
        const what = d?.url
          ? ` ${d.url.replace(/^https?:\/\/[^/]+/, '')}`
          : d?.type
            ? ` ${d.type}`
            : ''
        return `${e.name}${what}${d?.functionName ? ` ${d.functionName}` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`
      })
    return `task ${((task.dur ?? 0) / 1000).toFixed(0)} ms at ${((task.ts - nav) / 1000).toFixed(0)} ms (FCP ${((fcp - nav) / 1000).toFixed(0)}): ${inner.join(', ')}`
  })
}

/**
 * The profile's busy stretches (consecutive samples not idle) longer than `minMs`, each with
 * what it mostly ran: the functions that took the most time themselves, and the outermost frame
 * of the page's own code (which module's evaluation, which callback).
 */
function busyStretches(profile: Profile, minMs: number, label: (n: ProfileNode) => string) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const outermost = (id: number) => {
    let found: ProfileNode | undefined
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at)
      if (node?.callFrame.url) found = node
    }
    return found ? label(found) : (byId.get(id)?.callFrame.functionName ?? '?')
  }
  const out: { at: number; ms: number; self: string[]; roots: string[] }[] = []
  let t = 0
  let current: {
    at: number
    ms: number
    self: Map<string, number>
    roots: Map<string, number>
  } | null = null
  const close = () => {
    if (current && current.ms >= minMs) {
      const top = (m: Map<string, number>) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      out.push({
        at: current.at,
        ms: current.ms,
        self: top(current.self),
        roots: top(current.roots),
      })
    }
    current = null
  }
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000
    t += dt
    const node = byId.get(id)
    if (!node || IDLE.has(node.callFrame.functionName)) return close()
    current ??= { at: t, ms: 0, self: new Map(), roots: new Map() }
    current.ms += dt
    const key = label(node)
    current.self.set(key, (current.self.get(key) ?? 0) + dt)
    const root = outermost(id)
    current.roots.set(root, (current.roots.get(root) ?? 0) + dt)
  })
  close()
  return out
}

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    routes: { type: 'string', default: '/' },
    runs: { type: 'string', default: '3' },
    top: { type: 'string', default: '15' },
  },
})
const dists = listArg(values.dist) ?? ['dist']
const routes = listArg(values.routes) ?? ['/']
const runs = Number(values.runs)
const top = Number(values.top)
const resolved = await resolveChromium()
const browser = await chromium.launch({
  executablePath: resolved.executablePath,
  args: HEADLESS_FLAGS,
  env: { ...process.env, ...resolved.env } as Record<string, string>,
})
const servers = []
for (const dist of dists)
  servers.push({ dist, server: await startBuiltServer(dist, PERF_SITE_NOW) })

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js')

try {
  for (const route of routes) {
    for (const { dist, server } of servers) {
      const self = new Map<string, number[]>()
      const tbt: number[] = []
      const tasks: string[] = []
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
        const page = await context.newPage()
        await page.addInitScript(() => {
          const w = window as unknown as { __long: { start: number; duration: number }[] }
          w.__long = []
          new PerformanceObserver((list) => {
            for (const e of list.getEntries())
              w.__long.push({ start: e.startTime, duration: e.duration })
          }).observe({ type: 'longtask', buffered: true })
        })
        const cdp = await context.newCDPSession(page)
        if (run === 0)
          await browser.startTracing(page, {
            categories: [
              'devtools.timeline',
              'disabled-by-default-devtools.timeline',
              'v8',
              'blink',
              'loading',
            ],
          })
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await cdp.send('Profiler.enable')
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
        await cdp.send('Profiler.start')
        await page.goto(`${server.baseUrl}${route}`)
        await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 })
        await page.waitForTimeout(1000)
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
        if (run === 0 && process.env.PERF_TRACE_OUT)
          writeFileSync(`${process.env.PERF_TRACE_OUT}.cpuprofile`, JSON.stringify(profile))
        if (run === 0) {
          const trace = await browser.stopTracing()
          // PERF_TRACE_OUT: keep the first run's trace (opens in Chrome's Performance panel).
          if (process.env.PERF_TRACE_OUT) writeFileSync(process.env.PERF_TRACE_OUT, trace)
          tasks.push(...traceTasks(JSON.parse(trace.toString())))
        }
        const { fcp, long } = await page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          long: (window as unknown as { __long: { start: number; duration: number }[] }).__long,
        }))
        const after = long.filter((t) => t.start >= fcp)
        tbt.push(after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0))
        if (run === 0)
          tasks.push(
            ...long.map(
              (t) =>
                `${t.start >= fcp ? 'after' : 'before'} FCP at ${Math.round(t.start)} ms: ${Math.round(t.duration)} ms`,
            ),
          )
        const byId = new Map(profile.nodes.map((n) => [n.id, n]))
        const label = (node: ProfileNode) => {
          const { functionName, url, lineNumber, columnNumber } = node.callFrame
          return url
            ? `${functionName || '(anonymous)'} ${short(url)}:${lineNumber + 1}:${columnNumber + 1}`
            : functionName
        }
        if (run === 0)
          for (const b of busyStretches(profile, 50, label))
            tasks.push(
              `busy ${b.ms.toFixed(0)} ms at ${b.at.toFixed(0)} ms of the profile\n      self: ${b.self.join(', ')}\n      from: ${b.roots.join(', ')}`,
            )
        const runSelf = new Map<string, number>()
        profile.samples.forEach((id, i) => {
          const node = byId.get(id)
          if (!node) return
          const key = label(node)
          runSelf.set(key, (runSelf.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
        })
        for (const [key, ms] of runSelf) self.set(key, [...(self.get(key) ?? []), ms])
        await context.close()
      }
      const med = (xs: number[]) => {
        const s = [...xs, ...Array<number>(runs - xs.length).fill(0)].sort((a, b) => a - b)
        return s[Math.floor(s.length / 2)] ?? 0
      }
      console.log(
        `\n## ${route} (${dist}); blocking time after FCP (4x CPU, real network) per run: ${tbt.map((t) => Math.round(t)).join(', ')} ms`,
      )
      console.log(`first run:\n    ${tasks.join('\n    ') || 'none'}`)
      const rows = [...self]
        .map(([key, xs]) => ({ key, ms: med(xs) }))
        .filter((r) => !['(idle)', '(program)', '(root)'].includes(r.key))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, top)
      for (const r of rows) console.log(`  ${r.ms.toFixed(1).padStart(7)} ms self  ${r.key}`)
    }
  }
} finally {
  await browser.close()
  for (const { server } of servers) await server.stop()
}
