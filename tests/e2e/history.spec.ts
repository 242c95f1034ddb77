import type { Locator, Page } from '@playwright/test'
import { paths } from '@amrs/shared/paths'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { expect, test } from './fixtures'

// Back and Forward between the site's pages show the right page with its
// content, with and without the service worker, and keep the scroll position the way browsers
// do. One walk through the route families (the society home, posts, a form page, the conference
// home, the programme, a day, a talk, My programme), by the links a visitor follows (the
// conference home is a new document, as its link opens a new tab), then all the way Back and all
// the way Forward again.

interface Stop {
  path: string | RegExp
  /** The page's main heading. */
  heading: string | RegExp
  /** Something of the page's own content. */
  content: (page: Page) => Locator
  /** Where the visitor was when they left it (Back and Forward return there). */
  scrollY?: number
}

const SOCIETY_NAME = 'African Materials Research Society – University of Ghana Chapter'
const A3_01 = /contributed talk A3-01/

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** A link in the page's navigation, through its menu where the screen is narrow. */
async function navLink(page: Page, nav: string, name: string | RegExp): Promise<Locator> {
  const link = page.getByRole('navigation', { name: nav }).getByRole('link', { name }).first()
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Menu' }).click()
  return link
}

/** The page shows its own heading and content, at the place the visitor left it. */
async function expectAt(page: Page, stop: Stop): Promise<void> {
  const path = typeof stop.path === 'string' ? new RegExp(`${stop.path}$`) : stop.path
  await expect(page).toHaveURL(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stop.heading)
  await expect(stop.content(page).first()).toBeVisible()
  if (stop.scrollY !== undefined)
    await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(stop.scrollY - 2)
  if (stop.scrollY !== undefined)
    await expect.poll(() => scrollY(page)).toBeLessThanOrEqual(stop.scrollY + 2)
}

async function walk(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 })
  const stops: Stop[] = []
  const arrive = async (stop: Stop) => {
    await expectAt(page, stop)
    stops.push(stop)
  }
  /** Leaves the page by a link, noting where the visitor was (the link scrolled into view). */
  const leaveBy = async (link: Locator | Promise<Locator>) => {
    const target = await link
    await target.scrollIntoViewIfNeeded()
    // The site notes the position on the frame after a scroll.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))))
    stops.at(-1)!.scrollY = await scrollY(page)
    await target.click()
  }

  await page.goto(paths.home)
  await arrive({
    path: paths.home,
    heading: SOCIETY_NAME,
    content: (p) => p.getByRole('heading', { level: 2 }),
  })
  // The bar's "Newsletter" leads to the news list, which carries the sign-up and a link on to
  // the newsletter's own page.
  await leaveBy(navLink(page, 'Main', 'Newsletter'))
  await arrive({
    path: paths.news,
    heading: 'Newsletter',
    content: (p) => p.getByRole('region', { name: 'Sign up' }),
  })
  await leaveBy(page.getByRole('main').getByRole('link', { name: 'More about the newsletter' }))
  await arrive({
    path: paths.newsletter,
    heading: 'Newsletter',
    content: (p) => p.getByRole('region', { name: 'Sign up' }),
  })
  await leaveBy(page.getByRole('main').getByRole('link', { name: 'Read the news posts' }))
  await arrive({
    path: paths.news,
    heading: 'Newsletter',
    content: (p) => p.getByRole('main').getByRole('link', { name: /sample/i }),
  })
  const post = page
    .getByRole('main')
    .getByRole('link', { name: /sample/i })
    .last()
  const postTitle = (await post.textContent())?.trim() ?? ''
  await leaveBy(post)
  await arrive({
    path: /\/news\/[\w-]+$/,
    heading: postTitle,
    content: (p) => p.getByRole('article'),
  })
  await leaveBy(navLink(page, 'Main', 'Verify Profile'))
  await arrive({
    path: paths.login,
    heading: 'Verify Profile',
    content: (p) => p.getByLabel('Email'),
  })

  // The conference's link opens a new tab: the visitor opens the conference home here instead.
  stops.at(-1)!.scrollY = await scrollY(page)
  await page.goto(paths.conference.home)
  await arrive({
    path: paths.conference.home,
    heading: /^IUMRS-ICAM 2025/,
    content: (p) => p.getByRole('region', { name: 'IUMRS-ICAM 2025' }),
  })
  await leaveBy(navLink(page, 'Conference', 'Programme'))
  await arrive({
    path: programmePaths.programme,
    heading: 'Programme',
    content: (p) => p.getByRole('navigation', { name: 'Programme days' }),
  })
  await leaveBy(
    page
      .getByRole('navigation', { name: 'Programme days' })
      .getByRole('link', { name: /Wed 10 Dec/ }),
  )
  await arrive({
    path: programmePaths.day('2025-12-10'),
    heading: 'Programme',
    content: (p) => p.getByRole('link', { name: A3_01 }),
  })
  // Read on down the day first: the talk is further down.
  await page.mouse.wheel(0, 400)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100)
  await leaveBy(page.getByRole('link', { name: A3_01 }).last())
  await arrive({
    path: programmePaths.talk('a3-01'),
    heading: A3_01,
    content: (p) => p.getByRole('heading', { name: 'Abstract' }),
  })
  await leaveBy(page.getByRole('main').getByRole('link', { name: 'My programme' }))
  await arrive({
    path: programmePaths.mine,
    heading: 'My programme',
    content: (p) => p.getByText('You have not starred any talks yet.'),
  })
  stops.at(-1)!.scrollY = await scrollY(page)
  expect(
    stops.find((stop) => stop.path === programmePaths.day('2025-12-10'))?.scrollY,
  ).toBeGreaterThan(100)

  // All the way Back, then all the way Forward: each page with its heading, content and place.
  for (let i = stops.length - 2; i >= 0; i--) {
    await page.goBack()
    await expectAt(page, stops[i]!)
  }
  for (let i = 1; i < stops.length; i++) {
    await page.goForward()
    await expectAt(page, stops[i]!)
  }
}

test('Back and Forward across the site, at 1280 px', async ({ page }) => {
  await walk(page, 1280)
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('Back and Forward across the site, at 390 px', async ({ page }) => {
    await walk(page, 390)
    // The pages loaded again by Back and Forward came through the worker.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  })
})
