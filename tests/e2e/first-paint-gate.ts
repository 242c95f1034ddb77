import type { Page } from '@playwright/test'
import { slowNetworkLikeAPhone } from '#scripts/phone-throttle'
import { expect } from './fixtures'

/**
 * Acting at the first paint (docs/decisions/0045-interactive-from-first-paint.md): a page opened
 * on a phone's slow 4G with its entry script held back until the test has acted, so the action
 * always lands before hydration, however fast the machine. The gate, not a slow CPU, makes the
 * order certain: Chromium's CPU throttling keeps a core busy for as long as it is on (0.9 of a
 * core for an idle page), a third of these tests' CPU time (docs/decisions/0092).
 */
export interface Gate {
  /** Lets the held entry script through (the page then hydrates). */
  release(): void
  /** Every request URL the page made. */
  urls: string[]
}

/**
 * Opens `path` and returns as soon as its HTML has painted, with the page's entry script held
 * back until `release()`.
 */
export async function openAtFirstPaint(page: Page, path: string): Promise<Gate> {
  const html = await (await page.request.get(path)).text()
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1]
  expect(entry, 'the page has the script loader').toBeTruthy()
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      await opened
      await route.continue()
    },
  )
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  await slowNetworkLikeAPhone(await page.context().newCDPSession(page))
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  )
  expect(await hydrated(page), 'the page is not hydrated yet').toBe(false)
  return { release: () => open(), urls }
}

export const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))

/** Releases the scripts once the visitor has acted (which must be before hydration). */
export async function thenScripts(page: Page, gate: Gate) {
  expect(await hydrated(page), 'the action came before hydration').toBe(false)
  gate.release()
}
