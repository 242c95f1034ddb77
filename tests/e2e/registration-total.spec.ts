import { paths } from '@amrs/shared/paths'
import { lake } from './conference-lake'
import { expect, expectAxeClean, test } from './fixtures'

// The default test server stands at 20 October 2025: registration is open, regular fees.
const c = paths.conference

interface Fees {
  regular: { student: number; academia: number }
  banquet: { title: string; amount: number }
  excursion: { title: string; amount: number }
}

const feesOf = (request: Parameters<typeof lake>[0]) =>
  lake<Fees>(
    request,
    `{
      "regular": *[_type == "registrationFeePeriod" && formTimeframe == "regular"][0]{ student, academia },
      "banquet": *[_type == "extraFee" && key == "banquet"][0]{ title, amount },
      "excursion": *[_type == "extraFee" && key == "excursion"][0]{ title, amount }
    }`,
  )

const money = (n: number) => `$${n.toLocaleString('en-US')}`

test('running total: student alone, then academia with banquet, excursion and an included workshop', async ({
  page,
  request,
  pageErrors,
}) => {
  const fees = await feesOf(request)
  await page.goto(c.registration)
  const total = page.getByRole('region', { name: 'Your total' })
  const sum = total.locator('[aria-live="polite"]')
  await expect(sum).toHaveText(
    `Total: ${money(fees.regular.student)} (two hundred and fifty US dollars)`,
  )
  await expect(total.getByRole('row')).toHaveCount(1)

  await page.getByRole('radio', { name: /^Academia/ }).check()
  await page.getByRole('checkbox', { name: new RegExp(`^${fees.banquet.title}`) }).check()
  await page.getByRole('checkbox', { name: new RegExp(`^${fees.excursion.title}`) }).check()
  await page.getByRole('checkbox', { name: 'Pre-conference workshop' }).check()
  await page.getByRole('checkbox', { name: /^Winter school/ }).check()
  const expected = fees.regular.academia + fees.banquet.amount + fees.excursion.amount
  await expect(sum).toHaveText(`Total: ${money(expected)} (six hundred US dollars)`)
  await expect(total.getByRole('row')).toHaveCount(4)
  await expect(total.getByRole('row', { name: /Winter school/ })).toContainText('Included')
  await expect(total.getByRole('row', { name: fees.banquet.title })).toContainText(
    money(fees.banquet.amount),
  )
  await expectAxeClean(page)
  expect(pageErrors).toEqual([])
})

for (const width of [390, 1280]) {
  test(`registration at ${width} px: a clear gap between the consent line and Submit`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(c.registration)
    const consent = page.getByText(/By registering/)
    const submit = page.getByRole('button', { name: 'Submit' })
    const a = (await consent.boundingBox())!
    const b = (await submit.boundingBox())!
    expect(b.y - (a.y + a.height)).toBeGreaterThanOrEqual(16)
  })
}

test('signup at 1280 px: Date of birth and Contact line up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(paths.signup)
  const dob = (await page.getByLabel('Date of birth').boundingBox())!
  const contact = (await page.getByLabel('Contact').boundingBox())!
  expect(Math.abs(dob.y - contact.y)).toBeLessThanOrEqual(1)
  // (a date input draws a pixel or two taller than a text input; the rows start level)
  expect(Math.abs(dob.y + dob.height - (contact.y + contact.height))).toBeLessThanOrEqual(2)
  const labels = await Promise.all(
    ['Date of birth', 'Contact'].map((name) =>
      page.locator('label', { hasText: name }).first().boundingBox(),
    ),
  )
  expect(Math.abs(labels[0]!.y - labels[1]!.y)).toBeLessThanOrEqual(1)
})
