import { paths } from '@amrs/shared/paths'
import { useDatedServer } from './dates-server'
import { expect, expectAxeClean, test } from './fixtures'

// The site from the first minute after the conference (00:00 on 13 December 2025 in
// Accra: the end of the last day, when registration closes), and today with the real clock.
const c = paths.conference
const server = useDatedServer('2025-12-13T00:00:00Z')
const { at } = server

const contactEmail = () => server.lake<string>('*[_type == "conference"][0].contact.email')
const apiSentence = async () =>
  `Registration is closed. For questions, contact ${await contactEmail()}.`
// The seed's address is a sample's (example.org): the pages mark it so.
const closedSentence = async () =>
  `Registration is closed. For questions, contact ${await contactEmail()} (sample address).`

test('home: where and when it took place, thanks from the CMS; no Register now or Add to calendar', async ({
  page,
  pageErrors,
}) => {
  const thanks = await server.lake<string>('*[_type == "conference"][0].thankYouText')
  await page.goto(at(c.home))
  const hero = page.getByRole('region', { name: 'IUMRS-ICAM 2025' })
  await expect(hero).toContainText('IUMRS-ICAM 2025 took place in Accra, 9–12 December 2025')
  await expect(hero).toContainText(thanks)
  await expect(hero.getByRole('link', { name: 'Register now' })).toHaveCount(0)
  await expect(hero.getByRole('button', { name: /Add to calendar/ })).toHaveCount(0)
  await expect(hero).not.toContainText('Happening now')
  const deadlines = page.getByRole('region', { name: 'Important deadlines' })
  await expect(deadlines.getByText('Past', { exact: true })).toHaveCount(4)
  await expect(deadlines).not.toContainText(/extended/i)
  await expectAxeClean(page)
  expect(pageErrors).toEqual([])
})

test('bell: the announcements stay, each marked past, none urging', async ({ page }) => {
  await page.goto(at(c.home))
  await page.getByRole('button', { name: 'Announcements (5)' }).click()
  const panel = page.getByRole('region', { name: 'Announcements' })
  const items = panel.getByRole('listitem')
  await expect(items).toHaveCount(5)
  for (let i = 0; i < 5; i++) await expect(items.nth(i)).toContainText('Past')
  await expectAxeClean(page)
})

test('registration page: closed, with the sentence of the API and whom to contact', async ({
  page,
  pageErrors,
}) => {
  await page.goto(at(c.registration))
  await expect(page.getByRole('heading', { name: 'Registration is closed' })).toBeVisible()
  await expect(page.getByText(await closedSentence(), { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: await contactEmail() }).first()).toHaveAttribute(
    'href',
    `mailto:${await contactEmail()}`,
  )
  await expect(page.getByText('Registration closed on 12 December 2025, 23:59 GMT.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'verify your payment' })).toHaveAttribute(
    'href',
    c.paymentVerification,
  )
  await expectAxeClean(page)
  expect(pageErrors).toEqual([])
})

test('payment page: the registration fee is closed, other payments and verification stay', async ({
  page,
}) => {
  await page.goto(at(c.payment))
  const fee = page.getByRole('region', { name: 'Pay your registration fee' })
  await expect(fee).toContainText(await closedSentence())
  await expect(page.getByRole('button', { name: 'Initialize payment' })).toHaveCount(0)
  await expect(fee.getByRole('link', { name: 'Verify transaction' })).toHaveAttribute(
    'href',
    c.paymentVerification,
  )
  const other = page.getByRole('form', { name: 'Other payments' })
  await other.getByLabel('Payment category').selectOption({ label: 'Donations' })
  await expect(other.getByRole('button', { name: 'Make Payment' })).toBeEnabled()
  await expectAxeClean(page)

  await page.goto(at(paths.paymentDonations))
  await expect(page.getByLabel('Payment category')).toHaveValue(/.+/)
  await expect(page.getByRole('button', { name: 'Make Payment' })).toBeEnabled()
})

test('the API refuses registrations and fee payments with 422 and the same sentence', async ({
  request,
}) => {
  const expected = { msg: await apiSentence(), type: 'registration_closed' }
  const headers = { Origin: server.baseURL }
  const registration = await request.post(at('/api/conference/registration'), {
    headers,
    multipart: {
      registration_data: JSON.stringify({
        registration_category: 'student',
        firstname: 'Ama',
        surname: 'Mensah',
        email: 'ama.closed@example.com',
      }),
    },
  })
  expect(registration.status()).toBe(422)
  expect((await registration.json()).detail[0]).toMatchObject(expected)

  const initialize = await request.post(at('/api/conference/payment/initialize'), {
    headers,
    data: { email: 'ama.closed@example.com' },
  })
  expect(initialize.status()).toBe(422)
  expect((await initialize.json()).detail[0]).toMatchObject(expected)
})

test('payment verification still works after the conference', async ({ page, request }) => {
  const reference = `IUMRS_ICAM25AFTER${Date.now().toString(36).toUpperCase()}`
  const created = await request.post(at(`/__test/conference/transactions/${reference}`), {
    data: { state: 'success' },
  })
  expect(created.ok()).toBe(true)
  await page.goto(at(`${c.paymentVerification}?reference=${reference}`))
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible()
})

test('abstract page: the deadline passed, no extension notice, no call to submit', async ({
  page,
}) => {
  await page.goto(at(c.abstractSubmission))
  const glance = page.getByRole('complementary', { name: 'At a glance' })
  await expect(glance).toContainText('Past')
  await expect(glance).not.toContainText(/extended/i)
  // No call to submit: neither registration nor a second abstract by e-mail.
  await expect(glance.getByRole('link')).toHaveCount(0)
  await expect(glance).not.toContainText('One extra abstract')
})

test('fee table and winter school: all past, no Apply Now', async ({ page }) => {
  await page.goto(at(c.registrationFee))
  const table = page.getByRole('table', { name: /Registration fees/ })
  await expect(table.getByText('Past', { exact: true })).toHaveCount(3)
  await expect(page.getByRole('link', { name: 'Register now' })).toHaveCount(0)

  await page.goto(at(c.winterSchool))
  await expect(page.getByText('The winter school took place on 7–8 December 2025.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Add to calendar/ })).toHaveCount(0)
})

test.describe('today, on the real clock', () => {
  // The default test server's clock stands before the conference (playwright.config.ts): this
  // one runs on the real time, as a visitor sees the site now.
  const today = useDatedServer(null)

  test('the conference is over, registration closed', async ({ page }) => {
    await page.goto(today.at(c.home))
    await expect(page.getByRole('region', { name: 'IUMRS-ICAM 2025' })).toContainText(
      'IUMRS-ICAM 2025 took place in Accra',
    )
    await page.goto(today.at(c.registration))
    await expect(page.getByRole('heading', { name: 'Registration is closed' })).toBeVisible()
  })
})
