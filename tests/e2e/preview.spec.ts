import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { paths } from '@amrs/shared/paths'
import { useDatedServer } from './dates-server'
import { API_ERROR_STATUS, expect, test } from './fixtures'
import { E2E_LAKE_READ_TOKEN, E2E_PREVIEW_SECRET } from './preview-secrets'
import {
  freePort,
  remoteSeedFile,
  startProductionSite,
  startRemote,
  type Child,
} from './production-servers'
import { e2eWorkDir } from './work-dir'

// Draft preview against a server of its own (its own seed copy: the last test saves a draft in
// it), on 20 October 2025. The seed's drafts: an edited announcement, a changed hotel and a new
// deadline that was never published (studio/seed/production.ndjson, `drafts.` ids).
const server = useDatedServer('2025-10-20T10:00:00Z', { own: true })
const { at } = server
const c = paths.conference

/** The test server's studio (tests/e2e/serve.ts): the only origin that may frame preview. */
const studio = () => `http://localhost:${new URL(at('/')).port}`
const DRAFT_ANNOUNCEMENT = 'Abstract submission extended to 7 November'
const PUBLISHED_ANNOUNCEMENT = 'Abstract submission extended'
const DRAFT_HOTEL = 'Sample hotel 1: conference rate agreed'
const NEW_DEADLINE = 'Camera-ready papers for the proceedings'
/** Characters stega encoding hides in text (@vercel/stega's alphabet). */
const STEGA = /[\u200B-\u200D\u2060-\u2064\uFEFF]/

const enableUrl = (pathname: string, secret = E2E_PREVIEW_SECRET) =>
  at(
    `/preview/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(pathname)}`,
  )

/** A page opened outside the fixture's `page` waits for hydration itself (fixtures.ts). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
}

async function openBell(page: Page) {
  await page.getByRole('button', { name: /^Announcements \(\d+\)$/ }).click()
}

/**
 * Everything the browser received in a context: every response's headers and body, and every
 * message of its event streams (read through the DevTools protocol: an open stream has no end
 * to wait for).
 */
function recordAnswers(context: BrowserContext) {
  const bodies: Array<Promise<string>> = []
  const streams: string[] = []
  context.on('response', (response) => {
    const headers = JSON.stringify(response.headers())
    if (response.headers()['content-type']?.includes('text/event-stream')) {
      bodies.push(Promise.resolve(`${response.url()} ${headers}`))
      return
    }
    bodies.push(
      response
        .body()
        .then((body) => `${response.url()} ${headers} ${body.toString('latin1')}`)
        .catch(() => `${response.url()} ${headers}`),
    )
  })
  return {
    async watchStreams(page: Page) {
      const cdp = await context.newCDPSession(page)
      cdp.on('Network.eventSourceMessageReceived', (event) => streams.push(event.data))
      await cdp.send('Network.enable')
    },
    async all() {
      return { bodies: await Promise.all(bodies), streams }
    },
  }
}

test('a wrong or missing secret is refused (401) and sets no cookie', async ({ browser }) => {
  const context = await browser.newContext()
  try {
    for (const url of [at('/preview/enable'), enableUrl(c.home, 'not-the-secret-at-all')]) {
      const response = await context.request.get(url, { maxRedirects: 0 })
      expect(response.status(), url).toBe(401)
      expect(response.headers()['set-cookie'], url).toBeUndefined()
    }
    expect(await context.cookies()).toEqual([])
  } finally {
    await context.close()
  }
})

test('preview shows the drafts, marked for click-to-edit, while visitors see the published text; turning it off restores them', async ({
  browser,
  page: visitor,
}) => {
  const context = await browser.newContext()
  const answers = recordAnswers(context)
  const editor = await context.newPage()
  await answers.watchStreams(editor)
  try {
    // The studio's enable URL: the secret, then the page asked for.
    const live = editor.waitForResponse((r) => /\/preview\/api\/.*\/live\/events\//.test(r.url()))
    await editor.goto(enableUrl(c.home))
    await hydrated(editor)
    expect(new URL(editor.url()).pathname).toBe(c.home)
    await expect(editor.getByRole('region', { name: 'Preview' })).toContainText(
      'Preview: drafts shown',
    )
    const [cookie] = await context.cookies()
    expect(cookie).toMatchObject({ name: 'amrs_preview', httpOnly: true })
    // In a tab of its own the page looks as visitors will see it: no overlays.
    await expect(editor.locator('sanity-visual-editing')).toHaveCount(0)

    await openBell(editor)
    const title = editor.getByRole('heading', { name: DRAFT_ANNOUNCEMENT })
    await expect(title).toBeVisible()
    const mark = (await title.getAttribute('data-sanity')) ?? ''
    expect(mark).toContain('id=announcement-abstract-extension')
    expect(mark).toContain('type=announcement')
    expect(mark).toContain('path=title')
    await expect(
      editor.getByRole('region', { name: 'Important deadlines' }).getByText(NEW_DEADLINE),
    ).toBeVisible()

    // A visitor at the same moment: the published text, no marks, no hidden characters.
    await visitor.goto(at(c.home))
    await expect(visitor.getByRole('region', { name: 'Preview' })).toHaveCount(0)
    await openBell(visitor)
    await expect(
      visitor.getByRole('heading', { name: PUBLISHED_ANNOUNCEMENT, exact: true }),
    ).toBeVisible()
    await expect(visitor.getByText(DRAFT_ANNOUNCEMENT)).toHaveCount(0)
    await expect(visitor.getByText(NEW_DEADLINE)).toHaveCount(0)
    expect(await visitor.locator('[data-sanity]').count()).toBe(0)
    const publicHtml = await (await visitor.request.get(at(c.home))).text()
    expect(publicHtml).not.toContain('data-sanity')
    expect(publicHtml).not.toMatch(STEGA)
    expect(await visitor.locator('body').innerText()).not.toMatch(STEGA)

    // The accommodation page, reached inside the app: drafts through the server's preview API.
    await live
    await editor.getByRole('button', { name: 'Other' }).click()
    await editor.getByRole('link', { name: 'Accommodation' }).click()
    await expect(editor.getByRole('heading', { name: DRAFT_HOTEL })).toBeVisible()
    await visitor.goto(at(c.accommodation))
    const published = await server.lake<string>('*[_id == "hotel-1"][0].name')
    await expect(visitor.getByRole('heading', { name: published, exact: true })).toBeVisible()
    await expect(visitor.getByText(DRAFT_HOTEL)).toHaveCount(0)

    // No response the editor's browser received carries the read token.
    const { bodies, streams } = await answers.all()
    expect(bodies.length).toBeGreaterThan(10)
    expect(streams.length).toBeGreaterThan(0)
    for (const text of [...bodies, ...streams]) expect(text).not.toContain(E2E_LAKE_READ_TOKEN)

    // Off: the published page, and the cookie is gone.
    await editor.getByRole('button', { name: 'Turn preview off' }).click()
    await editor.waitForURL(at(c.accommodation))
    await hydrated(editor)
    await expect(editor.getByRole('region', { name: 'Preview' })).toHaveCount(0)
    await expect(editor).toHaveURL(at(c.accommodation))
    await expect(editor.getByRole('heading', { name: published, exact: true })).toBeVisible()
    await expect(editor.getByText(DRAFT_HOTEL)).toHaveCount(0)
    expect(await context.cookies()).toEqual([])
  } finally {
    await context.close()
  }
})

test('the studio may frame a preview answer; nobody may frame a public one', async ({
  page,
  request,
  allowPageErrors,
}) => {
  const visitor = await request.get(at(c.accommodation))
  expect(visitor.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(visitor.headers()['x-frame-options']).toBe('DENY')
  const preview = await request.get(enableUrl(c.accommodation))
  expect(preview.headers()['content-security-policy']).toContain(`frame-ancestors ${studio()};`)
  expect(preview.headers()['x-frame-options']).toBeUndefined()
  expect(preview.headers()['cache-control']).toContain('no-store')

  // The studio's page (Presentation) framing the site, as a real cross-site iframe: the public
  // page is refused; preview loads inside it, its cookie included.
  const framing = (url: string) =>
    `${studio()}/__test/studio?path=${encodeURIComponent(url.slice(at('').length))}`
  const refusal = /Framing '.*' violates .*directive: "frame-ancestors 'none'"/
  allowPageErrors(refusal)
  const refused = page.waitForEvent('console', (m) => refusal.test(m.text()))
  await page.goto(framing(at(c.accommodation)), { waitUntil: 'load' })
  await refused
  const frameUrl = () =>
    page
      .frames()
      .find((f) => f !== page.mainFrame())
      ?.url()
  // Chromium shows its own error page in place of a refused frame.
  await expect.poll(frameUrl).toMatch(/^chrome-error:/)
  await expect(page.frameLocator('iframe').getByText('Recommended hotels')).toHaveCount(0)

  await page.goto(framing(enableUrl(c.accommodation)), { waitUntil: 'load' })
  const framed = page.frameLocator('iframe')
  await expect(framed.getByRole('heading', { name: DRAFT_HOTEL })).toBeVisible()
  await expect(framed.getByText('Preview: drafts shown')).toBeVisible()
  // Inside the studio's frame, the click-to-edit overlays start.
  await expect(framed.locator('sanity-visual-editing')).toHaveCount(1)
})

test('a draft saved while preview is open shows without a reload', async ({ page }) => {
  const live = page.waitForResponse((r) => /\/preview\/api\/.*\/live\/events\//.test(r.url()))
  await page.goto(enableUrl(c.accommodation))
  await expect(page.getByRole('heading', { name: DRAFT_HOTEL })).toBeVisible()
  await live
  const file = path.join(e2eWorkDir(new URL(at('/')).port), 'seed', 'production.ndjson')
  const original = readFileSync(file, 'utf8')
  const saved = `Sample hotel 1: rate agreed, saved ${Date.now()}`
  writeFileSync(file, original.replace(`"name":"${DRAFT_HOTEL}"`, `"name":"${saved}"`))
  try {
    await expect(page.getByRole('heading', { name: saved })).toBeVisible({ timeout: 5000 })
  } finally {
    writeFileSync(file, original)
  }
})

test.describe('production mode: preview from the project, turned on by the studio’s handshake', () => {
  // A local-mode server plays the Sanity project (its lake takes the read token); the site runs in
  // production mode with that token and no PREVIEW_SECRET. JavaScript is off: the site's build
  // points the browser at local lake routes, which production mode does not serve.
  test.use({ javaScriptEnabled: false })
  let remote: Child | undefined
  let site: Child | undefined
  let remotePort = 0
  let sitePort = 0
  const onSite = (pathname: string) => `http://127.0.0.1:${sitePort}${pathname}`

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    ;[remotePort, sitePort] = [await freePort(), await freePort()]
    remote = await startRemote(remotePort, `http://127.0.0.1:${sitePort}`)
    site = await startProductionSite(sitePort, remotePort, {
      SANITY_API_READ_TOKEN: E2E_LAKE_READ_TOKEN,
    })
  })
  test.afterAll(async () => {
    await site?.stop()
    await remote?.stop()
  })

  test('the secret the studio stored in the project turns preview on; drafts through the project', async ({
    page,
    allowPageErrors,
  }) => {
    // Image URLs lead to the project's files, which the site itself does not serve.
    allowPageErrors(API_ERROR_STATUS)
    expect(site?.output().split('\n')[0]).toContain('preview on')
    // What the Presentation tool does before it opens the enable URL: a short-lived secret,
    // stored as a private (drafts.) document of the project.
    const secret = `studio-secret-${Date.now()}`
    const file = remoteSeedFile(remotePort)
    const doc = {
      _id: `drafts.${secret}`,
      _type: 'sanity.previewUrlSecret',
      _updatedAt: new Date().toISOString(),
      secret,
      source: 'presentation',
      studioUrl: 'http://localhost:3333',
    }
    writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n${JSON.stringify(doc)}\n`)
    const enable = onSite(
      `/preview/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(c.accommodation)}`,
    )
    // (Plain fetches: no cookie jar to keep what they are answered.)
    await expect
      .poll(async () => (await fetch(enable, { redirect: 'manual' })).status, { timeout: 10_000 })
      .toBe(307)
    expect((await fetch(onSite('/preview/enable?sanity-preview-secret=guess'))).status).toBe(401)

    await page.goto(enable)
    await expect(page.getByRole('heading', { name: DRAFT_HOTEL })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible()
    const query = encodeURIComponent('*[_id == "hotel-1"][0].name')
    const answer = await page.request.get(
      onSite(`/preview/api/v2025-01-01/data/query/production?query=${query}`),
    )
    const text = await answer.text()
    expect(JSON.parse(text)).toMatchObject({ result: DRAFT_HOTEL })
    expect(text + JSON.stringify(answer.headers())).not.toContain(E2E_LAKE_READ_TOKEN)

    const visitor = await fetch(onSite(c.accommodation))
    expect(await visitor.text()).not.toContain(DRAFT_HOTEL)
  })
})

// Still to come with the offline work (a service worker): after a preview session, its caches
// hold no draft text. Preview answers are `Cache-Control: private, no-store` with `X-Preview`,
// and the preview routes live under /preview/: the worker must store none of them.
