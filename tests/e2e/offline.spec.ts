import type { Page } from '@playwright/test'
import { paths } from '@amrs/shared/paths'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { startDatedServer, type DatedServer } from './dates-server'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from './fixtures'
import { asNextDeploy, copyBuild } from './next-deploy'
import { E2E_PREVIEW_SECRET } from './preview-secrets'

// The programme offline at the venue (docs/decisions/0048-offline-programme.md): these tests let
// the service worker run (the others block it), each on a server of its own.
test.use({ serviceWorkers: 'allow' })
test.describe.configure({ mode: 'serial' })

const A3_01 = 'Computational, AI and machine learning: contributed talk A3-01 (sample)'
const THURSDAY = '2025-12-11'
/** The seed's draft of the first hotel (preview shows it; visitors never do). */
const DRAFT_HOTEL = 'conference rate agreed'

/** When the programme was last kept for offline use (null: not yet). */
const storedAt = (page: Page) =>
  page.evaluate(async () => {
    const answer = await (await caches.open('offline-v1')).match('https://offline.invalid/meta')
    return answer ? ((await answer.json()) as { storedAt: string }).storedAt : null
  })

/** Every text the worker's caches hold (pages and answers), to look for what must not be there. */
const cachedTexts = (page: Page) =>
  page.evaluate(async () => {
    const texts: Array<{ url: string; text: string }> = []
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache')) continue
      const cache = await caches.open(name)
      for (const request of await cache.keys())
        texts.push({ url: request.url, text: (await (await cache.match(request))?.text()) ?? '' })
    }
    return texts
  })

let server: DatedServer
test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startDatedServer('2025-12-10T10:30:00Z')
})
test.afterAll(async () => server?.stop())

test('once opened online, the programme, a talk never opened, My programme and the venue work offline, and refresh when the network is back', async ({
  page,
  context,
  allowPageErrors,
}) => {
  test.setTimeout(90_000)
  // Offline, the browser logs the requests it could not send (live updates, images).
  allowPageErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(server.baseURL + programmePaths.day('2025-12-10'))
  await page.getByRole('button', { name: `Star ${A3_01}` }).click()
  await expect.poll(() => storedAt(page), { timeout: 30_000 }).not.toBeNull()
  const first = await storedAt(page)

  // Offline: the page's requests fail (the context) and so do the worker's (its server is gone:
  // Chromium does not apply the context's offline mode to a service worker's own fetches).
  const port = Number(new URL(server.baseURL).port)
  await server.stop()
  await context.setOffline(true)
  await page.reload()
  await expect(
    page.getByRole('status').filter({ hasText: 'Offline: programme as of' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: `Star ${A3_01}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // Never opened online: its page comes from its day's stored talks.
  await page.goto(server.baseURL + programmePaths.talk('b3-01'))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('contributed talk B3-01')
  await expect(page.getByText('Offline: programme as of')).toBeVisible()

  await page.goto(server.baseURL + programmePaths.day(THURSDAY))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Programme')
  await expect(page.getByRole('link', { name: /Thu 11 Dec/ })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await page.goto(server.baseURL + programmePaths.mine)
  await expect(page.getByRole('link', { name: A3_01 })).toBeVisible()

  await page.goto(server.baseURL + paths.conference.venue)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('')

  // Back online on a programme page: the stored programme is refreshed.
  await page.goto(server.baseURL + programmePaths.programme)
  server = await startDatedServer('2025-12-10T10:30:00Z', undefined, { port })
  await context.setOffline(false)
  // The visitor carries on: the next day's content comes from the network again.
  await page.getByRole('link', { name: /Thu 11 Dec/ }).click()
  await expect.poll(() => storedAt(page), { timeout: 30_000 }).not.toBe(first)
  await expect(page.getByText('Offline: programme as of')).toBeHidden()
})

test('after a preview session the worker holds no draft, and no answer of the society API', async ({
  page,
}) => {
  await page.goto(server.baseURL + paths.conference.accommodation)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  // Under the worker now: the public page is kept.
  await page.reload()
  await expect
    .poll(async () =>
      (await cachedTexts(page)).some((t) => t.url.endsWith(paths.conference.accommodation)),
    )
    .toBe(true)
  const enable = await page.request.get(
    `${server.baseURL}/preview/enable?sanity-preview-secret=${E2E_PREVIEW_SECRET}&sanity-preview-pathname=${paths.conference.accommodation}`,
    { maxRedirects: 0 },
  )
  expect(enable.status()).toBe(307)
  await page.goto(server.baseURL + paths.conference.accommodation)
  await expect(page.getByText('Preview: drafts shown')).toBeVisible()
  await expect(page.getByText(DRAFT_HOTEL).first()).toBeVisible()
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
  await page.evaluate(() => fetch('/api/health').then((r) => r.status))
  const texts = await cachedTexts(page)
  expect(texts.map((t) => t.url)).toContain(server.baseURL + paths.conference.accommodation)
  for (const { url, text } of texts) {
    expect(url).not.toMatch(/\/(api|checkout|forms|preview)\//)
    expect(text, url).not.toContain(DRAFT_HOTEL)
  }
})

test('an open tab survives a new deploy: the files it was built with still load', async ({
  browser,
}) => {
  // Two copies of the build and four server starts: about a minute on a busy 2-core machine.
  test.setTimeout(180_000)
  const work = path.join(tmpdir(), `amrs-deploy-${process.pid}`)
  const [before, after] = [path.join(work, 'before'), path.join(work, 'after')]
  await copyBuild(path.resolve(process.env.DIST_DIR ?? 'dist'), before)
  await copyBuild(before, after)
  await asNextDeploy(after)
  let deployed = await startDatedServer('2025-12-10T10:30:00Z', undefined, { distDir: before })
  const port = Number(new URL(deployed.baseURL).port)
  try {
    const modes = ['allow', 'block'] as const
    for (const serviceWorkers of modes) {
      const context = await browser.newContext({ serviceWorkers })
      const page = await context.newPage()
      const failed: string[] = []
      page.on('requestfailed', (request) => {
        if (/\/assets\//.test(request.url())) failed.push(request.url())
      })
      page.on('response', (response) => {
        if (
          response.status() >= 400 &&
          /\/assets\//.test(response.url()) &&
          !response.fromServiceWorker()
        )
          failed.push(`${response.status()} ${response.url()}`)
      })
      await page.goto(deployed.baseURL + paths.conference.venue)
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
      if (serviceWorkers === 'allow') {
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
        await page.reload()
        await page.waitForFunction(() => !!navigator.serviceWorker.controller)
      }
      // The next deploy: the files this tab was built with are gone from the server.
      await deployed.stop()
      deployed = await startDatedServer('2025-12-10T10:30:00Z', undefined, { distDir: after, port })
      await page.getByRole('link', { name: 'Programme', exact: true }).first().click()
      await expect(page).toHaveURL(/\/iumrs-icam25\/programme$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Programme', {
        timeout: 20_000,
      })
      // With the worker, the old files come from its store; without it, the page loads afresh.
      if (serviceWorkers === 'allow') expect(failed, 'no failed chunk loads').toEqual([])
      await context.close()
      if (serviceWorkers === modes.at(-1)) break
      // The next round starts from the deploy before again.
      await deployed.stop()
      deployed = await startDatedServer('2025-12-10T10:30:00Z', undefined, {
        distDir: before,
        port,
      })
    }
  } finally {
    await deployed.stop()
  }
})
