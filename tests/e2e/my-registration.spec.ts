import { expect, expectAxeClean, test } from './fixtures'
import { signInLink } from './mailbox'
import { registerViaApi } from './register-via-api'

// A message may wait its turn in the suite's outbox (tests/e2e/mailbox.ts, MAIL_WAIT_MS).
test.describe.configure({ timeout: 240_000 })

// My registration (issue 34 point 1, docs/decisions/0064): the link by e-mail, the sign-in by
// POST, the page, a correction. The pages ship no script: every step is a plain form POST
// answered by the server (asserted below), so this is also the no-JavaScript path.

const MY = '/iumrs-icam25/my-registration'

test('a delegate signs in with the e-mailed link, sees the registration and corrects a detail', async ({
  page,
  request,
}) => {
  const email = `my-${Date.now()}@example.com`
  await registerViaApi(request, email)
  await page.goto(MY)
  expect(await page.locator('script').count()).toBe(0)
  await expectAxeClean(page)
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click()
  await expect(page.getByRole('status')).toContainText('If that address is registered')

  await page.goto(await signInLink(request, email))
  await page.getByRole('button', { name: 'Sign in to my registration' }).click()
  await expect(page).toHaveURL(new RegExp(`${MY}$`)) // the token is gone from the address
  await expect(page.getByRole('heading', { name: 'Your registration' })).toBeVisible()
  await expect(page.getByText('Kofi Boateng')).toBeVisible()
  await expect(page.getByText('Not paid yet')).toBeVisible()
  await expectAxeClean(page)

  await page.getByRole('textbox', { name: 'Affiliation' }).fill('KNUST, Department of Physics')
  await page.getByRole('button', { name: 'Save corrections' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved: 1 field(s) corrected.')
  await expect(page.getByRole('textbox', { name: 'Affiliation' })).toHaveValue(
    'KNUST, Department of Physics',
  )
})
