import type { Locator, Page, TestInfo } from '@playwright/test'
import { paths } from '@amrs/shared/paths'
import { useDatedServer } from './dates-server'
import { expect, test } from './fixtures'

// Each visual polish item checked by its geometry at 390 and 1280 px, with a
// screenshot attached to the report. The registration form is open only before the
// conference, so those checks use a server whose clock stands at 20 October 2025.
const c = paths.conference
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const

const before = useDatedServer('2025-10-20T10:00:00Z')

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error('element has no box (not visible)')
  return b
}

/** A screenshot kept in the test's output folder and attached to the report, to look at. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

for (const size of sizes) {
  test.describe(`${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('a short society page: the footer ends the page, no strip below it', async ({
      page,
    }, testInfo) => {
      await page.goto(paths.news)
      const footer = page.getByRole('contentinfo')
      await expect(footer).toBeVisible()
      const f = await box(footer)
      const { scrollHeight, innerHeight } = await page.evaluate(() => ({
        scrollHeight: document.documentElement.scrollHeight,
        innerHeight: window.innerHeight,
      }))
      expect(scrollHeight).toBeGreaterThanOrEqual(innerHeight)
      // page coordinates: the footer's bottom is the document's bottom
      const scrollY = await page.evaluate(() => window.scrollY)
      expect(Math.abs(f.y + scrollY + f.height - scrollHeight)).toBeLessThanOrEqual(1)
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await shot(page, testInfo, `news-footer-${size.width}`)
    })

    test('society home: the hero artwork starts below the navigation buttons', async ({
      page,
    }, testInfo) => {
      await page.goto(paths.home)
      const banner = page.getByRole('banner')
      const button =
        size.width < 800
          ? banner.getByRole('button', { name: 'Menu' })
          : banner.getByRole('link', { name: 'Verify Profile' })
      const b = await box(button)
      const art = page.getByRole('region', { name: 'Highlights' }).getByRole('img').first()
      const a = await box(art)
      expect(a.y).toBeGreaterThanOrEqual(b.y + b.height)
      await shot(page, testInfo, `society-hero-${size.width}`)
    })

    test('"Why Materials Research?": every card starts its text at the same height', async ({
      page,
    }, testInfo) => {
      await page.goto(paths.home)
      const section = page.getByRole('region', { name: 'Why Materials Research?' })
      const cards = section.getByRole('listitem')
      await expect(cards).toHaveCount(4)
      await section.scrollIntoViewIfNeeded()
      const offsets: number[] = []
      for (let i = 0; i < 4; i++) {
        const card = await box(cards.nth(i))
        const text = await box(cards.nth(i).locator('span').last())
        offsets.push(Math.round(text.y - card.y))
      }
      expect(new Set(offsets).size, `text offsets ${offsets.join(', ')}`).toBe(1)
      await shot(page, testInfo, `why-cards-${size.width}`)
    })

    test('"Emails do not match!": the email fields keep their size and line', async ({
      page,
    }, testInfo) => {
      await page.goto(before.at(c.registration))
      const email = page.getByRole('textbox', { name: 'Email', exact: true })
      const confirm = page.getByRole('textbox', { name: 'Confirm email' })
      const first = page.getByRole('textbox', { name: 'First name' })
      await email.fill('ama@example.com')
      await confirm.fill('ama@example.org')
      await page.getByRole('button', { name: 'Submit' }).click()
      await expect(page.getByText('Emails do not match!').first()).toBeVisible()
      const [e, cf, fn] = [await box(email), await box(confirm), await box(first)]
      expect(Math.abs(e.height - fn.height)).toBeLessThanOrEqual(1)
      expect(Math.abs(cf.height - e.height)).toBeLessThanOrEqual(2) // the invalid border is 2 px
      if (size.width >= 720) expect(Math.abs(e.y - cf.y)).toBeLessThanOrEqual(1)
      await confirm.scrollIntoViewIfNeeded()
      await shot(page, testInfo, `emails-${size.width}`)
    })

    test('registration form: fills the width, abstract drop zone works by keyboard', async ({
      page,
    }, testInfo) => {
      await page.goto(before.at(c.registration))
      // Listening long before Enter: Playwright turns on catching the file chooser without
      // waiting for the browser's answer, and an Enter that came first (on a busy machine)
      // opened a chooser no test could see.
      const chooserOpens = page.waitForEvent('filechooser')
      const form = page.getByRole('button', { name: 'Submit' })
      await expect(form).toBeVisible()
      expect(await noSideScroll(page)).toBe(true)
      const aside = page.getByRole('complementary', { name: 'Good to know' })
      const a = await box(aside)
      const container = Math.min(size.width - 32, 72 * 16)
      const right = (size.width + container) / 2
      expect(a.x + a.width).toBeGreaterThanOrEqual(right - 1)
      if (size.width >= 1100) {
        const first = await box(page.getByRole('group', { name: 'Registration', exact: true }))
        expect(a.x).toBeGreaterThan(first.x + first.width) // beside the form, not below it
      }
      const input = page.getByLabel(/Abstract file/)
      await expect(input).toHaveAccessibleName(/Choose a PDF, DOC or DOCX file, or drag it here/)
      await input.focus()
      await page.keyboard.press('Enter')
      const chooser = await chooserOpens
      await chooser.setFiles({
        name: 'my abstract.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      })
      await expect(input).toHaveAccessibleName(/my abstract\.pdf \(1 KB\)/)
      await expect(page.getByRole('button', { name: 'Remove abstract' })).toBeVisible()
      await page.getByText('my abstract.pdf').scrollIntoViewIfNeeded()
      await shot(page, testInfo, `registration-${size.width}`)
    })

    test('donations: the form and "How paying works" fill the width', async ({
      page,
    }, testInfo) => {
      await page.goto(paths.paymentDonations)
      const steps = page.getByRole('complementary', { name: 'How paying works' })
      const s = await box(steps)
      const container = Math.min(size.width - 32, 72 * 16)
      expect(s.x + s.width).toBeGreaterThanOrEqual((size.width + container) / 2 - 1)
      expect(await noSideScroll(page)).toBe(true)
      await shot(page, testInfo, `donations-${size.width}`)
    })

    test('conference home: the open bell panel stays inside the viewport', async ({
      page,
    }, testInfo) => {
      await page.goto(c.home)
      await page.getByRole('button', { name: /^Announcements/ }).click()
      const panel = page.getByRole('region', { name: 'Announcements' })
      const p = await box(panel)
      expect(p.x).toBeGreaterThanOrEqual(0)
      expect(p.y).toBeGreaterThanOrEqual(0)
      expect(p.x + p.width).toBeLessThanOrEqual(size.width)
      expect(p.y + p.height).toBeLessThanOrEqual(size.height)
      if (size.width < 600) {
        // a sheet below the sticky header, not a box cutting through the hero's lines
        const header = await box(page.getByRole('banner'))
        expect(p.y).toBeGreaterThanOrEqual(header.y + header.height)
        expect(p.height).toBeGreaterThan(size.height * 0.75)
      }
      const items = panel.getByRole('listitem')
      await expect(items).toHaveCount(5)
      await shot(page, testInfo, `bell-${size.width}`)
      await items.nth(4).scrollIntoViewIfNeeded()
      await expect(items.nth(4)).toBeInViewport()
      await panel.getByRole('button', { name: 'Close announcements' }).click()
      await expect(panel).toBeHidden()
      await expect(page.getByRole('button', { name: /^Announcements/ })).toBeFocused()
    })

    test('fee page: the banquet shows its date once', async ({ page }, testInfo) => {
      await page.goto(c.registrationFee)
      const banquet = page.getByRole('listitem').filter({ hasText: 'Conference banquet' })
      const text = (await banquet.textContent()) ?? ''
      expect(text.match(/10 December/g)).toHaveLength(1)
      await banquet.scrollIntoViewIfNeeded()
      await shot(page, testInfo, `banquet-${size.width}`)
    })

    test('fee table: the period that applies today is marked, the table fits the screen', async ({
      page,
    }, testInfo) => {
      await page.goto(before.at(c.registrationFee))
      const region = page.getByRole('region', { name: 'Registration fee table' })
      await expect(region.getByRole('rowheader', { name: /^Regular/ })).toContainText(
        'Applies today',
      )
      expect(
        await region.evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
        'the fee table has no sideways scroll',
      ).toBe(true)
      await region.scrollIntoViewIfNeeded()
      await shot(page, testInfo, `fees-${size.width}`)
    })

    test('payment: the two cards are equally tall side by side', async ({ page }, testInfo) => {
      await page.goto(c.payment)
      const fee = page
        .getByRole('region', { name: 'Pay your registration fee' })
        .or(page.getByRole('form', { name: 'Pay your registration fee' }))
      const other = page.getByRole('region', { name: 'Other payments' })
      const [f, o] = [await box(fee), await box(other)]
      if (size.width >= 880) {
        expect(Math.abs(f.height - o.height)).toBeLessThanOrEqual(1)
        expect(Math.abs(f.y - o.y)).toBeLessThanOrEqual(1)
      }
      expect(await noSideScroll(page)).toBe(true)
      await shot(page, testInfo, `payment-${size.width}`)
    })

    test('winter school: the schedule never scrolls sideways (cards on a phone)', async ({
      page,
    }, testInfo) => {
      await page.goto(c.winterSchool)
      const cards = page.getByRole('list', { name: /^Schedule: Day 1/ })
      const table = page.getByRole('region', { name: /^Schedule: Day 1/ })
      if (size.width < 600) {
        await expect(cards).toBeVisible()
        await expect(table).toBeHidden()
        await expect(cards.getByRole('listitem').first()).toContainText('08:30')
      } else {
        await expect(table).toBeVisible()
        await expect(cards).toBeHidden()
      }
      expect(await noSideScroll(page)).toBe(true)
      const scroller = size.width < 600 ? cards : table
      expect(
        await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
        'the schedule has no sideways scroll',
      ).toBe(true)
      await scroller.scrollIntoViewIfNeeded()
      await shot(page, testInfo, `schedule-${size.width}`)
    })

    test('committees: one spelling, the names from the CMS', async ({ page, request }) => {
      const response = await request.get(
        `/v2025-01-01/data/query/production?query=${encodeURIComponent('*[_type == "conference"][0].committeeTitles')}`,
      )
      const titles = (await response.json()).result as {
        organising: string
        advisoryBoard: string
        internationalOrganising: string
      }
      await page.goto(c.organisingCommittee)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.organising)
      await expect(page.locator('body')).not.toContainText(/organizing/i)
      await page.goto(c.internationalCommittee)
      for (const name of [titles.advisoryBoard, titles.internationalOrganising])
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
      await expect(page.locator('body')).not.toContainText(/organizing/i)
    })

    test('venue carousel: every slide is full (no half-blank last slide)', async ({
      page,
    }, testInfo) => {
      await page.route('https://www.google.com/**', (r) => r.abort())
      await page.goto(c.venue)
      const carousel = page.getByRole('region', { name: 'Conference rooms' })
      await carousel.getByRole('button', { name: 'Pause slideshow' }).click()
      const perView = size.width > 768 ? 2 : 1
      const count = await carousel.getByRole('button', { name: /^Go to slide/ }).count()
      for (let i = 0; i < count; i++) {
        await carousel.getByRole('button', { name: `Go to slide ${i + 1}` }).click()
        await page.waitForTimeout(800) // the slide transition
        const view = await box(carousel)
        let full = 0
        for (const img of await carousel.getByRole('img').all()) {
          const b = await img.boundingBox()
          if (b && b.width > 0 && b.x >= view.x - 1 && b.x + b.width <= view.x + view.width + 1)
            full++
        }
        expect(full, `slide ${i + 1} of ${count}`).toBe(perView)
      }
      await carousel.scrollIntoViewIfNeeded()
      await shot(page, testInfo, `venue-carousel-last-${size.width}`)
    })
  })
}
