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
  await page.setViewportSize({ width: 390, height: 844 })
  const origin = await signInAsNew(page, 'secretariat', `overview.${run}@desk.example`)
  const overview = page.getByRole('link', { name: /^Overview: counts/ })
  await overview.click()
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()
  // IS before this test (0; or 2 when this is a retry on the same server).
  const iceland = page.getByRole('row', { name: /^IS \d+$/ })
  const before = (await iceland.count()) ? Number(await iceland.getByRole('cell').textContent()) : 0

  for (const n of [1, 2])
    await registerViaApi(request, `overview-${run}-${n}@example.test`, {
      affiliation_address_country: 'IS',
      registration_category: 'industry',
    })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  await expect(iceland).toHaveText(new RegExp(`IS\\s*${before + 2}`))
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

  // The country's link lists every registration it counts.
  await page.goBack()
  await iceland.getByRole('link', { name: 'IS' }).click()
  await expect(
    page.getByText(new RegExp(`^${before + 2} registrations; page 1 of 1`)),
  ).toBeVisible()
})
