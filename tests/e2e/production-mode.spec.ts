import { readFileSync, writeFileSync } from 'node:fs'
import { paths } from '@amrs/shared/paths'
import { API_ERROR_STATUS, expect, test } from './fixtures'
import {
  freePort,
  productionEnv,
  refusedStart,
  remoteSeedFile,
  startProductionSite,
  startRemote,
  type Child,
} from './production-servers'

/**
 * Production mode (docs/deploy-node-server.md), without internet: a local-mode server plays the
 * remote Sanity project and society API; a second server in production mode reaches it over HTTP
 * only.
 * JavaScript is off: what is checked is the server's own answer (its HTML and its forms), not
 * the browser's refetches. The site's images come from the project, which it does not serve.
 */
test.describe('production mode: the Node server in front of a remote project and society API', () => {
  test.describe.configure({ mode: 'serial' })
  test.use({ javaScriptEnabled: false })

  let remote: Child | undefined
  let site: Child | undefined
  let remotePort = 0
  let sitePort = 0
  const at = (path: string) => `http://127.0.0.1:${sitePort}${path}`

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    ;[remotePort, sitePort] = [await freePort(), await freePort()]
    remote = await startRemote(remotePort, `http://127.0.0.1:${sitePort}`)
    site = await startProductionSite(sitePort, remotePort)
  })
  test.afterAll(async () => {
    await site?.stop()
    await remote?.stop()
  })
  test.beforeEach(({ allowPageErrors }) => {
    // Image URLs lead to the project's files, which the site itself does not serve.
    allowPageErrors(API_ERROR_STATUS)
  })

  test('it says in one line where its content and forms come from', () => {
    const line = site?.output().split('\n')[0] ?? ''
    expect(line).toContain('production mode: pages from Sanity project remote-stand-in/production')
    expect(line).toContain(`forms to http://127.0.0.1:${remotePort}/api`)
  })

  test("pages carry the remote's content", async ({ page }) => {
    await page.goto(at(paths.conference.accommodation))
    await expect(page.getByText('Sample hotel 1', { exact: false }).first()).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'out of date' })).toHaveCount(0)
  })

  test('it answers no lake route, no /api and no checkout of its own', async ({ request }) => {
    for (const path of [
      '/api/health',
      '/api/newsletter',
      '/v2025-01-01/data/query/production?query=1',
      '/v2025-01-01/data/live/events/production',
      '/checkout/anything',
      '/images/local/production/x.svg',
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

  test("a newsletter sign-up posted without JavaScript arrives in the remote's store", async ({
    page,
    request,
  }) => {
    await page.goto(at(paths.home))
    const form = page.locator('form#newsletter')
    await form.getByLabel('Email address').fill('venue-delegate@example.org')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('venue-delegate@example.org has been added')).toBeVisible()
    const stored = (await (
      await request.get(`http://127.0.0.1:${remotePort}/__test/membership/newsletter`)
    ).json()) as { email: string }[]
    expect(stored.map((s) => s.email)).toContain('venue-delegate@example.org')
  })

  test('with the remote stopped: pages with the stale notice, forms say unavailable; back when it returns', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    await remote?.stop()
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

    // The remote comes back (a fresh seed copy): the notice goes once it answers again.
    remote = await startRemote(remotePort, `http://127.0.0.1:${sitePort}`)
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
