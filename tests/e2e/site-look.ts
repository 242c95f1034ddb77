import type { Page } from '@playwright/test'
import { expect, expectAxeClean } from './fixtures'

/**
 * The society API's pages on the site's origin (My registration, /verify) in the site's look
 * (docs/decisions/0104): the conference's header with its icon and a link home, its footer, the
 * site's stylesheet applied, the icon they link loading (no 404), and no CSP violation.
 * `violations` is what `watchCsp` collected since the page was opened.
 */
export async function expectSiteLook(page: Page, violations: string[]): Promise<void> {
  const banner = page.getByRole('banner')
  const home = banner.getByRole('link', { name: 'IUMRS-ICAM 2025' })
  await expect(home).toHaveAttribute('href', '/iumrs-icam25')
  // The logo: the site's icon, loaded.
  await expect
    .poll(() => home.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  await expect(page.getByRole('contentinfo')).toContainText('Verify a letter or certificate')
  // The stylesheet applies: the header is the conference's purple, the type the site's.
  await expect(banner).toHaveCSS('background-color', 'rgb(61, 26, 92)')
  await expect(page.locator('body')).toHaveCSS('font-family', /system-ui/)
  const icon = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? ''
  expect(icon).toMatch(/^\/iumrs-icam25\/my-registration\/assets\/favicon-[0-9a-f]{12}\.svg$/)
  const answer = await page.request.get(icon)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('image/svg+xml')
  expect(violations).toEqual([])
}

/** Collects the page's CSP violations (the console's reports of them) from now on. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

/**
 * Axe at a phone's and a laptop's width; with SITE_LOOK_SHOTS set (a folder), full-page
 * screenshots at both, named `<name>-<width>.png`, to look at.
 */
export async function atBothWidths(page: Page, name: string): Promise<void> {
  const dir = process.env.SITE_LOOK_SHOTS
  const size = page.viewportSize() ?? { width: 1280, height: 800 }
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 })
    await expectAxeClean(page)
    // No sideways scrolling at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
    if (dir) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize(size)
}
