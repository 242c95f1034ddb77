import { expect, expectAxeClean, test } from './fixtures'
import { signInAsNew } from './desk-helpers.ts'
import { registerViaApi } from './register-via-api'

// The secretariat's overview counts what the site took in: two delegates registered through the
// API from a country no other test uses show as that country's count, and each count links to the
// list filtered by it. Counts only: the page names nobody.
test('the overview counts registrations made through the API, at 390 px, axe clean', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36)
  for (const n of [1, 2])
    await registerViaApi(request, `overview-${run}-${n}@example.test`, {
      affiliation_address_country: 'IS',
      registration_category: 'industry',
    })
  await page.setViewportSize({ width: 390, height: 844 })
  const origin = await signInAsNew(page, 'secretariat', `overview.${run}@desk.example`)
  await page.getByRole('link', { name: /^Overview: counts/ }).click()
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  const iceland = page.getByRole('row', { name: /^IS \d+$/ })
  await expect(iceland).toHaveText(/IS\s*2/)
  await expect(page.getByText(`overview-${run}`)).toHaveCount(0)
  await expectAxeClean(page)
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth).toBeLessThanOrEqual(390)

  // An open question's count is the filtered list's count.
  const mismatch = page.getByRole('link', { name: /mismatched amount/ })
  const count = Number((await mismatch.locator('strong').textContent()) ?? 'NaN')
  await mismatch.click()
  await expect(page).toHaveURL(`${origin}/desk/registrations?payment=mismatch`)
  await expect(page.getByText(new RegExp(`^${count} registrations?; page 1`))).toBeVisible()

  // The country's link lists exactly the two.
  await page.goBack()
  await iceland.getByRole('link', { name: 'IS' }).click()
  await expect(page.getByText(/^2 registrations; page 1 of 1/)).toBeVisible()
})
