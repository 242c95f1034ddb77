import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type { ClientErrorReport } from '@amrs/shared/client-errors'
import { paths } from '@amrs/shared/paths'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { HEADLESS_FLAGS, resolveChromium } from '#scripts/chromium'
import { expect, test } from './fixtures'

// No client error ever leaves a blank page (docs/decisions/0057).
//
// The blank page was the root layout's scroll effect returning `window.scrollTo(…)`. Where scroll
// methods return a promise (CSSOM View's newer definition; Chromium's `ProgrammaticScrollPromise`,
// on with --enable-experimental-web-platform-features), React kept the promise as the effect's
// cleanup and called it at the next navigation: "TypeError: l is not a function", in a layout
// effect above every error boundary, so React removed the whole page. It took Back to a page whose
// scroll position had been saved (a scroll on it before leaving), then any link.

const wednesday = programmePaths.day('2025-12-10')

const chromium = await resolveChromium()
const scrollPromises = {
  executablePath: chromium.executablePath,
  args: [
    ...HEADLESS_FLAGS,
    '--disable-quic',
    '--no-first-run',
    '--enable-blink-features=ProgrammaticScrollPromise',
  ],
  env: { ...process.env, ...chromium.env },
}

// Every test here runs in such a browser (the other pages behave the same in it).
test.use({ launchOptions: scrollPromises })

const reports = async (page: Page): Promise<ClientErrorReport[]> =>
  (await page.request.get('/__test/client-errors')).json() as Promise<ClientErrorReport[]>

/** The day page's sessions (its heading, for screen readers, names the day). */
const sessionsOf = (page: Page, day: string) =>
  page.getByRole('heading', { level: 2, name: `Sessions on ${day}` })

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText.trim())

test.describe('the programme, Back, then a link', () => {
  // Each test is a fresh browser context; each round saves a scroll position before leaving.
  for (const width of [390, 1280])
    for (const round of [1, 2])
      test(`${width} px, round ${round}: Wed 10 Dec, a talk, Back, My programme`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(programmePaths.programme)
        expect(
          await page.evaluate(() => (window.scrollTo(0, 0) as unknown) instanceof Promise),
        ).toBe(true)
        await page
          .getByRole('navigation', { name: 'Programme days' })
          .getByRole('link', { name: /Wed 10 Dec/ })
          .click()
        await expect(page).toHaveURL(wednesday)
        await expect(sessionsOf(page, 'Wednesday 10 December')).toBeAttached()

        const talk = page.getByRole('link', { name: /contributed talk A3-01/ }).first()
        await talk.scrollIntoViewIfNeeded()
        const scrollY = () => page.evaluate(() => window.scrollY)
        const before = await scrollY()
        await page.mouse.wheel(0, 300)
        await expect.poll(scrollY).toBeGreaterThan(before)
        // The wheel's scroll may still be moving: the position to come back to is where it rests
        // (two reads in a row agree), not the first one past the start.
        let scrolled = -1
        await expect
          .poll(async () => {
            const y = await scrollY()
            const resting = y === scrolled
            scrolled = y
            return resting
          })
          .toBe(true)
        expect(scrolled).toBeGreaterThan(200)
        await talk.click()
        await expect(page.getByRole('heading', { level: 1 })).toContainText('A3-01')

        await page.goBack()
        await expect(page).toHaveURL(wednesday)
        await expect(sessionsOf(page, 'Wednesday 10 December')).toBeAttached()
        // Back returns to where the visitor was, as browsers do between documents.
        await expect.poll(scrollY).toBe(scrolled)

        await page.getByRole('link', { name: 'My programme' }).first().click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('My programme')
        await expect(page.getByRole('banner')).toBeVisible()
        expect(await bodyText(page)).toContain('My programme')
        // The fixture fails the test on any page error (the old TypeError among them).
      })
})

/** The route module's built file (the Vite manifest's entry for src/routes/<module>.tsx). */
function routeChunk(module: string): string {
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist')
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>
  const chunk = manifest[`src/routes/${module}.tsx`]
  if (!chunk) throw new Error(`No built chunk for src/routes/${module}.tsx`)
  return `/${chunk.file}`
}

test('a page that throws: the layout stays, the page says so, the server logs one report', async ({
  page,
  allowPageErrors,
}) => {
  const message = `Test page failure ${Date.now()}`
  allowPageErrors(new RegExp(message))
  // The privacy page's module, as this browser receives it, throws when it renders: no test code
  // in the site, only in what this one browser is sent.
  await page.route(`**${routeChunk('privacy-policy')}`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `export function Component() { throw new Error(${JSON.stringify(message)}) }`,
    }),
  )
  await page.goto(paths.home)
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /privacy/i })
    .first()
    .click()
  await expect(page).toHaveURL(paths.privacyPolicy)
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page could not be shown' }),
  ).toBeVisible()
  await expect(page.getByText('Something went wrong while showing this page.')).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()

  await expect
    .poll(async () => (await reports(page)).filter((r) => r.message.includes(message)))
    .toEqual([
      expect.objectContaining({
        message: `Error: ${message}`,
        routeId: 'privacy-policy',
        buildId: expect.stringMatching(/^index-[\w-]+$/),
      }),
    ])
})

test('an error outside the pages (the navigation effects) leaves the page standing', async ({
  page,
  allowPageErrors,
}) => {
  const message = `Test scroll failure ${Date.now()}`
  allowPageErrors(new RegExp(message))
  await page.addInitScript((text) => {
    window.scrollTo = () => {
      throw new TypeError(text)
    }
  }, message)
  await page.goto(programmePaths.programme)
  await page.getByRole('link', { name: 'My programme' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My programme')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect
    .poll(async () => (await reports(page)).filter((r) => r.message.includes(message)))
    .toEqual([
      expect.objectContaining({ message: `TypeError: ${message}`, routeId: 'programme-mine' }),
    ])
})
