import { expect, test } from './fixtures'
import { signInLink } from './mailbox'
import { registerViaApi } from './register-via-api'
import { atBothWidths, expectSiteLook, watchCsp } from './site-look'

// A message may wait its turn in the suite's outbox (tests/e2e/mailbox.ts, MAIL_WAIT_MS).
test.describe.configure({ timeout: 240_000 })

// My registration (docs/decisions/0064): the link by e-mail, the sign-in by
// POST, the page, a correction. The pages ship no script: every step is a plain form POST
// answered by the server (asserted below), so this is also the no-JavaScript path.

const MY = '/iumrs-icam25/my-registration'

test('a delegate signs in with the e-mailed link, sees the registration and corrects a detail', async ({
  page,
  request,
}) => {
  const email = `my-${Date.now()}@example.com`
  await registerViaApi(request, email)
  const violations = watchCsp(page)
  await page.goto(MY)
  expect(await page.locator('script').count()).toBe(0)
  // The site's look (ADR 0104), and what a delegate can do here, before asking for a link.
  await expectSiteLook(page, violations)
  await expect(page.getByRole('list').first()).toContainText('ask for a visa invitation letter')
  await atBothWidths(page, 'my-registration-sign-in')
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click()
  await expect(page.getByRole('status')).toContainText('If that address is registered')

  await page.goto(await signInLink(request, email))
  await page.getByRole('button', { name: 'Sign in to my registration' }).click()
  await expect(page).toHaveURL(new RegExp(`${MY}$`)) // the token is gone from the address
  await expect(page.getByRole('heading', { name: 'Your registration' })).toBeVisible()
  await expect(page.getByText('Kofi Boateng')).toBeVisible()
  await expect(page.getByText('Not paid yet')).toBeVisible()
  await expectSiteLook(page, violations)
  // The country as the registration form lists it, by name.
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('GH')
  await expect(
    page.getByRole('combobox', { name: 'Country' }).locator('option:checked'),
  ).toHaveText('Ghana')
  await atBothWidths(page, 'my-registration')

  await page.getByRole('textbox', { name: 'Affiliation' }).fill('KNUST, Department of Physics')
  await page.getByRole('button', { name: 'Save corrections' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved: 1 field(s) corrected.')
  await expect(page.getByRole('textbox', { name: 'Affiliation' })).toHaveValue(
    'KNUST, Department of Physics',
  )
})

test('the site leads to My registration: the conference navigation, one click', async ({
  page,
}) => {
  await page.goto('/iumrs-icam25')
  const nav = page.getByRole('navigation', { name: 'Conference' })
  const menu = page.getByRole('button', { name: 'Menu' })
  if (await menu.isVisible()) await menu.click()
  await nav.getByRole('button', { name: 'Registration' }).click()
  await nav.getByRole('link', { name: 'My registration' }).click()
  await expect(page).toHaveURL(new RegExp(`${MY}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'My registration' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send me a sign-in link' })).toBeVisible()
})
