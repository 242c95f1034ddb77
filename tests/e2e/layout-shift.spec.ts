// No layout shift, even when content arrives late (docs/decisions/0033): every answer of the content API is
// held back 800 ms; the layout-shift entries of the whole load (PerformanceObserver, buffered,
// shifts after user input ignored) are summed until the content is on screen and the network is
// idle. Budget: 0.02 per route and viewport width.
import type { Page, Request } from '@playwright/test'
import { paths } from '@amrs/shared/paths'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { expect, test } from './fixtures'

const CLS_BUDGET = 0.02
const CONTENT_DELAY_MS = 800
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]
const ROUTES = [
  paths.home,
  paths.conference.home,
  paths.conference.registration,
  paths.conference.registrationFee,
  paths.conference.venue,
  paths.conference.accommodation,
  paths.chiefPatron,
  // The busiest day of the programme (the programme's own page is the same page on its first
  // day), and a talk.
  programmePaths.day('2025-12-10'),
  programmePaths.talk('a1-02'),
]

interface Shift {
  value: number
  startTime: number
  sources: string[]
}

/** Collects layout shifts from the first byte on (runs before any page script). */
function observeLayoutShifts() {
  // LayoutShift is not in TypeScript's DOM library.
  interface LayoutShiftEntry extends PerformanceEntry {
    value: number
    hadRecentInput: boolean
    sources?: { node?: Node | null }[]
  }
  const describe = (node: Node | null | undefined) => {
    if (!node) return '(removed node)'
    if (!(node instanceof Element)) return node.nodeName.toLowerCase()
    const id = node.id ? `#${node.id}` : ''
    const cls =
      typeof node.className === 'string' && node.className
        ? `.${node.className.trim().split(/\s+/).join('.')}`
        : ''
    const text = (node.textContent ?? '').trim().slice(0, 30)
    return `${node.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`
  }
  const shifts: Shift[] = []
  ;(window as unknown as { __layoutShifts: Shift[] }).__layoutShifts = shifts
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources ?? []).map((s) => describe(s.node)),
      })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/** Long-lived streams (live updates) never finish: they do not count against network idle. */
const isStream = (r: Request) =>
  r.resourceType() === 'eventsource' || /\/data\/(listen|live)\//.test(r.url())

/** Tracks open requests (not event streams) from now on. */
function trackRequests(page: Page) {
  const open = new Set<unknown>()
  let lastChange = Date.now()
  page.on('request', (r) => {
    if (!isStream(r)) open.add(r)
    lastChange = Date.now()
  })
  const done = (r: unknown) => {
    open.delete(r)
    lastChange = Date.now()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    /** Resolves once no tracked request has been open for `quietMs`. */
    async quiet(quietMs = 500, timeoutMs = 20_000): Promise<void> {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        if (open.size === 0 && Date.now() - lastChange >= quietMs) return
        await page.waitForTimeout(100)
      }
      throw new Error(`network not quiet after ${timeoutMs} ms (${open.size} open)`)
    },
  }
}

for (const viewport of WIDTHS) {
  test.describe(`layout shift at ${viewport.width} px with the content API ${CONTENT_DELAY_MS} ms late`, () => {
    test.use({ viewport })

    for (const route of ROUTES) {
      test(`${route}: CLS <= ${CLS_BUDGET}`, async ({ page }) => {
        // External embeds (the venue map) cannot load on a closed network.
        await page.route('https://www.google.com/**', (r) => r.abort())
        await page.route('**/data/query/**', async (r) => {
          await new Promise((resolve) => setTimeout(resolve, CONTENT_DELAY_MS))
          await r.continue().catch(() => undefined) // the page may be gone by then
        })
        await page.addInitScript(observeLayoutShifts)
        const requests = trackRequests(page)

        await page.goto(route)
        // Content on screen: the heading is there and no section is still loading.
        await expect(page.locator('main h1')).toBeVisible()
        await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0, {
          timeout: 15_000,
        })
        await requests.quiet()
        // Let the last frames paint so their shifts are reported.
        await page.evaluate(
          () =>
            new Promise<void>((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
            ),
        )

        const shifts = await page.evaluate(
          () => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts,
        )
        const cls = shifts.reduce((sum, s) => sum + s.value, 0)
        const worst = [...shifts]
          .sort((a, b) => b.value - a.value)
          .slice(0, 3)
          .map(
            (s) =>
              `${s.value.toFixed(3)} at ${Math.round(s.startTime)} ms: ${s.sources.join(', ')}`,
          )
        console.log(
          `CLS ${cls.toFixed(3)}  ${String(viewport.width).padStart(4)} px  ${route}  (${shifts.length} shifts)${worst.length ? `\n    ${worst.join('\n    ')}` : ''}`,
        )
        test.info().annotations.push({ type: 'CLS', description: cls.toFixed(3) })
        expect(cls, `summed layout shift on ${route} at ${viewport.width} px`).toBeLessThanOrEqual(
          CLS_BUDGET,
        )
      })
    }
  })
}
