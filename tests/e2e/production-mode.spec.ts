import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'libsql'
import { paths } from '@amrs/shared/paths'
import { readPdf } from '@amrs/society-api/pdf/pdf-text.test-utils'
import { API_ERROR_STATUS, expect, test } from './fixtures'
import {
  freePort,
  productionEnv,
  refusedStart,
  remoteSeedFile,
  startPaystackStandIn,
  startProductionSite,
  startRemote,
  startSocietyApi,
  type Child,
} from './production-servers'
import { registerViaApi } from './register-via-api'
import { expectSiteLook, watchCsp } from './site-look'

/**
 * Production mode (docs/deploy-node-server.md, docs/deploy-society-api.md), without internet:
 * a local-mode server plays the remote Sanity project; the society API runs as a service of its
 * own (`npm run society-api`), its content from that project's API and its payments through
 * Paystack's stand-in, a third process; the site in production mode reaches them over HTTP only.
 * JavaScript is off: what is checked is the server's own answer (its HTML and its forms), not
 * the browser's refetches. The site's images come from the project, which it does not serve.
 * The clock is the registration period's (SITE_NOW), so a delegate can still pay.
 */
const CLOCK = { SITE_NOW: '2025-10-20T10:00:00Z' }

test.describe('production mode: the Node server in front of a remote project and a standalone society API', () => {
  test.describe.configure({ mode: 'serial' })
  test.use({ javaScriptEnabled: false })

  let remote: Child | undefined
  let api: Child | undefined
  let standIn: Child | undefined
  let site: Child | undefined
  let remotePort = 0
  let apiPort = 0
  let standInPort = 0
  let sitePort = 0
  const dataDir = mkdtempSync(path.join(tmpdir(), 'production-society-api-'))
  const at = (path: string) => `http://127.0.0.1:${sitePort}${path}`
  /** The delegate who paid in the payment test (serial: the tests after it use them). */
  let paidEmail = ''
  const startApi = () =>
    startSocietyApi(apiPort, {
      siteUrl: `http://127.0.0.1:${sitePort}`,
      remotePort,
      paystackPort: standInPort,
      dataDir,
      // Letters issued at once: the desk (on the service's own origin) is not what is tested here.
      env: { ...CLOCK, VISA_LETTER_APPROVAL: 'auto' },
    })
  /** What the standalone society API stored (read from its database file, as a backup would). */
  const stored = <T>(sql: string): T[] => {
    const db = new Database(path.join(dataDir, 'society.sqlite'), { readonly: true })
    try {
      return db.prepare(sql).all() as T[]
    } finally {
      db.close()
    }
  }

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    ;[remotePort, apiPort, standInPort, sitePort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ]
    remote = await startRemote(remotePort, `http://127.0.0.1:${sitePort}`)
    standIn = await startPaystackStandIn(
      standInPort,
      `http://127.0.0.1:${apiPort}/api/conference/payment/webhook`,
    )
    api = await startApi()
    site = await startProductionSite(sitePort, remotePort, {
      ...CLOCK,
      VITE_SOCIETY_API_URL: `http://127.0.0.1:${apiPort}/api`,
      VITE_PAYMENT_HOSTS: `http://127.0.0.1:${standInPort}`,
    })
  })
  test.afterAll(async () => {
    await site?.stop()
    await api?.stop()
    await standIn?.stop()
    await remote?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })
  test.beforeEach(({ allowPageErrors }) => {
    // Image URLs lead to the project's files, which the site itself does not serve.
    allowPageErrors(API_ERROR_STATUS)
  })

  test('it says in one line where its content and forms come from', () => {
    const line = site?.output().split('\n')[0] ?? ''
    expect(line).toContain('production mode: pages from Sanity project remote-stand-in/production')
    expect(line).toContain(`forms to http://127.0.0.1:${apiPort}/api`)
    expect(api?.output()).toMatch(/Society API on http:\/\/127\.0\.0\.1:\d+\/api .*ready in \d+ ms/)
  })

  test("pages carry the remote's content", async ({ page }) => {
    await page.goto(at(paths.conference.accommodation))
    await expect(page.getByText('Sample hotel 1', { exact: false }).first()).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'out of date' })).toHaveCount(0)
  })

  test('it answers no lake route, no /api, no checkout and no local mailbox of its own', async ({
    request,
  }) => {
    for (const path of [
      '/api/health',
      '/api/newsletter',
      '/v2025-01-01/data/query/production?query=1',
      '/v2025-01-01/data/live/events/production',
      '/checkout/anything',
      '/images/local/production/x.svg',
      '/_dev/mailbox',
      '/_dev/mailbox.json',
    ]) {
      const response = await request.get(at(path))
      expect(response.status(), path).toBe(404)
      // Not the society API's or the lake's own "not found" (FastAPI's and Sanity's shapes).
      expect(await response.text(), path).not.toMatch(/"detail"|"statusCode"/)
    }
  })

  test("an edit to the remote's content shows on the site within 2 s", async ({ request }) => {
    const seed = remoteSeedFile(remotePort)
    writeFileSync(seed, readFileSync(seed, 'utf8').replace('Sample hotel 1', 'Published hotel 1'))
    const started = Date.now()
    await expect
      .poll(
        async () =>
          (await (await request.get(at(paths.conference.accommodation))).text()).includes(
            'Published hotel 1',
          ),
        {
          timeout: 2_000,
          intervals: [100],
        },
      )
      .toBe(true)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  test("a newsletter sign-up posted without JavaScript arrives in the society API's store", async ({
    page,
  }) => {
    await page.goto(at(paths.home))
    const form = page.locator('form#newsletter')
    await form.getByLabel('Email address').fill('venue-delegate@example.org')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(
      page.getByText('Check your inbox to confirm: if venue-delegate@example.org'),
    ).toBeVisible()
    const emails = stored<{ email: string }>('SELECT email FROM newsletter_subscriptions')
    expect(emails.map((s) => s.email)).toContain('venue-delegate@example.org')
  })

  test('a delegate pays without JavaScript: the provider page, back to the site, verified, the receipt', async ({
    page,
    playwright,
  }) => {
    test.slow()
    const email = `production-${Date.now()}@example.org`
    paidEmail = email
    const direct = await playwright.request.newContext({
      baseURL: `http://127.0.0.1:${apiPort}`,
      extraHTTPHeaders: { Origin: `http://127.0.0.1:${sitePort}` },
    })
    await registerViaApi(direct, email) // the site's form posts the same to the same API
    await page.goto(at(paths.conference.payment))
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByRole('button', { name: 'Initialize payment' }).click()
    // The site sent the payer to the provider's page, on the configured provider's origin.
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${standInPort}/checkout/`))
    await expect(page.getByText('$400.00')).toBeVisible()
    await page.getByRole('button', { name: 'Complete payment' }).click()
    // Back on the site with the provider's reference; without scripts the form is filled in.
    await expect(page).toHaveURL(/\/iumrs-icam25\/payment-verification\?reference=IUMRS-ICAM25/)
    const reference = page.getByRole('textbox', { name: 'Reference code' })
    await expect(reference).toHaveValue(/^IUMRS_ICAM25[A-Z0-9]+$/)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible()
    const receipt = page.getByRole('link', { name: 'Download your receipt' })
    const href = (await receipt.getAttribute('href')) ?? ''
    expect(href).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${apiPort}/api/conference/receipts/AMRS-`),
    )
    const pdf = await direct.get(href)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    const number = /AMRS-\d{4}-\d{4}/.exec(href)?.[0] ?? ''
    expect((await readPdf(await pdf.body())).text).toContain(number)
    await direct.dispose()
    // The provider's signed webhook reached the standalone service before the payer came back.
    const [payment] = stored<{ state: string; paid_amount_minor: number }>(
      `SELECT state, paid_amount_minor FROM conference_transactions WHERE email = '${email}'`,
    )
    expect(payment).toEqual({ state: 'success', paid_amount_minor: 40_000 })
    expect(stored('SELECT event FROM payment_events')).toEqual([{ event: 'charge.success' }])
  })

  test("My registration and a letter's /verify answer through the production site, as documents print them", async ({
    page,
  }) => {
    test.slow()
    expect(paidEmail).not.toBe('')
    const my = '/iumrs-icam25/my-registration'
    const violations = watchCsp(page)
    await page.goto(at(my))
    // In the site's look: its stylesheet and icon from under the page's prefix, through the
    // production site, past the standalone service's default CSP (ADR 0104).
    await expectSiteLook(page, violations)
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(paidEmail)
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click()
    await expect(page.getByRole('status')).toContainText('If that address is registered')
    // No mail server here: the link as the message carries it, from the service's outbox.
    const [message] = stored<{ data: string }>(
      `SELECT data FROM outbox WHERE kind = 'my-registration-link' AND recipient = '${paidEmail}'`,
    )
    const link = new URL(JSON.parse(message!.data).link as string)
    expect(link.origin).toBe(`http://127.0.0.1:${sitePort}`) // the site's address, not the service's
    await page.goto(link.href)
    await page.getByRole('button', { name: 'Sign in to my registration' }).click()
    await expect(page).toHaveURL(at(my))
    await expect(page.getByRole('heading', { name: 'Your registration' })).toBeVisible()
    await expect(page.getByText('Kofi Boateng')).toBeVisible()

    await page.getByRole('textbox', { name: 'Name as in the passport' }).fill('Kofi Sample Boateng')
    await page.getByRole('textbox', { name: 'Passport number' }).fill('S7654321')
    await page.getByRole('combobox', { name: 'Nationality' }).selectOption({ label: 'Ghana' })
    await page.getByLabel('Date of birth').fill('1990-04-02')
    await page
      .getByRole('textbox', { name: 'Embassy or consulate the letter is for' })
      .fill('Embassy of Ghana in Sampleville')
    await page.getByRole('button', { name: 'Request a visa letter' }).click()
    const letter = page.getByRole('link', { name: 'Visa invitation letter (PDF)' })
    await expect(letter).toBeVisible()
    const pdf = await page.request.get(at((await letter.getAttribute('href')) ?? ''))
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    const text = (await readPdf(await pdf.body())).text
    const code = /Verification code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(text)?.[1] ?? ''
    expect(code).not.toBe('')
    // The address the letter prints, on the site's origin: the embassy's check answers.
    expect(text).toContain(`127.0.0.1:${sitePort}/verify`)
    await page.goto(at(`/verify/${code}`))
    await expect(page.getByRole('status')).toContainText('This letter is genuine')
    await expect(page.getByText('Kofi Sample Boateng')).toBeVisible()
    await expectSiteLook(page, violations)
  })

  test('with the project and the society API stopped: pages with the stale notice, forms say unavailable; back when they return', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    await remote?.stop()
    await api?.stop()
    await page.goto(at(paths.conference.accommodation))
    await expect(page.getByRole('status').filter({ hasText: 'may be out of date' })).toBeVisible()
    await expect(page.getByText('Published hotel 1', { exact: false }).first()).toBeVisible()

    await page.goto(at(paths.home))
    const form = page.locator('form#newsletter')
    await form.getByLabel('Email address').fill('kept@example.org')
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/forms/newsletter')),
      form.getByRole('button', { name: 'Subscribe' }).click(),
    ])
    expect(response.status()).toBe(503)
    await expect(page.getByText('unavailable at the moment')).toBeVisible()
    await expect(page.locator('form#newsletter').getByLabel('Email address')).toHaveValue(
      'kept@example.org',
    )
    // The health check probes at most every 10 s, and still answers 200 (the site serves).
    await expect
      .poll(
        async () => {
          const response = await request.get(at('/healthz'))
          return [response.status(), await response.json()] as const
        },
        { timeout: 15_000 },
      )
      .toMatchObject([
        200,
        { status: 'ok', content: { reachable: false }, societyApi: { reachable: false } },
      ])

    // They come back (the project from a fresh seed copy, the society API on its own data): the
    // notice goes once the project answers again, and what the API kept is still there.
    remote = await startRemote(remotePort, `http://127.0.0.1:${sitePort}`)
    api = await startApi()
    expect(stored<{ email: string }>('SELECT email FROM newsletter_subscriptions')).toContainEqual({
      email: 'venue-delegate@example.org',
    })
    await expect
      .poll(
        async () =>
          (await (await request.get(at(paths.conference.accommodation))).text()).includes(
            'may be out of date',
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(false)
  })

  test('production mode with a missing variable exits, naming it', async () => {
    const env = productionEnv(await freePort(), remotePort)
    delete env.VITE_SOCIETY_API_URL
    delete env.VITE_SANITY_DATASET
    const { code, output } = await refusedStart(env)
    expect(code).toBe(1)
    expect(output).toContain('VITE_SOCIETY_API_URL is missing')
    expect(output).toContain('VITE_SANITY_DATASET is missing')
    expect(output).not.toContain('SITE_URL is')
  })
})
