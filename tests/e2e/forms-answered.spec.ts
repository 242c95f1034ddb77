import type { APIRequestContext, Page } from '@playwright/test'
import { paths } from '@amrs/shared/paths'
import { API_ERROR_STATUS, expect, test } from './fixtures'
import { ABSTRACT_PDF as PDF, fillAbstractDetails, SAMPLE_ABSTRACT } from './abstract-form'
import { fillRegistration } from './registration-form'

// Every form answered without JavaScript says what happened. The
// registration's success panel with its payment step, its errors in place with what was typed,
// the running total in the server's HTML (and on the answer, for what was posted), the payment
// success page moving on by itself, and Verify landing home with a word that it worked.

const c = paths.conference
const VERIFIED = 'Your profile is verified. Welcome back to the society.'
const unique = (tag: string) =>
  `answers-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

/** The required fields, and the banquet (the running total has something to add). */
async function fillWithBanquet(page: Page, email: string, confirm = email) {
  await fillRegistration(page, email, confirm)
  await page.getByRole('checkbox', { name: /banquet/i }).check()
}

const totalOf = (page: Page) =>
  page.getByRole('region', { name: 'Your total' }).locator('[aria-live="polite"]')

async function createProfile(request: APIRequestContext, email: string) {
  const profile = {
    surname: 'Owusu',
    first_name: 'Kofi',
    other_name: '',
    date_of_birth: '1999-01-01',
    contact_number: '0241234567',
    email,
    chapter: 'UG',
    password: 'a-long-enough-pw-1',
  }
  expect((await request.post('/api/user/create_profile/', { data: profile })).status()).toBe(201)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  // A refused form is answered 422 with its page (the browser logs the status).
  test.beforeEach(({ allowPageErrors }) => allowPageErrors(API_ERROR_STATUS))

  test('registration with an abstract: stored, the success panel, and its payment step leads to the checkout', async ({
    page,
    request,
  }) => {
    const email = unique('ok')
    await page.goto(c.registration)
    // The server's HTML adds up the default choice (student, regular).
    await expect(totalOf(page)).toHaveText(/^Total: \$[\d,]+ \(.+ US dollars\)$/)
    await fillWithBanquet(page, email)
    await page
      .getByLabel(/Abstract file/)
      .setInputFiles({ name: 'my abstract.pdf', mimeType: 'application/pdf', buffer: PDF })
    await fillAbstractDetails(page)
    await page.getByRole('button', { name: 'Submit' }).click()

    await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible()
    await expect(page.getByText(`Your registration for ${email} has been received.`)).toBeVisible()
    const stored = (await (
      await request.get(`/__test/conference/registrations?email=${encodeURIComponent(email)}`)
    ).json()) as { registration: Record<string, unknown> | null }
    expect(stored.registration).toMatchObject({
      email,
      data: {
        registration_category: 'academia',
        banquet: true,
        abstract_required: true,
        abstract_title: SAMPLE_ABSTRACT.title,
        abstract_authors: SAMPLE_ABSTRACT.authors,
        abstract_presenter: 0,
      },
      abstract: { kind: 'pdf', size: PDF.length },
    })

    await page.getByRole('button', { name: 'Make Payment' }).click()
    await expect(page).toHaveURL(/\/checkout\/[\w-]+$/)
    await expect(page.getByRole('heading', { name: 'Local checkout' })).toBeVisible()
  })

  test('registration refused: each error in place, everything typed and its total kept', async ({
    page,
  }) => {
    const email = unique('typo')
    await page.goto(c.registration)
    await fillWithBanquet(page, email, `x${email}`)
    await page.getByRole('button', { name: 'Submit' }).click()

    await expect(
      page.getByRole('alert').filter({ hasText: 'Emails do not match!' }).first(),
    ).toBeVisible()
    const confirm = page.getByRole('textbox', { name: 'Confirm email' })
    await expect(confirm).toHaveAttribute('aria-invalid', 'true')
    await expect(confirm).toHaveValue(`x${email}`)
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ama')
    await expect(page.getByRole('radio', { name: /Academia/ })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: /banquet/i })).toBeChecked()
    // The total adds up what was posted: academia and the banquet.
    const total = page.getByRole('region', { name: 'Your total' })
    await expect(total.getByRole('row')).toHaveCount(2)
    await expect(total.getByRole('row').first()).toContainText('Academia')
    await expect(total.getByRole('row', { name: /banquet/i })).toBeVisible()
  })

  test('the abstract: "Add another author" answers with a row more and all typed kept; a file without a title is refused at the title', async ({
    page,
  }) => {
    await page.goto(c.registration)
    await fillWithBanquet(page, unique('authors'))
    await page
      .getByLabel(/Abstract file/)
      .setInputFiles({ name: 'my abstract.pdf', mimeType: 'application/pdf', buffer: PDF })
    await fillAbstractDetails(page, { ...SAMPLE_ABSTRACT, title: '' })
    await page.getByRole('button', { name: 'Submit' }).click()

    const title = page.getByRole('textbox', { name: 'Abstract title' })
    await expect(title).toHaveAttribute('aria-invalid', 'true')
    await expect(title).toHaveAccessibleDescription('Abstract title is required')
    await expect(page.getByRole('alert').first()).toContainText('Abstract title is required')
    await expect(page.getByRole('textbox', { name: 'Author 2 name' })).toHaveValue(
      'Sample Author B',
    )

    await title.fill('Sample title')
    await page.getByRole('radio', { name: 'Author 2 presents' }).check()
    await page.getByRole('button', { name: 'Add another author' }).click()
    await expect(page.getByRole('textbox', { name: 'Author 4 name' })).toHaveValue('')
    await expect(title).toHaveValue('Sample title')
    await expect(page.getByRole('textbox', { name: 'Author 1 name' })).toHaveValue(
      'Sample Author A',
    )
    await expect(page.getByRole('textbox', { name: 'Author 2 affiliation' })).toHaveValue(
      'Sample Institute',
    )
    await expect(page.getByRole('radio', { name: 'Author 2 presents' })).toBeChecked()
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ama')
  })

  test('payment verified: the page moves on to the conference by itself, and links there', async ({
    page,
    request,
  }) => {
    const reference = `IUMRS_ICAM25MV${Date.now().toString(36).toUpperCase()}`
    await request.post(`/__test/conference/transactions/${reference}`, {
      data: { state: 'success' },
    })
    await page.goto(c.paymentVerification)
    await page.getByRole('textbox', { name: 'Reference code' }).fill(reference)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('status')).toContainText('Redirecting you to the conference page')
    await expect(page.getByRole('link', { name: 'Go to the conference page' })).toHaveAttribute(
      'href',
      c.home,
    )
    // Five seconds later, with no script running, the conference home.
    await expect(page).toHaveURL(c.home, { timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1 })).toContainText('IUMRS-ICAM 2025')
  })

  test('Verify: a member lands home, which says so once; nothing typed in any address', async ({
    page,
    request,
  }) => {
    const email = unique('member')
    await createProfile(request, email)
    const addresses: string[] = []
    page.on('request', (r) => addresses.push(r.url()))
    await page.goto(paths.login)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(paths.home)
    await expect(page.getByRole('status').filter({ hasText: VERIFIED })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(VERIFIED)).toHaveCount(0)
    expect(
      addresses.filter((url) => url.includes(encodeURIComponent(email).split('%40')[0]!)),
    ).toEqual([])
  })
})

test('with JavaScript, Verify lands home with the same word, once', async ({ page, request }) => {
  const email = unique('member-js')
  await createProfile(request, email)
  await page.goto(paths.login)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(paths.home)
  await expect(page.getByRole('status').filter({ hasText: VERIFIED })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(VERIFIED)).toHaveCount(0)
})
