import type { Page } from '@playwright/test'
import { paths } from '@amrs/shared/paths'
import { expect, test, API_ERROR_STATUS } from './fixtures'
import { openAtFirstPaint, thenScripts, type Gate } from './first-paint-gate'
import { registerViaApi } from './register-via-api'
import { ABSTRACT_PDF, fillAbstractDetails, SAMPLE_ABSTRACT } from './abstract-form'
import { fillRegistration } from './registration-form'

// Interactive from the first paint (docs/decisions/0045-interactive-from-first-paint.md): every
// test acts on the page as it is painted, before React has taken it over, on a phone's slow 4G
// (tests/e2e/first-paint-gate.ts). The page's entry script is held back until the action is done, so the
// action always lands in that window, however fast the machine; then the scripts arrive and the
// visitor sees the same outcome as on a hydrated page, in the time a person waits. No request
// may carry what was typed in its URL.

const c = paths.conference
const unique = (tag: string) =>
  `fp-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

/** Fields that must never reach a URL. */
const TYPED_IN_URL = /[?&](email|reference|surname|first_name|password|category|option|contact)=/

function expectNoFieldsInUrls(gate: Gate, page: Page) {
  const leaked = [...gate.urls, page.url()].filter((url) => TYPED_IN_URL.test(url))
  expect(leaked, 'requests with form fields in their URL').toEqual([])
}

async function interceptProvider(page: Page): Promise<string[]> {
  const visited: string[] = []
  await page.route('https://paystack.com/**', async (route) => {
    visited.push(route.request().url())
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Provider</title><h1>Provider page</h1></html>',
    })
  })
  return visited
}

test.describe('a tap at the first paint is not lost', () => {
  test('the society menu (390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const gate = await openAtFirstPaint(page, paths.home)
    const menu = page.getByRole('button', { name: 'Menu' })
    await menu.click()
    await thenScripts(page, gate)
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: /Verify Profile/i })).toBeVisible()
  })

  test('the conference menu and a dropdown in it (390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const gate = await openAtFirstPaint(page, c.home)
    const nav = page.getByRole('navigation', { name: 'Conference', exact: true })
    const menu = nav.getByRole('button', { name: 'Menu' })
    await menu.click()
    await thenScripts(page, gate)
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('button', { name: 'Other' })).toBeVisible()
  })

  test('a conference nav dropdown (1280 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const gate = await openAtFirstPaint(page, c.abstractSubmission)
    const nav = page.getByRole('navigation', { name: 'Conference', exact: true })
    const other = nav.getByRole('button', { name: 'Other' })
    await other.click()
    await thenScripts(page, gate)
    await expect(other).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Venue Info' })).toBeVisible()
  })

  test('a key on a dropdown button (ArrowDown opens it and focuses its first link)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const gate = await openAtFirstPaint(page, c.abstractSubmission)
    const nav = page.getByRole('navigation', { name: 'Conference', exact: true })
    const other = nav.getByRole('button', { name: 'Other' })
    await other.focus()
    await page.keyboard.press('ArrowDown')
    await thenScripts(page, gate)
    await expect(other).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Accommodation' })).toBeFocused()
  })

  test('the announcements bell', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const gate = await openAtFirstPaint(page, c.home)
    const bell = page.getByRole('button', { name: /^Announcements \(\d+\)$/ })
    await bell.click()
    await thenScripts(page, gate)
    await expect(bell).toHaveAttribute('aria-expanded', 'true')
  })

  test('"Take me back" goes to the site home', async ({ page }) => {
    // The blog's one sample post is dated after this server's clock: the placeholder.
    const gate = await openAtFirstPaint(page, paths.blog)
    await page.getByRole('link', { name: 'Take me back' }).click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    gate.release()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('a form sent at the first paint is not lost and puts nothing in a URL', () => {
  test('Verify', async ({ page, allowPageErrors }) => {
    allowPageErrors(API_ERROR_STATUS)
    const gate = await openAtFirstPaint(page, paths.login)
    await page.getByLabel('Email').fill('nobody@example.org')
    await page.getByRole('button', { name: 'Verify' }).click()
    await thenScripts(page, gate)
    await expect(page.getByRole('alert')).toContainText('No profile found for this email')
    await expect(page.getByLabel('Email')).toHaveValue('nobody@example.org')
    await expect(page).toHaveURL(new RegExp(`${paths.login}$`))
    expectNoFieldsInUrls(gate, page)
  })

  test('sign-up step 1 Continue', async ({ page }) => {
    const gate = await openAtFirstPaint(page, paths.signup)
    await page.getByLabel('Surname').fill('Mensah')
    await page.getByLabel('First name').fill('Ama')
    await page.getByLabel('Date of birth').fill('2001-04-12')
    await page.getByLabel('Contact').fill('+233 24 123 4567')
    await page.getByRole('button', { name: 'Continue' }).click()
    await thenScripts(page, gate)
    await expect(page.getByRole('heading', { level: 1, name: 'Submit Profile' })).toBeVisible()
    await expect(page.getByText('Almost done, Ama.')).toBeVisible()
    expectNoFieldsInUrls(gate, page)
  })

  test('a registration with an abstract, all before the scripts: the file and what it is are stored', async ({
    page,
    request,
  }) => {
    const email = unique('abstract')
    const gate = await openAtFirstPaint(page, c.registration)
    await fillRegistration(page, email)
    const title = page.getByRole('textbox', { name: 'Abstract title' })
    await expect(title).toBeHidden()
    await page
      .getByLabel(/Abstract file/)
      .setInputFiles({ name: 'early.pdf', mimeType: 'application/pdf', buffer: ABSTRACT_PDF })
    // What the abstract is shows at once (CSS), and takes what is typed.
    await fillAbstractDetails(page, SAMPLE_ABSTRACT)
    await page.getByRole('combobox', { name: 'Symposium' }).selectOption({ index: 2 })
    const symposium = await page.getByRole('combobox', { name: 'Symposium' }).inputValue()
    await page.getByRole('radio', { name: 'Oral' }).check()
    await page.getByRole('button', { name: 'Submit' }).click()
    await thenScripts(page, gate)
    // (The whole form's hydration and replay over slow 4G, then the upload.)
    await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible({
      timeout: 20_000,
    })
    const stored = await (
      await request.get(`/__test/conference/registrations?email=${encodeURIComponent(email)}`)
    ).json()
    expect(stored.registration.data).toMatchObject({
      abstract_required: true,
      symposium_type: symposium,
      presentational_mode: 'oral',
      abstract_title: SAMPLE_ABSTRACT.title,
      abstract_authors: SAMPLE_ABSTRACT.authors,
      abstract_presenter: SAMPLE_ABSTRACT.presenter,
    })
    expect(stored.registration.abstract.key).toMatch(/\.pdf$/)
    expectNoFieldsInUrls(gate, page)
  })

  test('every kind of field filled before hydration is kept, and goes into the draft', async ({
    page,
  }) => {
    const gate = await openAtFirstPaint(page, c.registration)
    await page.getByRole('radio', { name: /Academia/ }).check()
    await page.getByRole('textbox', { name: 'First name' }).fill('Ama')
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Ghana' })
    await page.getByRole('checkbox', { name: /banquet/i }).check()
    await thenScripts(page, gate)
    await page.waitForSelector('html[data-hydrated]')
    // A change after hydration re-renders the form: what React did not know would be reset.
    await page.getByRole('textbox', { name: 'Surname' }).fill('Mensah')
    await expect(page.getByRole('radio', { name: /Academia/ })).toBeChecked()
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ama')
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('GH')
    await expect(page.getByRole('checkbox', { name: /banquet/i })).toBeChecked()
    // The draft has them too: they come back after a reload.
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ama')
    await expect(page.getByRole('radio', { name: /Academia/ })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: /banquet/i })).toBeChecked()
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('GH')
  })

  test('payment initialisation', async ({ page, request }) => {
    const email = unique('init')
    await registerViaApi(request, email)
    const gate = await openAtFirstPaint(page, c.payment)
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByRole('button', { name: 'Initialize payment' }).click()
    await thenScripts(page, gate)
    await expect(page).toHaveURL(/\/checkout\/[\w-]+$/)
    await expect(page.getByRole('heading', { name: 'Local checkout' })).toBeVisible()
    expectNoFieldsInUrls(gate, page)
  })

  test('the category payment (donations)', async ({ page }) => {
    const visited = await interceptProvider(page)
    const gate = await openAtFirstPaint(page, paths.paymentDonations)
    await page.getByRole('button', { name: 'Make Payment' }).click()
    await thenScripts(page, gate)
    await expect(page.getByRole('heading', { name: 'Provider page' })).toBeVisible()
    expect(visited).toEqual(['https://paystack.com/pay/amrs-ug-donations'])
    expectNoFieldsInUrls(gate, page)
  })

  test('the manual reference on verification', async ({ page, request, allowPageErrors }) => {
    allowPageErrors(API_ERROR_STATUS)
    const reference = `IUMRS_ICAM25FP${Date.now().toString(36).toUpperCase()}`
    const control = await request.post(`/__test/conference/transactions/${reference}`, {
      data: { state: 'failed' },
    })
    expect(control.ok()).toBe(true)
    const gate = await openAtFirstPaint(page, c.paymentVerification)
    await page.getByRole('textbox', { name: 'Reference code' }).fill(reference)
    await page.getByRole('button', { name: 'Verify' }).click()
    await thenScripts(page, gate)
    await expect(page.getByRole('alert')).toContainText(/failed/i)
    await expect(page.getByRole('link', { name: 'Retry Payment' })).toBeVisible()
    expectNoFieldsInUrls(gate, page)
  })
})

test('when the scripts fail to load, a form held for them goes to the server', async ({
  page,
  allowPageErrors,
}) => {
  allowPageErrors(API_ERROR_STATUS, /Failed to load module script|ERR_FAILED/)
  const html = await (await page.request.get(paths.login)).text()
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1]
  let fail!: () => void
  const failed = new Promise<void>((resolve) => (fail = resolve))
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      await failed
      await route.abort('failed')
    },
  )
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  await page.goto(paths.login, { waitUntil: 'commit' })
  await page.getByLabel('Email').fill('nobody@example.org')
  await page.getByRole('button', { name: 'Verify' }).click()
  // Held: the form says it is busy, and nothing has gone anywhere yet.
  await expect(page.locator('form[aria-busy="true"]')).toHaveCount(1)
  fail()
  await expect(page.getByRole('alert')).toContainText('No profile found for this email')
  await expect(page).toHaveURL(/\/forms\/verify$/)
  expect(urls.filter((url) => TYPED_IN_URL.test(url))).toEqual([])
})

test.describe('without JavaScript, every form gets its answer from the server', () => {
  test.use({ javaScriptEnabled: false })
  // A refused form is answered 422 with its page (the browser logs the status).
  test.beforeEach(({ allowPageErrors }) => allowPageErrors(API_ERROR_STATUS))

  function noFieldsInUrls(page: Page): string[] {
    const urls: string[] = []
    page.on('request', (r) => urls.push(r.url()))
    return urls
  }
  const expectClean = (urls: string[], page: Page) =>
    expect([...urls, page.url()].filter((u) => TYPED_IN_URL.test(u))).toEqual([])

  test('Verify: the reason, the email kept; a member goes home', async ({ page }) => {
    const urls = noFieldsInUrls(page)
    await page.goto(paths.login)
    await page.getByLabel('Email').fill('nobody@example.org')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('alert')).toContainText('No profile found for this email')
    await expect(page.getByLabel('Email')).toHaveValue('nobody@example.org')
    await page.getByLabel('Email').fill('')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('alert')).toContainText('The entry field cannot be empty')
    expectClean(urls, page)
  })

  test('newsletter: the thank-you where the form is', async ({ page }) => {
    const urls = noFieldsInUrls(page)
    const email = unique('news')
    await page.goto(paths.home)
    const box = page.locator('#newsletter')
    await box.getByLabel('Email address').fill(email)
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await expect(
      box.getByText(`Check your inbox to confirm: if ${email} is not subscribed yet`, {
        exact: false,
      }),
    ).toBeVisible()
    expect(new URL(page.url()).hash).toBe('#newsletter')
    expectClean(urls, page)
  })

  test('sign-up: step 1 errors in place, then step 2, then the profile stored', async ({
    page,
  }) => {
    const urls = noFieldsInUrls(page)
    await page.goto(paths.signup)
    await page.getByLabel('Surname').fill('Mensah')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('Please correct these fields to continue:')).toBeVisible()
    await expect(page.getByLabel('Surname')).toHaveValue('Mensah')
    await page.getByLabel('First name').fill('Ama')
    await page.getByLabel('Date of birth').fill('2001-04-12')
    await page.getByLabel('Contact').fill('+233 24 123 4567')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Submit Profile' })).toBeVisible()
    const email = unique('signup')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-long-enough-pw-1')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(
      page.getByRole('heading', { name: 'Thank you! Your profile has been submitted.' }),
    ).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
    expectClean(urls, page)
  })

  test('registration: errors and everything typed come back', async ({ page }) => {
    const urls = noFieldsInUrls(page)
    await page.goto(c.registration)
    await page.getByRole('textbox', { name: 'First name' }).fill('Ama')
    await page.getByRole('radio', { name: /Academia/ }).check()
    await page.getByRole('checkbox', { name: /banquet/i }).check()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert').first()).toContainText('Please correct')
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ama')
    await expect(page.getByRole('radio', { name: /Academia/ })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: /banquet/i })).toBeChecked()
    expectClean(urls, page)
  })

  test('payment initialisation leads to the checkout', async ({ page, request }) => {
    const urls = noFieldsInUrls(page)
    const email = unique('nojs-init')
    await registerViaApi(request, email)
    await page.goto(c.payment)
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByRole('button', { name: 'Initialize payment' }).click()
    await expect(page).toHaveURL(/\/checkout\/[\w-]+$/)
    expectClean(urls, page)
  })

  test('category payment: the option asked for, then the provider', async ({ page }) => {
    const visited = await interceptProvider(page)
    const urls = noFieldsInUrls(page)
    await page.goto(c.payment)
    await page
      .getByRole('combobox', { name: 'Payment category' })
      .selectOption({ label: 'Fee payment' })
    await page.getByRole('button', { name: 'Make Payment' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Please select a valid option before submitting',
    )
    await page.getByRole('combobox', { name: 'Payment option' }).selectOption({ index: 1 })
    // The provider is reached through the server's 303: Playwright does not route redirect
    // targets (some Chromium builds start a new request for a cross-site one, others do not), so
    // the navigation's request is what is checked.
    const provider = page.waitForRequest((r) => r.url().startsWith('https://paystack.com/'))
    await page.getByRole('button', { name: 'Make Payment' }).click()
    expect((await provider).url()).toBe('https://paystack.com/pay/amrs-ug-fees')
    expect(visited.length).toBeLessThanOrEqual(1)
    expectClean(urls, page)
  })

  test('manual reference: the verification result', async ({ page, request }) => {
    const urls = noFieldsInUrls(page)
    const reference = `IUMRS_ICAM25NJ${Date.now().toString(36).toUpperCase()}`
    await request.post(`/__test/conference/transactions/${reference}`, {
      data: { state: 'success' },
    })
    await page.goto(c.paymentVerification)
    await page.getByRole('textbox', { name: 'Reference code' }).fill(reference)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('status')).toContainText(/success/i)
    expectClean(urls, page)
  })
})
