import { paths } from '@amrs/shared/paths'
import { lake } from './conference-lake'
import { expect, test } from './fixtures'

test.describe('with JavaScript off, pages still show their content', () => {
  test.use({ javaScriptEnabled: false })

  test('conference home: title, summary, themes and speakers', async ({ page, request }) => {
    const facts = await lake<{ name: string; themes: number }>(
      request,
      '{"name": *[_type == "conference"][0].name, "themes": count(*[_type == "symposium"])}',
    )
    await page.goto(paths.conference.home)
    await expect(page.locator('main h1')).toHaveText(facts.name)
    await expect(page.getByRole('heading', { name: 'Symposium themes' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Plenary speakers' })).toBeVisible()
    // The navigation is a plain list of links.
    await expect(
      page.getByRole('navigation', { name: 'Conference' }).getByRole('link').first(),
    ).toBeVisible()
  })

  test('registration fee: the fee table', async ({ page }) => {
    await page.goto(paths.conference.registrationFee)
    await expect(page.getByRole('table')).toContainText('600')
  })

  test('accommodation: every hotel card', async ({ page, request }) => {
    const hotels = await lake<string[]>(request, '*[_type == "hotel"].name')
    await page.goto(paths.conference.accommodation)
    for (const name of hotels) await expect(page.getByRole('heading', { name })).toBeVisible()
  })

  test('chief patron: the welcome address', async ({ page, request }) => {
    const title = await lake<string>(request, '*[_type == "chiefPatron"][0].title')
    await page.goto(paths.chiefPatron)
    await expect(page.locator('main h1')).toHaveText(title)
    await expect(page.locator('main')).toContainText('welcome')
  })

  test('a carousel shows every slide in one sideways-scrolling row', async ({ page, request }) => {
    const captions = await lake<string[]>(
      request,
      '*[_type == "venue"][0].spacesCarousel.images[].caption',
    )
    await page.goto(paths.conference.venue)
    const carousel = page.getByRole('region', { name: /rooms/i })
    for (const caption of captions) await expect(carousel.getByText(caption)).toBeAttached()
    await expect(carousel.getByRole('button')).toHaveCount(0)
  })
})

test.describe('with JavaScript, prerendered pages hydrate without refetching', () => {
  const routes = [
    paths.home,
    paths.chiefPatron,
    paths.conference.home,
    paths.conference.registration,
    paths.conference.registrationFee,
    paths.conference.accommodation,
    paths.conference.venue,
    // A list and a post (parameterised routes: their query has params).
    paths.news,
    '/news/sample-news-registration-open',
  ]
  for (const route of routes) {
    test(`${route}: no content query on load, no hydration warning`, async ({
      page,
      pageErrors,
    }) => {
      await page.route('https://www.google.com/**', (r) => r.abort())
      const queries: string[] = []
      const warnings: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('/data/query/')) queries.push(r.url())
      })
      page.on('console', (m) => {
        if (/hydrat|HydrateFallback|did not match|server rendered/i.test(m.text()))
          warnings.push(`${m.type()}: ${m.text()}`)
      })
      await page.goto(route)
      await expect(page.locator('main h1')).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(queries).toEqual([])
      expect(warnings).toEqual([])
      // React reports a hydration mismatch as a recoverable error.
      expect(pageErrors).toEqual([])
    })
  }
})

test.describe('scripts start after the first contentful paint', () => {
  for (const route of [paths.home, paths.conference.home, paths.conference.registration]) {
    test(`${route}: only the framework chunk is requested before it; then the page hydrates`, async ({
      page,
    }) => {
      await page.goto(route)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      const timing = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN
        const scripts = performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/.+\.js$/.test(r.name))
          .map((r) => ({ file: new URL(r.name).pathname, start: r.startTime }))
        return { fcp, scripts }
      })
      expect(timing.fcp).toBeGreaterThan(0)
      const early = timing.scripts.filter((s) => s.start < timing.fcp).map((s) => s.file)
      expect(
        early.every((f) => /^\/assets\/vendor-[\w-]+\.js$/.test(f)),
        early.join(', '),
      ).toBe(true)
      // The entry and the route's chunks came after it.
      expect(timing.scripts.filter((s) => s.start >= timing.fcp).length).toBeGreaterThan(3)
    })
  }
})
