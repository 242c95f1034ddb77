// `npm run bench:programme [-- --runs 3]`: the programme at the size of a real conference
// (docs/decisions/0048-offline-programme.md). It generates an 800-talk programme, serves the
// built site over it (no build needed: the server renders every page on request, at 10:30 on
// 10 December), and measures, median of the runs:
// - each day page's HTML, gzip (budget 60 KB), and that its page data holds that day only;
// - a filter and a search on the busiest day (about 240 talks) on DevTools' mid-range phone
//   (slow 4G, 4x CPU): the longest interaction, as the Event Timing API (INP) sees it (budget
//   100 ms);
// - what the service worker keeps for offline use once the programme is opened (budget 2 MB).
// Not part of `npm test`; `npm run size` and `npm run perf` cover the first route and Lighthouse.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { startBenchServer } from './bench-server.ts'
import { launchOptionsFor, resolveChromium } from './chromium.ts'
import { throttleLikeAPhone } from './phone-throttle.ts'

const BUDGET = { dayHtmlGzipKb: 60, interactionMs: 100, offlineMb: 2 }
const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3
const NOW = '2025-12-10T10:30:00Z'
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

/** The answer's bytes as sent (the server compresses with gzip when asked). */
function gzipBytes(url: string): Promise<{ gzip: number; status: number }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve({ gzip: bytes, status: res.statusCode ?? 0 }))
    })
      .on('error', reject)
      .end()
  })
}

async function lake<T>(origin: string, query: string): Promise<T> {
  const url = `${origin}/v2025-01-01/data/query/production?query=${encodeURIComponent(query)}`
  return ((await (await fetch(url)).json()) as { result: T }).result
}

interface Day {
  date: string
  talks: number
}

async function dayPages(origin: string, days: Day[]) {
  const rows = []
  for (const day of days) {
    const url = `${origin}/iumrs-icam25/programme/day/${day.date}`
    const { gzip, status } = await gzipBytes(url)
    const html = await (await fetch(url)).text()
    const data =
      /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    // Every talk of the page data carries its code once; a talk of another day would add one.
    const talksInData = (data.match(/"code":"/g) ?? []).length
    rows.push({ ...day, status, gzipKb: gzip / 1024, rawKb: html.length / 1024, talksInData })
  }
  return rows
}

/** The longest interaction while filtering the day: a room, a kind, then a search typed key by key. */
async function filterInteraction(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  await throttleLikeAPhone(await context.newCDPSession(page))
  await page.goto(url, { timeout: 120_000 })
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
    timeout: 120_000,
  })
  await page.evaluate(() => {
    const longest = { ms: 0 }
    ;(window as unknown as { longest: typeof longest }).longest = longest
    new PerformanceObserver((list) => {
      // `interactionId` (Event Timing level 2) is not in TypeScript's DOM types yet.
      for (const entry of list.getEntries() as Array<
        PerformanceEventTiming & { interactionId?: number }
      >)
        if (entry.interactionId) longest.ms = Math.max(longest.ms, entry.duration)
    }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit)
  })
  const room = page.getByLabel('Room')
  await room.selectOption({ index: 2 })
  await page.getByLabel('Kind').selectOption({ index: 1 })
  await room.selectOption({ index: 0 })
  await page.getByLabel('Search talks and speakers').pressSequentially('energy', { delay: 250 })
  await page.waitForTimeout(1500)
  const ms = await page.evaluate(
    () => (window as unknown as { longest: { ms: number } }).longest.ms,
  )
  await context.close()
  return ms
}

/** What the worker keeps once the programme has been opened: every cache's bodies, summed. */
async function offlineStore(
  browser: Browser,
  origin: string,
): Promise<{ mb: number; gzipMb: number; entries: number }> {
  const context = await browser.newContext({ serviceWorkers: 'allow' })
  const page = await context.newPage()
  await page.goto(`${origin}/iumrs-icam25/programme`)
  const kept = () =>
    page.evaluate(
      async () => !!(await (await caches.open('offline-v1')).match('https://offline.invalid/meta')),
    )
  for (const until = Date.now() + 120_000; !(await kept());) {
    if (Date.now() > until)
      throw new Error('The programme was not kept for offline use in 2 minutes')
    await page.waitForTimeout(1000)
  }
  // Stored: the bodies as kept; downloaded: the same bodies gzipped, as the server sends them.
  const stored = await page.evaluate(async () => {
    let bytes = 0
    let gzip = 0
    let entries = 0
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const key of await cache.keys()) {
        const body = (await (await cache.match(key))?.arrayBuffer()) ?? new ArrayBuffer(0)
        bytes += body.byteLength
        gzip += (
          await new Response(
            new Blob([body]).stream().pipeThrough(new CompressionStream('gzip')),
          ).arrayBuffer()
        ).byteLength
        entries++
      }
    }
    return { bytes, gzip, entries }
  })
  await context.close()
  return {
    mb: stored.bytes / 1024 / 1024,
    gzipMb: stored.gzip / 1024 / 1024,
    entries: stored.entries,
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'amrs-programme-'))
const seedDir = path.join(work, 'seed')
const generated = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/generate-programme.ts', '--talks', '800', '--out', seedDir],
  { stdio: 'inherit' },
)
if (generated.status !== 0) process.exit(1)
const server = await startBenchServer({ SITE_NOW: NOW }, seedDir)
const browser = await chromium.launch(launchOptionsFor(await resolveChromium()))
let failed = false
try {
  const days = await lake<Day[]>(
    server.origin,
    `*[_type == "session" && defined(start)]{ "date": string::split(start, "T")[0], "talks": count(talks) } | order(date asc)`,
  ).then((sessions) => {
    const byDate = new Map<string, number>()
    for (const s of sessions) byDate.set(s.date, (byDate.get(s.date) ?? 0) + s.talks)
    return [...byDate].map(([date, talks]) => ({ date, talks }))
  })
  const total = days.reduce((sum, d) => sum + d.talks, 0)
  console.log(`800-talk programme: ${total} talks over ${days.length} days (now ${NOW})\n`)
  console.log('day          talks  HTML gzip  HTML raw  talks in page data')
  for (const row of await dayPages(server.origin, days)) {
    console.log(
      `${row.date}  ${String(row.talks).padStart(5)}  ${row.gzipKb.toFixed(1).padStart(6)} KB  ${row.rawKb.toFixed(0).padStart(5)} KB  ${String(row.talksInData).padStart(5)}${row.status !== 200 ? `  (status ${row.status})` : ''}`,
    )
    // Split by day: the page data holds the day's talks (and the few the change notes name).
    if (row.gzipKb > BUDGET.dayHtmlGzipKb || row.talksInData > row.talks + 10) failed = true
  }
  const busiest = [...days].sort((a, b) => b.talks - a.talks)[0]!
  const samples: number[] = []
  for (let run = 0; run < RUNS; run++)
    samples.push(
      await filterInteraction(
        browser,
        `${server.origin}/iumrs-icam25/programme/day/${busiest.date}`,
      ),
    )
  const inp = median(samples)
  console.log(
    `\nfilters and search on ${busiest.date} (${busiest.talks} talks), phone (slow 4G, 4x CPU): longest interaction ${samples.map((s) => s.toFixed(0)).join(', ')} ms, median ${inp.toFixed(0)} ms (budget ${BUDGET.interactionMs})`,
  )
  if (!(inp <= BUDGET.interactionMs)) failed = true
  const offline = await offlineStore(browser, server.origin)
  console.log(
    `kept for offline use: ${offline.gzipMb.toFixed(2)} MB downloaded (gzip), ${offline.mb.toFixed(2)} MB stored, in ${offline.entries} entries (budget ${BUDGET.offlineMb} MB downloaded)`,
  )
  if (offline.gzipMb > BUDGET.offlineMb) failed = true
} finally {
  await browser.close()
  await server.stop()
  rmSync(work, { recursive: true, force: true })
}
if (failed) {
  console.error('\nOver budget.')
  process.exit(1)
}
