import { paths } from '@amrs/shared/paths'
import { useDatedServer } from './dates-server'
import { expect, expectAxeClean, test } from './fixtures'

// A dataset without speakers or exhibitors: their routes keep the "page under construction"
// placeholder.
const c = paths.conference
const server = useDatedServer('2025-10-20T10:00:00Z', {
  seedWithoutTypes: ['speaker', 'exhibitor'],
})
const { at } = server

for (const [path, title] of [
  [c.plenarySpeakers, 'Plenary Speakers'],
  [c.speakers, 'Speakers'],
  [c.exhibitors, 'Exhibitors'],
] as const) {
  test(`${path} with none: the placeholder with "Take me back"`, async ({ page, pageErrors }) => {
    await page.goto(at(path))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText('This page is under construction')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Take me back' })).toBeVisible()
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
    await expectAxeClean(page)
    expect(pageErrors).toEqual([])
  })
}

test('the sponsorship page does not link to an empty exhibitor list', async ({ page }) => {
  await page.goto(at(c.sponsorships))
  await expect(page.getByRole('heading', { name: 'Packages' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'See the exhibitors' })).toHaveCount(0)
})
