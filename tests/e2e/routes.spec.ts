import { documentTitle, isPattern, routeTable } from '@amrs/shared/routes'
import { paths } from '@amrs/shared/paths'
import { expect, expectAxeClean, test } from './fixtures'

// Every route of the registry, except the two that hand the visitor on at once: travel details
// (to a search engine) and step 2 of signup (back to step 1 without step-1 data).
// Parameterised routes (posts and list pages, from content) are tested in posts.spec.ts, the
// programme's days and talks in programme.spec.ts.
const fixedRoutes = routeTable.filter((r) => !isPattern(r))
const allRoutes = fixedRoutes
  .filter((r) => r.path !== paths.conference.travelDetails && r.path !== paths.signupProfile)
  .map((r) => r.path)

test('the route table holds every path the site links to, each once', () => {
  const { conference, ...society } = paths
  const linked: string[] = [...Object.values(society), ...Object.values(conference)]
  const tabled = fixedRoutes.map((r) => r.path)
  expect(tabled).toEqual(expect.arrayContaining(linked))
  expect(new Set(tabled).size).toBe(tabled.length)
})

test.describe('every route of the table', () => {
  for (const route of allRoutes) {
    test(`${route} loads with its heading and no axe violations`, async ({ page, pageErrors }) => {
      // External embeds (the venue map) cannot load on a closed network.
      await page.route('https://www.google.com/**', (r) => r.abort())
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      const heading = page.locator('main h1')
      await expect(heading).toHaveCount(1)
      await expect(heading).toBeVisible()
      await expect(heading).not.toHaveText('')
      await expect(page).toHaveTitle(documentTitle(routeTable.find((r) => r.path === route)))
      await page.waitForLoadState('networkidle')
      await expectAxeClean(page)
      expect(pageErrors).toEqual([])
    })
  }

  test('/signup/profile answers (it sends visitors without step-1 data back to step 1)', async ({
    page,
  }) => {
    const response = await page.goto(paths.signupProfile)
    expect(response?.status()).toBe(200)
    await expect(page.locator('main h1')).toBeVisible()
  })
})

test(`${paths.conference.travelDetails} answers and hands over to the search engine`, async ({
  page,
}) => {
  await page.route('https://www.google.com/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<title>Search</title>' }),
  )
  const response = await page.goto(paths.conference.travelDetails)
  expect(response?.status()).toBe(200)
  await page.waitForURL(/^https:\/\/www\.google\.com\/search\?q=/)
})

test('an unknown path answers 404 with the branded not-found page', async ({
  page,
  allowPageErrors,
}) => {
  allowPageErrors(/status of 404/) // the browser logs the page's own 404
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  // The site's header and footer, and ways home.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle(/Page not found/)
  await expectAxeClean(page)
})

test('correctly spelled aliases redirect to the kept spellings (docs/decisions/0024)', async ({
  page,
}) => {
  await page.goto('/iumrs-icam25/accommodation')
  await expect(page).toHaveURL(/\/iumrs-icam25\/accomodation$/)
  await page.goto('/leadership/chief-patron')
  await expect(page).toHaveURL(/\/leadership\/chief-patreon$/)
  await page.goto('/iumrs-icam25/organising-committee')
  await expect(page).toHaveURL(/\/iumrs-icam25\/organising-commitee$/)
})

test('"Take me back" goes back one step', async ({ page, allowPageErrors }) => {
  allowPageErrors(/status of 404/)
  await page.goto('/no/such/page')
  // The blog's one sample post is dated after this server's clock: the placeholder.
  await page.goto(paths.blog)
  await page.getByRole('link', { name: 'Take me back' }).click()
  await expect(page).toHaveURL(/\/no\/such\/page$/)
})

test('client-side navigation sets the title and moves focus to the main heading', async ({
  page,
  allowPageErrors,
}) => {
  allowPageErrors(/status of 404/)
  await page.goto('/no/such/page')
  await page.getByRole('link', { name: 'IUMRS-ICAM 2025 conference' }).click()
  await expect(page).toHaveURL(/\/iumrs-icam25$/)
  await expect(page).toHaveTitle('IUMRS-ICAM 2025')
  await expect(page.locator('main h1')).toBeFocused()
})

test('responses carry the CSP and nosniff headers', async ({ request }) => {
  for (const url of [
    '/',
    '/iumrs-icam25',
    '/api/health',
    '/v2025-01-01/data/query/production?query=count(*)',
  ]) {
    const res = await request.get(url)
    expect(res.status(), url).toBe(200)
    const csp = res.headers()['content-security-policy'] ?? ''
    expect(csp, url).toContain("script-src 'self'")
    expect(csp, url).toContain("frame-ancestors 'none'")
    expect(res.headers()['x-content-type-options'], url).toBe('nosniff')
  }
})

test('path traversal in static paths gets a JSON 4xx', async ({ request }) => {
  const res = await request.get('/assets/..%2f..%2fpackage.json')
  expect(res.status()).toBe(400)
  expect(await res.json()).toHaveProperty('error')
})

test('every page sets its own meta description, never the previous page’s', async ({ page }) => {
  const description = () => page.locator('meta[name="description"]').getAttribute('content')
  await page.goto(paths.conference.venue)
  await expect(page.locator('main h1')).toBeVisible()
  const venue = await description()
  await page
    .getByRole('navigation', { name: 'Conference' })
    .getByRole('button', { name: 'Overview' })
    .click()
  await page.getByRole('link', { name: 'Organising committee' }).click()
  await expect(page).toHaveURL(/organising-commitee$/)
  await expect.poll(description).not.toBe(venue)
  expect(await description()).toContain('organising committee')
})
