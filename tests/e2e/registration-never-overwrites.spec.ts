import { expect, test } from './fixtures'
import { mailMatching, signInLink } from './mailbox'
import { registerViaApi } from './register-via-api'
import { fillRegistration } from './registration-form'

// A message may wait its turn in the suite's outbox (tests/e2e/mailbox.ts, MAIL_WAIT_MS).
test.describe.configure({ timeout: 240_000 })

// The public form never overwrites a registration (docs/decisions/0094): a stranger who sends it
// with a registered address sees what anyone sees, changes nothing, and the owner is e-mailed a
// way in to My registration.
test('the form sent again with a registered address changes nothing; its owner is told and signs in', async ({
  page,
  request,
}) => {
  const email = `owner-${Date.now()}@example.com`
  await registerViaApi(request, email) // Kofi Boateng, KNUST

  await page.goto('/iumrs-icam25/registration')
  await fillRegistration(page, email) // Ama Mensah, University of Ghana
  await page.getByRole('button', { name: 'Submit' }).click()
  // The same success as a new address gets: nothing tells the sender the address is known.
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeFocused()

  const notice = await mailMatching(request, email, (m) => /already registered/.test(m.subject))
  expect(notice.text).toContain('nothing was changed')
  await page.goto(await signInLink(request, email))
  await page.getByRole('button', { name: 'Sign in to my registration' }).click()
  await expect(page.getByRole('heading', { name: 'Your registration' })).toBeVisible()
  await expect(page.getByText('Kofi Boateng')).toBeVisible()
  await expect(page.getByText('Ama Mensah')).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Affiliation' })).toHaveValue('KNUST')
})
