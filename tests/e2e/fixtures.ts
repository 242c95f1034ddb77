import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Fails with a readable list when axe finds any WCAG 2.2 A/AA violation on the page. */
export async function expectAxeClean(page: Page, include?: string): Promise<void> {
  // Legacy mode runs axe in the page itself. The default opens a second page to merge the
  // frames' results, one more renderer per check (routes.spec.ts: 86 -> 65 renderers, 39 checks);
  // the site has no cross-origin frames for it to reach.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary, 'axe violations').toEqual([])
}

/** Browser messages that are not the site's fault: external hosts on a closed network. */
const EXTERNAL =
  /ERR_(NAME_NOT_RESOLVED|CONNECTION_REFUSED|INTERNET_DISCONNECTED|BLOCKED_BY)|net::ERR_/

const errorsOf = new WeakMap<Page, string[]>()

/** How the browser logs an API answer with an error status (expected where a test asks for one). */
export const API_ERROR_STATUS =
  /^Failed to load resource: the server responded with a status of [45]\d\d/

interface ErrorFixtures {
  /** Console errors and uncaught exceptions of the test's page so far. */
  pageErrors: string[]
  /**
   * A test that provokes an error on purpose (a refused request, a 404 page) names it here.
   * Any other page error or console error fails the test when it ends.
   */
  allowPageErrors: (...patterns: RegExp[]) => void
  allowedPageErrors: RegExp[]
}

/**
 * A page's scripts start at its first paint (server/render/boot-loader.ts). Most tests act on a
 * page React has taken over: `goto`, `reload` and `goBack` wait for the `data-hydrated` mark
 * when the new document has the loader (goForward too). What a visitor does before that is tested on its own,
 * at the first paint (first-paint.spec.ts): navigations that ask to stop earlier
 * (`waitUntil: 'commit' | 'domcontentloaded'`) are left alone.
 */
function waitForAppAfterLoads(page: Page): void {
  const ready = () =>
    page.waitForFunction(
      () =>
        document.documentElement.hasAttribute('data-hydrated') ||
        !document.querySelector('script[data-entry]'),
      null,
      { timeout: 20_000 },
    )
  const wrap =
    <A extends unknown[], R>(
      navigate: (...args: A) => Promise<R>,
      options: (...args: A) => { waitUntil?: string } | undefined,
    ) =>
    async (...args: A): Promise<R> => {
      const response = await navigate(...args)
      const waitUntil = options(...args)?.waitUntil
      if (waitUntil !== 'commit' && waitUntil !== 'domcontentloaded') await ready()
      return response
    }
  page.goto = wrap(page.goto.bind(page), (_url, options) => options)
  page.reload = wrap(page.reload.bind(page), (options) => options)
  page.goBack = wrap(page.goBack.bind(page), (options) => options)
  page.goForward = wrap(page.goForward.bind(page), (options) => options)
}

export const test = base.extend<ErrorFixtures>({
  // Playwright fixtures name their dependencies by destructuring; this one has none.
  // eslint-disable-next-line no-empty-pattern
  allowedPageErrors: async ({}, use) => {
    await use([])
  },
  allowPageErrors: async ({ allowedPageErrors }, use) => {
    await use((...patterns) => allowedPageErrors.push(...patterns))
  },
  page: async ({ page, allowedPageErrors, javaScriptEnabled }, use, testInfo) => {
    if (javaScriptEnabled !== false) waitForAppAfterLoads(page)
    const errors: string[] = []
    errorsOf.set(page, errors)
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error' && !EXTERNAL.test(message.text())) errors.push(message.text())
    })
    await use(page)
    if (testInfo.status !== testInfo.expectedStatus) return
    const unexpected = errors.filter((e) => !allowedPageErrors.some((p) => p.test(e)))
    expect(unexpected, 'page errors and console errors').toEqual([])
  },
  pageErrors: async ({ page }, use) => {
    await use(errorsOf.get(page) ?? [])
  },
})

export { expect }
