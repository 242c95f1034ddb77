import type { Page } from '@playwright/test'
import { expect, expectAxeClean, test, API_ERROR_STATUS } from './fixtures'
import { registerViaApi } from './register-via-api'

// The payment page (docs/decisions/0023-payment-page-variants.md: both variants) and /payment-donations, against the real local
// API. External provider pages are intercepted (never leave the machine).
const PAYMENT = '/iumrs-icam25/payment'
const KEY = 'iumrs-icam25:payment-reference'

const uniqueEmail = (tag: string) =>
  `pay-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

/** Serves the seed's sample provider links as paystack.com links (on the default allow-list). */
/** Intercepts the provider's hosted pages and records where the browser went. */
async function interceptProvider(page: Page): Promise<string[]> {
  const visited: string[] = []
  await page.route('https://paystack.com/**', async (route) => {
    visited.push(route.request().url())
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Provider</title><h1>Provider page</h1></html>',
    })
  })
  return visited
}

test('the payment route shows both variants and is axe clean', async ({ page }) => {
  await page.goto(PAYMENT)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Pay your registration fee' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Other payments' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Payment category' })).toBeVisible()
  await expectAxeClean(page)
  await page.getByRole('link', { name: 'Verify transaction' }).click()
  await expect(page).toHaveURL(/\/iumrs-icam25\/payment-verification$/)
})

test('initialisation errors: blank, 422, unknown email', async ({ page, allowPageErrors }) => {
  allowPageErrors(API_ERROR_STATUS) // the API's error answers, which this test provokes
  await page.goto(PAYMENT)
  const button = page.getByRole('button', { name: 'Initialize payment' })
  await button.click()
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email.')
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()
  await page.getByRole('textbox', { name: 'Email' }).fill('a@b')
  await button.click()
  await expect(page.getByRole('alert')).toHaveText('Not a valid email address')
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()
  await expectAxeClean(page)
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody-registered@example.com')
  await button.click()
  await expect(page.getByRole('alert')).toHaveText(
    'An error occured. Please confirm email and try again.',
  )
})

test('initialisation: Processing..., reference stored, local checkout opened', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('init')
  await registerViaApi(request, email)
  await page.route('**/api/conference/payment/initialize', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await page.goto(PAYMENT)
  const input = page.getByRole('textbox', { name: 'Email' })
  await input.fill(email)
  await page.getByRole('button', { name: 'Initialize payment' }).click()
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
  await expect(input).toBeDisabled()
  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/)
  await expect(page.getByRole('heading', { name: 'Local checkout' })).toBeVisible()
  // The provider shows the reference in its own form (IUMRS-ICAM25…: Paystack takes no "_").
  const shown = await page.getByText(/^IUMRS-ICAM25[A-Z0-9]+$/).textContent()
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(
    shown?.replace('IUMRS-', 'IUMRS_'),
  )
  await expect(page.getByText('$400.00')).toBeVisible() // regular student 250 + banquet 50 + excursion 100
  await expectAxeClean(page)
})

test('initialisation: a payment_url off the allow-list is refused', async ({ page }) => {
  for (const payment_url of [
    'https://evil.example/pay',
    'javascript:alert(1)',
    'https://paystack.com@evil.example/x',
  ]) {
    await page.route('**/api/conference/payment/initialize', (route) =>
      route.fulfill({ status: 200, json: { payment_url, reference: 'IUMRS_ICAM25FAKE1' } }),
    )
    await page.goto(PAYMENT)
    await page.getByRole('textbox', { name: 'Email' }).fill('x@example.com')
    await page.getByRole('button', { name: 'Initialize payment' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'does not lead to an allowed payment provider',
    )
    await expect(page).toHaveURL(new RegExp(`${PAYMENT}$`))
    await page.unroute('**/api/conference/payment/initialize')
  }
})

test('category page: alert without a choice; option list; choosing a category clears the option; redirect', async ({
  page,
}) => {
  const visited = await interceptProvider(page)
  await page.goto(PAYMENT)
  const make = page.getByRole('button', { name: 'Make Payment' })
  await make.click()
  await expect(page.getByRole('alert')).toHaveText('Please select a valid option before submitting')
  const category = page.getByRole('combobox', { name: 'Payment category' })
  await category.selectOption({ label: 'Conference Registration' })
  const option = page.getByRole('combobox', { name: 'Payment option' })
  await expect(option).toBeVisible()
  await make.click()
  await expect(page.getByRole('alert')).toHaveText('Please select a valid option before submitting')
  await option.selectOption({ index: 1 })
  await category.selectOption({ label: 'Fee payment' })
  await expect(option).toHaveValue('')
  await option.selectOption({ index: 1 })
  await page.getByRole('radio', { name: 'Bank Transfer (USD)' }).check()
  await expectAxeClean(page)
  await make.click()
  await expect(page.getByRole('heading', { name: 'Provider page' })).toBeVisible()
  expect(visited).toHaveLength(1)
  expect(visited[0]).toMatch(/^https:\/\/paystack\.com\//)
})

test('category page: a link off the allow-list is refused', async ({ page }) => {
  // The CMS holding a link to another host: the page arrives with it in its content.
  await page.route(
    (url) => url.pathname === PAYMENT,
    async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replaceAll(
        'https://paystack.com/',
        'https://evil.example/',
      )
      await route.fulfill({ response, body })
    },
  )
  await page.goto(PAYMENT)
  await page
    .getByRole('combobox', { name: 'Payment category' })
    .selectOption({ label: 'Fee payment' })
  await page.getByRole('combobox', { name: 'Payment option' }).selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Make Payment' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'does not lead to an allowed payment provider',
  )
  await expect(page).toHaveURL(new RegExp(`${PAYMENT}$`))
})

test('/payment-donations: Donations chosen, Make Payment goes to the donation page', async ({
  page,
}) => {
  const visited = await interceptProvider(page)
  await page.goto('/payment-donations')
  await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Payment category' })).toHaveValue(/.+/)
  await expect(
    page.getByRole('combobox', { name: 'Payment category' }).locator('option:checked'),
  ).toHaveText('Donations')
  await expectAxeClean(page)
  await page.getByRole('button', { name: 'Make Payment' }).click()
  await expect(page.getByRole('heading', { name: 'Provider page' })).toBeVisible()
  expect(visited[0]).toMatch(/^https:\/\/paystack\.com\/pay\/amrs-ug-donations/)
})
