import { readFileSync } from 'node:fs'
import { readPdf } from '@amrs/society-api/pdf/pdf-text.test-utils'
import { paths } from '@amrs/shared/paths'
import { signInAsNew } from './desk-helpers'
import { expect, expectAxeClean, test } from './fixtures'
import { signInLink } from './mailbox'
import { registerViaApi } from './register-via-api'
import { atBothWidths, expectSiteLook, watchCsp } from './site-look'

// A message may wait its turn in the suite's outbox (tests/e2e/mailbox.ts, MAIL_WAIT_MS).
test.describe.configure({ timeout: 240_000 })

// Visa letters (docs/decisions/0072, 0073): a paid delegate asks from My
// registration, the secretariat approves in the desk (the local default is approval by hand),
// the delegate downloads the PDF, and an embassy checks its code on /verify/<code>.

const MY = '/iumrs-icam25/my-registration'

test('a paid delegate asks for a visa letter, the secretariat approves, the embassy verifies it', async ({
  page,
  request,
  browser,
  allowPageErrors,
}) => {
  test.slow()
  // The form's errors answer 400 and the made-up code 404, as they should: the browser logs both.
  allowPageErrors(/status of 400 \(Bad Request\)/, /status of 404 \(Not Found\)/)
  const email = `letter-${Date.now()}@example.com`
  await registerViaApi(request, email)
  await page.goto(paths.conference.payment)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Initialize payment' }).click()
  await page.getByRole('button', { name: 'Complete payment' }).click()
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible()

  const violations = watchCsp(page)
  await page.goto(MY)
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click()
  await page.goto(await signInLink(request, email))
  await page.getByRole('button', { name: 'Sign in to my registration' }).click()
  await expect(page.getByRole('heading', { name: 'Visa invitation letter' })).toBeVisible()

  // A mistake first: the errors are named, nothing typed is lost.
  await page.getByRole('textbox', { name: 'Name as in the passport' }).fill('Kofi Sample Boateng')
  await page.getByRole('textbox', { name: 'Passport number' }).fill('S1234567')
  await page.getByRole('button', { name: 'Request a visa letter' }).click()
  await expect(page.getByRole('alert')).toContainText('field(s) to correct')
  await expect(page.getByText('Enter the nationality.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Name as in the passport' })).toHaveValue(
    'Kofi Sample Boateng',
  )
  await expectSiteLook(page, violations)
  await atBothWidths(page, 'visa-letter-form')
  // The nationality from the registration form's countries, by name (ADR 0104).
  await page.getByRole('combobox', { name: 'Nationality' }).selectOption({ label: 'Togo' })
  await page.getByLabel('Date of birth').fill('1990-04-02')
  await page
    .getByRole('textbox', { name: 'Embassy or consulate the letter is for' })
    .fill('Embassy of Ghana in Sampleville')
  await page.getByRole('button', { name: 'Request a visa letter' }).click()
  await expect(page.getByText('Your visa letter request is with the secretariat')).toBeVisible()

  // The secretariat approves in the desk (its own browser context: the desk's origin).
  const desk = await browser.newPage()
  const origin = await signInAsNew(desk, 'secretariat', `letters-${Date.now()}@desk.example`)
  await desk.goto(`${origin}/desk/visa-letters`)
  await expect(desk.getByRole('cell', { name: 'S1234567' })).toBeVisible()
  await desk.getByRole('button', { name: 'Approve the letter for Kofi Sample Boateng' }).click()
  await expect(desk.getByRole('status')).toContainText('The letter was issued')
  await desk.close()

  await page.reload()
  const link = page.getByRole('link', { name: 'Visa invitation letter (PDF)' })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  const pdf = await readPdf(new Uint8Array(readFileSync((await download.path()) ?? '')))
  expect(pdf.text).toContain('Kofi Sample Boateng')
  expect(pdf.text).toContain('9 December 2025 to 12 December 2025')
  expect(pdf.text).not.toContain('S1234567')
  const code = /Verification code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(pdf.text)?.[1] ?? ''
  expect(code).not.toBe('')

  await page.goto(`/verify/${code}`)
  expect(await page.locator('script').count()).toBe(0)
  await expect(page.getByRole('status')).toContainText('This letter is genuine')
  await expect(page.getByText('Kofi Sample Boateng')).toBeVisible()
  await expect(page.getByText('Togo', { exact: true })).toBeVisible()
  await expect(page.getByText('9 December 2025 to 12 December 2025')).toBeVisible()
  await expect(page.locator('body')).not.toContainText('S1234567')
  await expectSiteLook(page, violations)
  await atBothWidths(page, 'verify-letter')

  await page.goto('/verify/MADE-UPXX-CODE-0000')
  await expect(page.getByRole('status')).toContainText('No letter or certificate has this code')
  await expectAxeClean(page)
})
