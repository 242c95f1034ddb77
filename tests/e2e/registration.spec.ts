import type { Page } from '@playwright/test'
import { expect, expectAxeClean, test, API_ERROR_STATUS } from './fixtures'
import { ABSTRACT_PDF as PDF, fillAbstractDetails, type AbstractDetails } from './abstract-form'
import { fillRegistration } from './registration-form'

// Conference registration (docs/decisions/0026-registration-form-rules-and-errors.md) against the real local API, and the full
// journey through payment, the local checkout and verification.
const PAGE = '/iumrs-icam25/registration'
// Four authors: one more than the rows the form starts with; the third presents.
const JOURNEY_ABSTRACT: AbstractDetails = {
  title: 'Sample abstract: doped perovskite films',
  authors: ['A', 'B', 'C', 'D'].map((x, i) => ({
    name: `Sample Author ${x}`,
    affiliation: `Sample Lab ${i + 1}`,
  })),
  presenter: 2,
}
const uniqueEmail = (tag: string) =>
  `reg-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

function countRegistrationPosts(page: Page): { count: number } {
  const seen = { count: 0 }
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/conference/registration')) seen.count++
  })
  return seen
}

test('full journey: register with an abstract → pay → local checkout → verified → home', async ({
  page,
  request,
  pageErrors,
}) => {
  test.slow() // a whole user journey, with a real 5 s redirect at the end
  const email = uniqueEmail('journey')
  await page.goto(PAGE)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Conference Registration' }),
  ).toBeVisible()
  await expect(page.getByRole('radio', { name: /Student/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /Regular/ })).toBeChecked()
  await expect(page.getByText(/150-300 words/)).toBeVisible()
  await expect(page.getByText(/at most 1 MB/i)).toBeVisible()
  const countries = await page.getByRole('combobox', { name: 'Country' }).locator('option').count()
  expect(countries).toBeGreaterThan(240)
  await fillRegistration(page, email)

  await expect(page.getByRole('combobox', { name: 'Symposium' })).toHaveCount(0)
  await page
    .getByLabel(/Abstract file/)
    .setInputFiles({ name: 'my abstract.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(page.getByText('my abstract.pdf')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Symposium' })).toHaveValue(
    'advanced_energy_materials',
  )
  await expect(page.getByRole('radio', { name: 'In attendance' })).toBeChecked()
  await page.getByRole('radio', { name: 'Poster' }).check()
  await fillAbstractDetails(page, JOURNEY_ABSTRACT)
  await page.getByRole('checkbox', { name: /banquet/i }).check()
  await page.getByRole('checkbox', { name: /Pre-conference workshop/ }).check()
  await page.getByRole('checkbox', { name: /Winter school/ }).check()
  await expectAxeClean(page) // with the author rows, at 1280 px and at 390 px
  await page.setViewportSize({ width: 390, height: 844 })
  await expectAxeClean(page)
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.getByRole('button', { name: 'Submit' }).click()

  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeFocused()
  await expectAxeClean(page)
  await page.getByRole('button', { name: 'Make Payment' }).click()
  const dialog = page.getByRole('dialog', { name: 'Go to payment now?' })
  await expect(dialog).toBeVisible()
  await expectAxeClean(page)
  await dialog.getByRole('button', { name: 'Yes, go to payment' }).click()

  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/)
  await expect(page.getByText('$500.00')).toBeVisible() // academia regular 450 + banquet 50
  await page.getByRole('button', { name: 'Complete payment' }).click()
  await expect(page).toHaveURL(/\/iumrs-icam25\/payment-verification\?reference=IUMRS-ICAM25/) // the provider's form
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible()
  await expect(page).toHaveURL(/\/iumrs-icam25$/, { timeout: 9000 })

  const stored = await (
    await request.get(`/__test/conference/registrations?email=${encodeURIComponent(email)}`)
  ).json()
  expect(stored.registration.data).toMatchObject({
    email,
    registration_category: 'academia',
    abstract_required: true,
    presentational_mode: 'poster',
    banquet: true,
    is_workshop: true,
    workshop_category: ['winter_school_on_sustainable_and_renewable_energy'],
    affiliation_address_country: 'GH',
    abstract_title: JOURNEY_ABSTRACT.title,
    abstract_authors: JOURNEY_ABSTRACT.authors,
    abstract_presenter: 2,
  })
  expect(stored.registration.data).not.toHaveProperty('confirmEmail')
  expect(stored.registration.abstract.key).toMatch(/^[0-9a-f-]{36}\.pdf$/)
  expect(stored.transactions).toHaveLength(1)
  expect(stored.transactions[0]).toMatchObject({ state: 'success', amount: 500, currency: 'USD' })
  expect(pageErrors).toEqual([])
})

test('client rules: required fields, email mismatch sends nothing, workshop needed, abstract removal', async ({
  page,
  request,
}) => {
  const posts = countRegistrationPosts(page)
  await page.goto(PAGE)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toContainText('First name is required')
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused()
  await expectAxeClean(page)

  const email = uniqueEmail('rules')
  await fillRegistration(page, email)
  await page.getByRole('textbox', { name: 'Confirm email' }).fill(`x${email}`)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toHaveText('Emails do not match!')
  await expect(page.getByRole('textbox', { name: 'Confirm email' })).toHaveAccessibleDescription(
    'Emails do not match!',
  )
  await page.getByRole('textbox', { name: 'Confirm email' }).fill(email)

  await page.getByRole('checkbox', { name: /Pre-conference workshop/ }).check()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toContainText('Choose at least one workshop')
  await page.getByRole('checkbox', { name: /Electrospinning/ }).check()
  await page.getByRole('checkbox', { name: /Pre-conference workshop/ }).uncheck()
  await page.getByRole('checkbox', { name: /Pre-conference workshop/ }).check()
  await expect(page.getByRole('checkbox', { name: /Electrospinning/ })).not.toBeChecked()
  await page.getByRole('checkbox', { name: /Pre-conference workshop/ }).uncheck()
  expect(posts.count).toBe(0)

  await page
    .getByLabel(/Abstract file/)
    .setInputFiles({ name: 'a.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(page.getByRole('combobox', { name: 'Symposium' })).toBeVisible()
  await page.getByRole('button', { name: 'Remove abstract' }).click()
  await expect(page.getByRole('combobox', { name: 'Symposium' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible()
  expect(posts.count).toBe(1)
  const stored = await (
    await request.get(`/__test/conference/registrations?email=${encodeURIComponent(email)}`)
  ).json()
  expect(stored.registration.data).toMatchObject({
    abstract_required: false,
    abstract_object_key: '',
    abstract_object_etag: '',
    is_workshop: false,
  })
  expect(stored.registration.data).not.toHaveProperty('workshop_category')
  expect(stored.registration.abstract).toBeNull()
})

test('abstract refused: over 1 MB or wrong type (client), fake PDF (server); oversize refused by the server too', async ({
  page,
  request,
  allowPageErrors,
}) => {
  allowPageErrors(API_ERROR_STATUS) // the API's error answers, which this test provokes
  await page.goto(PAGE)
  const file = page.getByLabel(/Abstract file/)
  await file.setInputFiles({
    name: 'big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]),
  })
  await expect(
    page.getByText('The abstract file is larger than 1 MB. Please upload a smaller file.'),
  ).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Symposium' })).toHaveCount(0)
  await file.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  })
  await expect(page.getByText('The abstract must be a PDF, DOC or DOCX file.')).toBeVisible()
  await expectAxeClean(page)

  await fillRegistration(page, uniqueEmail('fake'))
  await file.setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('this is not a pdf at all'),
  })
  await fillAbstractDetails(page)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Please correct the following: Abstract file: The abstract must be a real PDF, DOC or DOCX file',
  )
  // The refused file's field shows the error next to it and takes focus, to choose another.
  await expect(file).toBeVisible()
  await expect(file).toHaveAccessibleDescription(
    'The abstract must be a real PDF, DOC or DOCX file',
  )
  await expect(file).toBeFocused()
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ama')

  const big = await request.post('/api/conference/registration', {
    multipart: {
      registration_data: '{}',
      abstract: {
        name: 'big.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]),
      },
    },
  })
  expect(big.status()).toBe(413)
})

test('double-click on Submit sends one request; Submitting... while busy', async ({ page }) => {
  const posts = countRegistrationPosts(page)
  await page.route('**/api/conference/registration', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue()
  })
  await page.goto(PAGE)
  await fillRegistration(page, uniqueEmail('double'))
  await page.getByRole('button', { name: 'Submit' }).dblclick()
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible()
  expect(posts.count).toBe(1)
})

test('a dropped connection keeps what was typed and says so; the draft survives a reload', async ({
  page,
}) => {
  await page.goto(PAGE)
  const email = uniqueEmail('offline')
  await fillRegistration(page, email)
  await page.route('**/api/conference/registration', (route) => route.abort('internetdisconnected'))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Network error. Please check your connection and try again.',
  )
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email)
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Surname' })).toHaveValue('Mensah')
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('GH')
})

test('server validation errors are shown in detail, next to the field too', async ({
  page,
  allowPageErrors,
}) => {
  allowPageErrors(API_ERROR_STATUS) // the API's error answers, which this test provokes
  await page.route('**/api/conference/registration', (route) =>
    route.fulfill({
      status: 422,
      json: {
        detail: [
          {
            loc: ['body', 'registration_data', 'contact'],
            msg: 'Enter a phone number',
            type: 'value_error',
          },
        ],
      },
    }),
  )
  await page.goto(PAGE)
  await fillRegistration(page, uniqueEmail('server422'))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Please correct the following: Contact: Enter a phone number',
  )
  await expect(page.getByRole('textbox', { name: 'Contact (phone)' })).toHaveAccessibleDescription(
    'Enter a phone number',
  )
  await expectAxeClean(page)
})

test('Make Payment failing shows "Error with initializing payment."', async ({
  page,
  allowPageErrors,
}) => {
  allowPageErrors(API_ERROR_STATUS) // the API's error answers, which this test provokes
  await page.goto(PAGE)
  await fillRegistration(page, uniqueEmail('payfail'))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible()
  await page.route('**/api/conference/payment/initialize', (route) =>
    route.fulfill({ status: 500, json: { detail: 'boom' } }),
  )
  await page.getByRole('button', { name: 'Make Payment' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Not now' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await page.getByRole('button', { name: 'Make Payment' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, go to payment' }).click()
  await expect(page.getByRole('alert')).toHaveText('Error with initializing payment.')
  await expectAxeClean(page)
})
