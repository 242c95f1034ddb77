// `npm run measure:interactive [-- --base http://127.0.0.1:4173] [--runs 3]`: what a phone meets
// between the first paint and a working page (docs/decisions/0045-interactive-from-first-paint.md).
// For five routes, under DevTools' mid-range phone (slow 4G: 150 ms, 1.6 Mbps down, 750 kbps up;
// 4x CPU), median of 3 fresh loads: the first contentful paint, when React had hydrated the page
// (`html[data-hydrated]`), and the delay from a tap made 100 ms after the first paint to its
// visible response. Without --base it builds nothing and starts the server over `dist/`.
import { chromium, type Browser } from '@playwright/test'
import { launchOptionsFor, resolveChromium } from './chromium.ts'
import { listArg } from './list-arg.ts'
import { throttleLikeAPhone } from './phone-throttle.ts'
import { startBenchServer } from './bench-server.ts'

interface Probe {
  route: string
  /** What the visitor taps (a CSS selector: the page finds it itself, at the right moment). */
  tap: string
  /** What shows once the tap has done its work. */
  response: string
  what: string
}

const PROBES: Probe[] = [
  {
    route: '/',
    tap: 'header button[aria-expanded]',
    response: 'header button[aria-expanded="true"]',
    what: 'menu open',
  },
  {
    route: '/iumrs-icam25',
    tap: 'nav button[aria-expanded]:not([data-dropdown])',
    response: 'nav button[aria-expanded="true"]:not([data-dropdown])',
    what: 'menu open',
  },
  {
    route: '/iumrs-icam25/registration',
    tap: 'form button[type="submit"]',
    response: '[role="alert"]',
    what: 'errors shown',
  },
  {
    route: '/login',
    tap: 'form button[type="submit"]',
    response: '[role="alert"]',
    what: 'error shown',
  },
  {
    route: '/iumrs-icam25/payment',
    tap: 'form[aria-labelledby="pay-fee-title"] button[type="submit"]',
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
  /** When the page saw the tap, after its first paint. */
  tapAfterFcp: number
  tapToResponse: number
  /** The tap sent the page elsewhere (a form submitted natively). */
  navigatedTo?: string
}

/**
 * In the page, from its first byte: when it hydrated, when the pointer went down, and, 100 ms
 * after the first contentful paint, where the control is (the test then taps there at once,
 * with no round trip of its own in between). A string: tsx's helpers do not exist in the page.
 */
const init = (probe: Probe) => `(() => {
  const mark = () => { if (document.documentElement.hasAttribute('data-hydrated') && !window.__hydratedAt) { window.__hydratedAt = performance.now(); window.__hydratedNow(window.__hydratedAt) } }
  new MutationObserver(mark).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
  addEventListener('pointerdown', () => { window.__tapAt ??= performance.now() }, true)
  new PerformanceObserver((list, observer) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0]
    if (!paint) return
    observer.disconnect()
    window.__fcp = paint.startTime
    setTimeout(() => {
      const target = document.querySelector(${JSON.stringify(probe.tap)})
      if (target) target.scrollIntoView({ block: 'center' })
      const box = target && target.getBoundingClientRect()
      const responded = new Promise((resolve) => {
        const until = performance.now() + 10000
        const check = () => document.querySelector(${JSON.stringify(probe.response)}) ? resolve(performance.now()) : performance.now() > until ? resolve(NaN) : requestAnimationFrame(check)
        check()
      })
      window.__responded = responded
      if (box) window.__tapHere(box.x + box.width / 2, box.y + box.height / 2, paint.startTime)
    }, 100)
  }).observe({ type: 'paint', buffered: true })
})()`

async function measure(browser: Browser, base: string, probe: Probe): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  let fcp = Number.NaN
  // When the tapped page hydrated (a page the tap navigated to does not count).
  let hydratedAt = Number.NaN
  let navigatedTo: string | undefined
  let hydrated!: () => void
  const hydration = new Promise<void>((resolve) => (hydrated = resolve))
  await page.exposeFunction('__hydratedNow', (at: number) => {
    if (navigatedTo === undefined && Number.isNaN(hydratedAt)) hydratedAt = at
    hydrated()
  })
  const tapped = new Promise<void>(
    (resolve) =>
      void page.exposeFunction('__tapHere', async (x: number, y: number, paint: number) => {
        if (!Number.isNaN(fcp)) return // a page the tap navigated to: not tapped again
        fcp = paint
        await page.mouse.click(x, y)
        resolve()
      }),
  )
  await page.addInitScript(init(probe))
  await throttleLikeAPhone(await context.newCDPSession(page))
  await page.goto(base + probe.route, { waitUntil: 'commit' })
  await tapped
  // Where the tap took the page instead (a form sent natively as GET, before this round).
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url() !== base + probe.route)
      navigatedTo ??= frame.url().replace(base, '')
  })
  const sample = await page
    .evaluate<{ fcp: number; tapAt: number; respondedAt: number }>(
      `window.__responded.then((respondedAt) => ({ fcp: window.__fcp, tapAt: window.__tapAt, respondedAt }))`,
    )
    // The page went away (a form sent natively): the tap got no response on that page.
    .catch(() => null)
  await Promise.race([hydration, new Promise((resolve) => setTimeout(resolve, 30_000))])
  await context.close()
  if (!sample || navigatedTo)
    return {
      fcp,
      hydrated: hydratedAt,
      tapAfterFcp: Number.NaN,
      tapToResponse: Number.NaN,
      ...(navigatedTo ? { navigatedTo } : {}),
    }
  return {
    fcp: sample.fcp,
    hydrated: hydratedAt,
    tapAfterFcp: sample.tapAt - sample.fcp,
    tapToResponse: sample.respondedAt - sample.tapAt,
  }
}

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
  const browser = await chromium.launch(launchOptionsFor(await resolveChromium()))
  try {
    console.log(`${base}, slow 4G + 4x CPU, median of ${runs}`)
    console.log(
      '| route | FCP ms | hydrated ms | dead window ms | tap at (after FCP) ms | tap → response ms | response |',
    )
    console.log('| --- | --: | --: | --: | --: | --: | --- |')
    for (const probe of PROBES.filter((p) => !only || only.includes(p.route))) {
      const samples: Sample[] = []
      for (let i = 0; i < runs; i++) samples.push(await measure(browser, base, probe))
      const fcp = median(samples.map((s) => s.fcp))
      const hydrated = median(samples.map((s) => s.hydrated))
      const tap = median(samples.map((s) => s.tapToResponse))
      const tapAt = median(samples.map((s) => s.tapAfterFcp))
      const away = samples.find((s) => s.navigatedTo)?.navigatedTo
      const outcome = away
        ? `went to ${away} (${samples.filter((s) => s.navigatedTo).length}/${runs})`
        : probe.what
      console.log(
        `| \`${probe.route}\` | ${ms(fcp)} | ${ms(hydrated)} | ${ms(hydrated - fcp)} | ${ms(tapAt)} | ${ms(tap)} | ${outcome} |`,
      )
    }
  } finally {
    await browser.close()
    await server?.stop()
  }
}

await main()
