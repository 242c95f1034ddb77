// `npm run measure:interactive [-- --base http://127.0.0.1:4173] [--runs 3]`: what a phone meets
// between the first paint and a working page (docs/decisions/0045-interactive-from-first-paint.md).
// For five routes, under DevTools' mid-range phone (slow 4G: 150 ms, 1.6 Mbps down, 750 kbps up;
// 4x CPU), median of 3 fresh loads: the first contentful paint, when React had hydrated the page
// (`html[data-hydrated]`), and the delay from a tap made 100 ms after the first paint to its
// visible response. Without --base it builds nothing and starts the server over `dist/`.
import { chromium, type Browser, type Page } from '@playwright/test'
import { listArg } from './list-arg.ts'
import { startBenchServer } from './bench-server.ts'

interface Probe {
  route: string
  width: number
  /** What the visitor taps. */
  tap: (page: Page) => ReturnType<Page['locator']>
  /** What shows once the tap has done its work. */
  response: string
  what: string
}

const PROBES: Probe[] = [
  {
    route: '/',
    width: 390,
    tap: (p) => p.getByRole('button', { name: 'Menu' }),
    response: 'button[aria-expanded="true"]',
    what: 'menu open',
  },
  {
    route: '/iumrs-icam25',
    width: 390,
    tap: (p) =>
      p
        .getByRole('navigation', { name: 'Conference', exact: true })
        .getByRole('button', { name: 'Menu' }),
    response: 'nav button[aria-expanded="true"]',
    what: 'menu open',
  },
  {
    route: '/iumrs-icam25/registration',
    width: 390,
    tap: (p) => p.getByRole('button', { name: 'Submit' }),
    response: '[role="alert"]',
    what: 'errors shown',
  },
  {
    route: '/login',
    width: 390,
    tap: (p) => p.getByRole('button', { name: 'Verify' }),
    response: '[role="alert"]',
    what: 'error shown',
  },
  {
    route: '/iumrs-icam25/payment',
    width: 390,
    tap: (p) => p.getByRole('button', { name: 'Initialize payment' }),
    response: '[role="alert"]',
    what: 'error shown',
  },
]

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}

interface Sample {
  fcp: number
  hydrated: number
  tapToResponse: number
}

/** Records, in the page, when it hydrated and when the first pointer went down. */
const INIT = `(() => {
  const mark = () => { if (document.documentElement.hasAttribute('data-hydrated') && !window.__hydratedAt) window.__hydratedAt = performance.now() }
  new MutationObserver(mark).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
  addEventListener('pointerdown', () => { window.__tapAt ??= performance.now() }, true)
  window.__when = (selector) => new Promise((resolve) => {
    const until = performance.now() + 10000
    const check = () => document.querySelector(selector) ? resolve(performance.now()) : performance.now() > until ? resolve(NaN) : requestAnimationFrame(check)
    check()
  })
})()`

async function measure(browser: Browser, base: string, probe: Probe): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: probe.width, height: 844 } })
  const page = await context.newPage()
  await page.addInitScript(INIT)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(base + probe.route, { waitUntil: 'commit' })
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const found = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime
        const now = found()
        if (now !== undefined) return resolve(now)
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0]
          if (entry) {
            observer.disconnect()
            resolve(entry.startTime)
          }
        }).observe({ type: 'paint', buffered: true })
      }),
  )
  // 100 ms after the first paint, as a visitor who taps what they see.
  const wait = fcp + 100 - (await page.evaluate(() => performance.now()))
  if (wait > 0) await page.waitForTimeout(wait)
  const response = page
    .evaluate(
      (selector) => (window as never as { __when(s: string): Promise<number> }).__when(selector),
      probe.response,
    )
    // The page went away (a form sent natively): the tap got no response on this page.
    .catch(() => Number.NaN)
  await probe.tap(page).click({ timeout: 15_000 })
  const respondedAt = await response
  // The page that was tapped (it may have gone: then neither is known).
  const { tapAt, hydratedAt } = await page
    .waitForSelector('html[data-hydrated]', { timeout: 30_000 })
    .then(() =>
      page.evaluate(() => ({
        tapAt: (window as never as { __tapAt: number }).__tapAt,
        hydratedAt: (window as never as { __hydratedAt: number }).__hydratedAt,
      })),
    )
    .catch(() => ({ tapAt: Number.NaN, hydratedAt: Number.NaN }))
  await context.close()
  return { fcp, hydrated: hydratedAt, tapToResponse: respondedAt - tapAt }
}

/** The median; a lost response (NaN) counts as the longest. */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => (Number.isNaN(a) ? 1 : Number.isNaN(b) ? -1 : a - b))
  return sorted[Math.floor(sorted.length / 2)]!
}
const ms = (value: number) => (Number.isNaN(value) ? 'lost' : value.toFixed(0))

async function main() {
  const runs = Number(arg('runs') ?? 3)
  const only = listArg(arg('routes'))
  const server = arg('base') ? null : await startBenchServer({ SITE_NOW: '2025-10-20T10:00:00Z' })
  const base = arg('base') ?? server!.origin
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    console.log(`${base}, slow 4G + 4x CPU, median of ${runs}`)
    console.log('| route | FCP ms | hydrated ms | dead window ms | tap → response ms | response |')
    console.log('| --- | --: | --: | --: | --: | --- |')
    for (const probe of PROBES.filter((p) => !only || only.includes(p.route))) {
      const samples: Sample[] = []
      for (let i = 0; i < runs; i++) samples.push(await measure(browser, base, probe))
      const fcp = median(samples.map((s) => s.fcp))
      const hydrated = median(samples.map((s) => s.hydrated))
      const tap = median(samples.map((s) => s.tapToResponse))
      console.log(
        `| \`${probe.route}\` | ${ms(fcp)} | ${ms(hydrated)} | ${ms(hydrated - fcp)} | ${ms(tap)} | ${probe.what} |`,
      )
    }
  } finally {
    await browser.close()
    await server?.stop()
  }
}

await main()
