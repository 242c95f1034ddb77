import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectAxeClean, test, API_ERROR_STATUS } from './fixtures'

// Payment verification (docs/decisions/0027-payment-verification-polling.md) against the real local API. Transactions
// are created and driven through the test-only controls (/__test, tests/e2e/test-controls.ts);
// Playwright's clock skips the real 3 s / 5 s waits.
const PAGE = '/iumrs-icam25/payment-verification'
const KEY = 'iumrs-icam25:payment-reference'

let counter = 0
function newReference(): string {
  counter += 1
  return `IUMRS_ICAM25E2E${Date.now().toString(36).toUpperCase()}${counter}${Math.random().toString(36).slice(2, 6).toUpperCase()}`
}

async function control(
  request: APIRequestContext,
  reference: string,
  body: Record<string, unknown>,
) {
  const res = await request.post(`/__test/conference/transactions/${reference}`, { data: body })
  expect(res.ok()).toBe(true)
}

async function verifyCount(request: APIRequestContext, reference: string): Promise<number> {
  return (await (await request.get(`/__test/conference/transactions/${reference}`)).json())
    .verifyCount
}

async function storedReference(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key), KEY)
}

/**
 * Opens the page as the provider's return URL does (?reference=…), and waits until the app has
 * taken over and sent its first verification request (the server's HTML shows the heading
 * before that, so a test must not stop the clock earlier).
 */
async function openWith(page: Page, reference: string) {
  const firstCheck = page.waitForRequest((r) => r.url().includes('/payment/verify/'))
  await page.goto(`${PAGE}?reference=${reference}`)
  await firstCheck
}

/** With the clock installed before loading: stop time flowing, so only runFor() moves it. */
async function pauseClock(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Verification' })).toBeVisible()
  for (let tries = 0; tries < 5; tries++) {
    const now = await page.evaluate(() => Date.now())
    try {
      await page.clock.pauseAt(now + 250)
      return
    } catch {
      // the page clock moved on meanwhile: read it again
    }
  }
  throw new Error('Could not pause the page clock')
}

/** Runs the page clock in `step` ms hops until `done` shows (each hop waits for the page to react). */
async function runUntil(
  page: Page,
  done: ReturnType<Page['getByText']>,
  step: number,
  maxHops: number,
) {
  for (let hop = 0; hop < maxHops; hop++) {
    if (await done.isVisible()) return
    const attempt = page.getByText(/Attempt \d+ of 10/)
    const before = (await attempt.allTextContents()).join()
    await page.clock.runFor(step)
    await expect(async () => {
      const after = (await attempt.allTextContents()).join()
      expect(after !== before || (await done.isVisible())).toBe(true)
    }).toPass({ timeout: 7000 })
  }
  await expect(done).toBeVisible()
}

test('pending ×3 then success: 4 requests, success panel, reference removed, home after 5 s', async ({
  page,
  request,
}) => {
  const reference = newReference()
  await control(request, reference, { sequence: ['pending', 'pending', 'pending', 'success'] })
  await page.clock.install()
  await openWith(page, reference)
  await pauseClock(page)
  const status = page.getByRole('status').filter({ hasText: 'Attempt' })
  await expect(status).toContainText('Your payment is still processing. Retrying...')
  await expect(status).toContainText(/Attempt [2-4] of 10/)
  await runUntil(page, page.getByRole('heading', { name: 'Success!' }), 3000, 4)
  expect(await storedReference(page)).toBeNull()
  expect(await verifyCount(request, reference)).toBe(4)
  await page.clock.runFor(5000)
  await expect(page).toHaveURL(/\/iumrs-icam25$/)
})

test('always pending: stops after 10 requests with the timeout message', async ({
  page,
  request,
}) => {
  const reference = newReference()
  await control(request, reference, { state: 'queued' })
  await page.clock.install()
  await openWith(page, reference)
  await pauseClock(page)
  await runUntil(
    page,
    page.getByText('Payment verification timed out. Please retry or contact support.'),
    3000,
    10,
  )
  await expect(page.getByRole('alert')).toHaveText(
    'Payment verification timed out. Please retry or contact support.',
  )
  await page.clock.runFor(10_000)
  expect(await verifyCount(request, reference)).toBe(10)
})

test('request errors retry after 5 s, then succeed', async ({ page, request, allowPageErrors }) => {
  allowPageErrors(API_ERROR_STATUS) // the 502 this test provokes
  const reference = newReference()
  await control(request, reference, { state: 'success', failNext: 1, failStatus: 502 })
  await page.clock.install()
  await openWith(page, reference)
  await pauseClock(page)
  await expect(page.getByRole('status').filter({ hasText: 'Attempt' })).toContainText(
    'Error verifying payment. Retrying in 5 seconds...',
  )
  await runUntil(page, page.getByRole('heading', { name: 'Success!' }), 5000, 2)
  expect(await verifyCount(request, reference)).toBe(2)
})

test('HTTP 500: reference not valid, removed, no retry', async ({ page, allowPageErrors }) => {
  allowPageErrors(API_ERROR_STATUS) // the API's error answers, which this test provokes
  const reference = newReference() // never created: the API answers 500 (without asking the provider)
  let verifyRequests = 0
  page.on('request', (r) => {
    if (r.url().includes('/payment/verify/')) verifyRequests++
  })
  await page.clock.install()
  await openWith(page, reference)
  await pauseClock(page)
  await expect(page.getByRole('alert')).toHaveText(
    'Error verifying payment. Reference code not valid',
  )
  expect(await storedReference(page)).toBeNull()
  await page.clock.runFor(20_000)
  expect(verifyRequests).toBe(1)
  await expect(page.getByRole('button', { name: 'Verify manually' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get new link' })).toHaveAttribute(
    'href',
    '/iumrs-icam25/payment',
  )
  await page.clock.resume()
  await expectAxeClean(page)
})

// This test fails now and then beside the other verification tests with "page closed" in the
// middle of its clock-held axe checks (cause not found yet; it always passes alone), so it gets
// a second retry until that is understood.
test.describe(() => {
  test.describe.configure({ retries: 2 })
  test('verifying and success panels are axe clean', async ({ page, request }) => {
    test.slow() // two full axe runs
    const reference = newReference()
    // Pending long enough for axe on a slow machine (each retry is 3 s of page time), then success.
    await control(request, reference, { sequence: [...Array(6).fill('pending'), 'success'] })
    await page.clock.install()
    await openWith(page, reference)
    await pauseClock(page)
    const status = page.getByRole('status').filter({ hasText: 'Attempt' })
    await expect(status).toContainText('Your payment is still processing. Retrying...')
    await axeCleanWhileClockCreeps(page, 15_000)
    await expect(status).toBeVisible() // axe saw the verifying panel
    await runUntil(page, page.getByRole('heading', { name: 'Success!' }), 3000, 7)
    await axeCleanWhileClockCreeps(page, 4_000) // the redirect home comes 5 s after success
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible() // axe saw this panel
  })
})

/**
 * axe waits on timers, so a paused page clock would stall it; this moves the clock on in 25 ms
 * steps while axe runs, at most `maxMs` of page time (however slow the machine is).
 */
async function axeCleanWhileClockCreeps(page: Page, maxMs: number) {
  let finished = false
  const analysis = expectAxeClean(page).finally(() => {
    finished = true
  })
  analysis.catch(() => undefined) // reported by the `await` below, not as an unhandled rejection
  // Slowly: axe needs about 0.3-0.5 s of page time, and the page's next retry is 3 s away.
  for (let elapsed = 0; !finished && elapsed < maxMs; elapsed += 25) {
    await page.clock.runFor(25)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await analysis
}

const settled = [
  {
    state: 'abandoned',
    message: 'Payment was abandoned. Please complete your transaction',
    kept: false,
    actions: ['button:Verify Again', 'link:Get new link'],
  },
  {
    state: 'failed',
    message: 'Payment failed. Initiate payment process and try again.',
    kept: false,
    actions: ['link:Retry Payment'],
  },
  {
    state: 'reversed',
    message: 'Payment was reversed. If this was an error, contact support.',
    kept: false,
    actions: ['link:Contact Support'],
  },
  {
    state: 'ongoing',
    message: 'Complete any required steps to finalize your transaction',
    kept: true,
    actions: ['button:Verify again'],
  },
  {
    state: 'refunded-ish',
    message: 'Unexpected payment status. Please contact support.',
    kept: true,
    actions: ['button:Verify manually'],
  },
] as const

for (const { state, message, kept, actions } of settled) {
  test(`payment_state ${state}: its panel, reference ${kept ? 'kept' : 'removed'}, axe clean`, async ({
    page,
    request,
  }) => {
    const reference = newReference()
    await control(request, reference, { state })
    await openWith(page, reference)
    await expect(page.getByText(message)).toBeVisible()
    for (const action of actions) {
      const [role, name] = action.split(':') as ['button' | 'link', string]
      await expect(page.getByRole(role, { name, exact: true })).toBeVisible()
    }
    expect(await storedReference(page)).toBe(kept ? reference : null)
    await expectAxeClean(page)
    if (state === 'failed') {
      await page.getByRole('link', { name: 'Retry Payment' }).click()
      await expect(page).toHaveURL(/\/iumrs-icam25\/payment$/)
    }
    if (state === 'reversed') {
      await page.getByRole('link', { name: 'Contact Support' }).click()
      await expect(page).toHaveURL(/\/iumrs-icam25$/)
    }
    if (state === 'ongoing') {
      await control(request, reference, { state: 'success' })
      await page.getByRole('button', { name: 'Verify again' }).click()
      await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible()
    }
  })
}

test('missing reference → Verify manually → typed reference verifies; bad return reference ignored', async ({
  page,
  request,
}) => {
  const reference = newReference()
  await control(request, reference, { state: 'success' })
  await page.goto(`${PAGE}?reference=javascript:alert(1)`)
  await expect(page.getByRole('alert')).toHaveText(
    'Missing payment reference. Verify manually or call support after multiple trials.',
  )
  await page.getByRole('button', { name: 'Verify manually' }).click()
  await expect(
    page.getByText(
      'Please enter the reference code on the transaction receipt sent to your email.',
    ),
  ).toBeVisible()
  const input = page.getByRole('textbox', { name: 'Reference code' })
  await expect(input).toHaveAttribute('placeholder', 'IUMRS_ICAM25XXXXXXXX')
  await expect(input).toHaveAttribute('required', '')
  await expectAxeClean(page)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('Enter the reference code.')).toBeVisible()
  await input.fill(reference)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible()
})

test('the close button goes to the payment page', async ({ page }) => {
  await page.goto(PAGE)
  await page.getByRole('link', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/iumrs-icam25\/payment$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
})
