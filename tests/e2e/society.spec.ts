import { paths } from '@amrs/shared/paths'
import { expect, expectAxeClean, test, API_ERROR_STATUS } from './fixtures'

const activeDot = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /^Go to slide \d$/ }).and(page.locator('[aria-current="true"]'))

test.describe('society home', () => {
  test('content, links and navigation bar', async ({ page, pageErrors }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(paths.home)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /African Materials Research Society/,
    )
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(page.getByRole('link', { name: /AMRS-UG home/ })).toHaveAttribute('href', '/')
    // The news list, as the specification says (docs/decisions/0062).
    await expect(nav.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', paths.news)
    const conference = nav.getByRole('link', { name: /IUMRS-ICAM2025/ })
    await expect(conference).toHaveAttribute('href', paths.conference.home)
    await expect(conference).toHaveAttribute('target', '_blank')
    const donations = nav.getByRole('link', { name: /Donations/ })
    await expect(donations).toHaveAttribute('href', /^https:\/\//)
    await expect(donations).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(nav.getByRole('link', { name: 'Verify Profile' })).toHaveAttribute(
      'href',
      paths.login,
    )
    await expect(nav.getByRole('link', { name: 'Submit Profile' })).toHaveAttribute(
      'href',
      paths.signup,
    )

    // Sections top to bottom, text from the content lake; the conference strip (beyond the
    // spec) under the hero.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
    expect(headings.slice(0, 8)).toEqual([
      'IUMRS-ICAM 2025',
      'One Society, Infinite Possibilities',
      'A word from our Chief Patron',
      'Why Materials Research?',
      'Connect with us.',
      'Subscribe to our newsletter',
      'FAQS',
      'Our African Materials and Research Society.',
    ])
    for (const card of ['Academic excellence', 'Extended impact', 'Research advancements'])
      await expect(page.getByRole('heading', { name: card })).toBeVisible()
    for (const bullet of [
      'Innovate with Advance Materials',
      'Enhance Product Durability',
      'Sustainable Solutions',
      'Research-backed Progress',
    ])
      await expect(page.getByText(bullet)).toBeVisible()
    await expect(page.getByText(/occasional e-mails/).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      paths.signup,
    )
    await expect(page.getByRole('link', { name: 'JOIN AMRS' })).toHaveAttribute(
      'href',
      paths.signup,
    )
    await expect(page.getByRole('link', { name: 'Read Post' })).toHaveAttribute('href', paths.blog)
    await expect(page.getByRole('link', { name: 'Become a Member' })).toHaveAttribute(
      'href',
      paths.signup,
    )
    await page.getByRole('link', { name: 'Read More...' }).click()
    await expect(page).toHaveURL(paths.chiefPatron)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chief Patron, AMRS-UG')
    await expect(page.getByRole('heading', { name: 'Welcome address' })).toBeVisible()
    expect(pageErrors).toEqual([])
  })

  test('hero slideshow: 4 slides from the CMS, advances every 4 s, wraps, dots, hover/focus pause and pause button', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto(paths.home)
    const carousel = page.getByRole('region', { name: 'Highlights' })
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(carousel.getByRole('button', { name: /^Go to slide/ })).toHaveCount(4)
    await expect(carousel.getByRole('group', { name: '1 of 4' }).getByRole('img')).toHaveAttribute(
      'alt',
      'Illustration of a cubic crystal lattice',
    )
    await page.clock.pauseAt(Date.now() + 1000)
    const outside = page.getByRole('link', { name: 'JOIN AMRS' })
    // Keyboard only (no hover): pick a slide, then leave the carousel so its timer restarts now.
    const choose = async (name: string) => {
      await carousel.getByRole('button', { name }).focus()
      await page.keyboard.press('Enter')
      await outside.focus()
    }
    await choose('Go to slide 1')
    await expect(activeDot(page)).toHaveAccessibleName('Go to slide 1')
    await page.clock.runFor(3900)
    await expect(activeDot(page)).toHaveAccessibleName('Go to slide 1')
    await page.clock.runFor(200)
    await expect(activeDot(page)).toHaveAccessibleName('Go to slide 2')
    await expect(carousel.getByRole('group', { name: '2 of 4' })).toBeVisible()
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toHaveCount(0) // hidden from assistive tech

    // A dot selects a slide directly; the fourth wraps to the first.
    await choose('Go to slide 4')
    await expect(activeDot(page)).toHaveAccessibleName('Go to slide 4')
    await page.clock.runFor(4100)
    await expect(activeDot(page)).toHaveAccessibleName('Go to slide 1')

    // Focus within and hover hold it still.
    await carousel.getByRole('button', { name: 'Go to slide 2' }).focus()
    await page.clock.runFor(9000)
    await expect(activeDot(page)).toHaveAccessibleName('Go to slide 1')
    await outside.focus()
    await carousel.hover({ position: { x: 200, y: 300 } })
    await page.clock.runFor(9000)
    await expect(activeDot(page)).toHaveAccessibleName('Go to slide 1')
    await page.mouse.move(1, 1)
    await page.getByRole('contentinfo').hover()
    await page.clock.runFor(4100)
    await expect(activeDot(page)).toHaveAccessibleName('Go to slide 2')

    // The visible Pause/Play button.
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click()
    await outside.focus()
    await page.getByRole('contentinfo').hover()
    await page.clock.runFor(12000)
    await expect(activeDot(page)).toHaveAccessibleName('Go to slide 2')
    await carousel.getByRole('button', { name: 'Play slideshow' }).click()
    await outside.focus()
    await page.getByRole('contentinfo').hover()
    await page.clock.runFor(4100)
    await expect(activeDot(page)).toHaveAccessibleName('Go to slide 3')
  })

  test('reduced motion: the slideshow does not auto-advance', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto(paths.home)
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await page.clock.runFor(9000)
    await expect(activeDot(page)).toHaveAccessibleName('Go to slide 1')
  })

  test('FAQ accordion works by keyboard', async ({ page }) => {
    await page.goto(paths.home)
    const faq = page.getByRole('region', { name: 'FAQS' })
    const questions = faq.locator('summary')
    await expect(questions).toHaveCount(7)
    const answer = faq.getByText(/promotes membership and materials research among students/)
    await expect(answer).toBeHidden()
    await questions.first().focus()
    await page.keyboard.press('Enter')
    await expect(answer).toBeVisible()
    await page.keyboard.press('Space')
    await expect(answer).toBeHidden()
    await page.keyboard.press('Tab')
    await expect(questions.nth(1)).toBeFocused()
  })

  test('newsletter stores an address once and reports what happened', async ({
    page,
    request,
    allowPageErrors,
  }) => {
    allowPageErrors(API_ERROR_STATUS) // the API's error answers, which this test provokes
    await page.goto(paths.home)
    const box = page.getByRole('region', { name: 'Subscribe to our newsletter' })
    const email = `reader-${Date.now()}@example.com`
    const input = box.getByLabel('Email address')
    await expect(input).toHaveAttribute('type', 'email')
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await expect(box.getByRole('alert')).toHaveText('Enter your email address to subscribe.')
    await input.fill('reader@nowhere')
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await expect(box.getByRole('alert')).toContainText('valid email')
    await input.fill(email)
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await expect(box.getByRole('status')).toHaveText(
      `Check your inbox to confirm: if ${email} is not subscribed yet, we have sent it a link.`,
    )
    const stored = (await (await request.get('/__test/membership/newsletter')).json()) as {
      email: string
    }[]
    expect(stored.map((s) => s.email)).toContain(email)
    await expectAxeClean(page)
    await input.fill(email.toUpperCase())
    await box.getByRole('button', { name: 'Subscribe' }).click()
    // The same answer: the site never says whether an address was there.
    await expect(box.getByRole('status')).toHaveText(
      `Check your inbox to confirm: if ${email} is not subscribed yet, we have sent it a link.`,
    )
    const again = (await (await request.get('/__test/membership/newsletter')).json()) as {
      email: string
    }[]
    expect(again.filter((s) => s.email === email)).toHaveLength(1)
  })

  test('back-to-top appears beyond 95% of the viewport height and scrolls to the top', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(paths.home)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const button = page.getByRole('button', { name: 'Back to top' })
    await page.evaluate(() => window.scrollTo(0, 700))
    await page.waitForTimeout(100)
    await expect(button).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 800))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toHaveCount(0)
  })

  test('content service unreachable: a page whose content must be fetched says so instead of loading forever', async ({
    page,
    allowPageErrors,
  }) => {
    allowPageErrors(API_ERROR_STATUS) // the content service's 500s, which this test provokes
    // Pages arrive with their content; the one the visitor moves on to in the browser is fetched.
    await page.goto(paths.news)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter')
    // A 500 (not a dropped connection, which the Sanity client retries with back-off) keeps it quick.
    await page.route('**/data/query/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
    )
    await page
      .getByRole('link', { name: /AMRS-UG home/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AMRS-UG')
    await expect(page.getByRole('alert')).toHaveText(
      'This page could not be loaded. Please try again later.',
    )
    await expect(page.getByText('Loading…')).toHaveCount(0)
    await expectAxeClean(page)
  })

  test('terms of use', async ({ page }) => {
    await page.goto(paths.termsOfUse)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions')
    await expect(page.getByText('Last updated 25 February 2025')).toBeVisible()
    await expect(page.getByText(/18 years old/)).toBeVisible()
  })
})

test.describe('society layout at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('mobile menu opens full-screen, locks scroll, closes with Escape and on link activation', async ({
    page,
  }) => {
    await page.goto(paths.home)
    const button = page.getByRole('button', { name: 'Menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const nav = page.getByRole('navigation', { name: 'Main', includeHidden: true })
    await expect(nav.getByRole('link', { name: 'Newsletter', includeHidden: true })).toBeHidden()
    await expect(button).toHaveAttribute('aria-controls', (await nav.getAttribute('id'))!)
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Newsletter' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Submit Profile' })).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    )
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(150)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expectAxeClean(page)
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    )

    // A new-tab link closes the menu too and gives focus back to the button.
    await button.click()
    const [conferenceTab] = await Promise.all([
      page.context().waitForEvent('page'),
      nav.getByRole('link', { name: /IUMRS-ICAM2025/ }).click(),
    ])
    await conferenceTab.close()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()

    await button.click()
    await nav.getByRole('link', { name: 'Newsletter' }).click()
    await expect(page).toHaveURL(paths.news)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Newsletter', includeHidden: true })).toBeHidden()
  })

  test('footer groups are toggles; legal and social links have names', async ({ page }) => {
    await page.goto(paths.termsOfUse)
    const footer = page.getByRole('contentinfo')
    const groups = [
      'Meetings & Events',
      'Publications & News',
      'Programs & Outreaches',
      'About AMRS',
    ]
    for (const name of groups)
      await expect(footer.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false')
    await expect(footer.getByRole('link', { name: 'Conferences' })).toBeHidden()
    await footer.getByRole('button', { name: 'Meetings & Events' }).click()
    await expect(footer.getByRole('button', { name: 'Meetings & Events' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(footer.getByRole('link', { name: 'Conferences' })).toHaveAttribute(
      'href',
      paths.conference.home,
    )
    await expect(footer.getByRole('link', { name: 'Workshops' })).toHaveAttribute(
      'href',
      paths.conference.winterSchool,
    )
    await expectAxeClean(page, 'footer')
    await footer.getByRole('button', { name: 'Meetings & Events' }).click()
    await expect(footer.getByRole('link', { name: 'Conferences' })).toBeHidden()

    const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link')
    await expect(social).toHaveCount(3)
    await expect(social.first()).toHaveAttribute('href', '/')
    await expect(social.nth(0)).toHaveAccessibleName('AMRS-UG on X')
    await expect(social.nth(1)).toHaveAccessibleName('AMRS-UG on Instagram')
    await expect(social.nth(2)).toHaveAccessibleName('LinkedIn')
    await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      paths.termsOfUse,
    )
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      paths.privacyPolicy,
    )
    await expect(footer.getByText(/© 2023/)).toBeVisible()
  })

  test('footer groups are plain headings at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(paths.termsOfUse)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('heading', { name: 'About AMRS' })).toBeVisible()
    await expect(footer.getByRole('button', { name: 'About AMRS' })).toHaveCount(0)
    await expect(footer.getByRole('link', { name: 'Who we are' })).toBeVisible()
  })
})
