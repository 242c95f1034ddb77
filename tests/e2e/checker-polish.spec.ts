import type { Locator, Page, TestInfo } from '@playwright/test'
import { paths } from '@amrs/shared/paths'
import { useDatedServer } from './dates-server'
import { expect, test } from './fixtures'

// The polish an independent review of screenshots asked for, each checked by its geometry (no
// overlap, a minimum gap) at 390 and 1280 px, with a screenshot attached.
// The badges are checked after the event, when every deadline and announcement is over.
const c = paths.conference
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

const after = useDatedServer('2025-12-13T00:00:00Z')

type Box = { x: number; y: number; width: number; height: number }

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox()
  if (!b) throw new Error('element has no box (not visible)')
  return b
}

/** The empty space between two boxes (negative: they overlap). */
function gap(a: Box, b: Box): number {
  const horizontal = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width))
  const vertical = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height))
  return Math.max(horizontal, vertical)
}

/** Where an element's text starts on screen (its padding left out). */
const textLeft = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return range.getBoundingClientRect().left
  })

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

/** The site's short date style, as on the deadlines card: "31 Jul 2025", "30 Sept 2025". */
const SHORT_DATE = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec) \d{4}$/

for (const size of sizes) {
  test.describe(`${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('society home: the artwork shows whole below the navigation bar, never behind the title', async ({
      page,
    }, testInfo) => {
      await page.goto(paths.home)
      const slideshow = page.getByRole('region', { name: 'Highlights' })
      const art = slideshow.getByRole('img').first()
      await expect(art).toBeVisible()
      const [bar, a] = [await box(page.getByRole('banner')), await box(art)]
      expect(a.y).toBeGreaterThanOrEqual(bar.y + bar.height - 0.5)
      // object-fit: cover crops nothing off the top and bottom: the whole height is drawn
      const drawn = await art.evaluate((img: HTMLImageElement) => {
        const r = img.getBoundingClientRect()
        const scale = Math.max(r.width / img.naturalWidth, r.height / img.naturalHeight)
        return { height: img.naturalHeight * scale, boxHeight: r.height }
      })
      expect(drawn.height).toBeLessThanOrEqual(drawn.boxHeight + 1)
      if (size.width < 800) {
        // the title spans the phone's width: it and the slideshow's controls sit below the artwork
        const title = await box(page.getByRole('heading', { level: 1 }))
        const controls = await box(slideshow.getByRole('button', { name: /slideshow/ }))
        expect(gap(a, title)).toBeGreaterThanOrEqual(16)
        expect(controls.y).toBeGreaterThanOrEqual(a.y + a.height)
        expect(title.y).toBeGreaterThanOrEqual(controls.y + controls.height)
      }
      await shot(page, testInfo, `society-hero-${size.width}`)
    })

    test('not-found page: the two buttons keep apart', async ({
      page,
      allowPageErrors,
    }, testInfo) => {
      allowPageErrors(/status of 404/) // the browser logs the page's own 404
      await page.goto('/no-such-page')
      const home = await box(page.getByRole('link', { name: 'Go to the home page' }))
      const conference = await box(page.getByRole('link', { name: 'IUMRS-ICAM 2025 conference' }))
      expect(gap(home, conference)).toBeGreaterThanOrEqual(8)
      await shot(page, testInfo, `not-found-${size.width}`)
    })

    test('society footer: "Terms of Use" lines up with the other footer links', async ({
      page,
    }, testInfo) => {
      await page.goto(paths.home)
      const footer = page.getByRole('contentinfo')
      const terms = footer.getByRole('link', { name: 'Terms of Use' })
      await terms.scrollIntoViewIfNeeded()
      expect((await box(terms)).height).toBeGreaterThanOrEqual(44) // still a full-size target
      const privacy = await box(footer.getByRole('link', { name: 'Privacy Policy' }))
      expect(gap(await box(terms), privacy)).toBeGreaterThanOrEqual(0)
      if (size.width < 800) {
        // on a phone the legal links start a line, under the social links and the groups
        const social = footer.getByRole('list', { name: 'Social media' })
        const group = footer.getByRole('button', { name: /Meetings/i })
        const left = await textLeft(terms)
        expect(Math.abs(left - (await box(social)).x)).toBeLessThanOrEqual(1)
        expect(Math.abs(left - (await textLeft(group)))).toBeLessThanOrEqual(1)
      }
      await shot(page, testInfo, `footer-${size.width}`)
    })

    test('conference home: the open announcements panel covers neither the deadlines nor the title', async ({
      page,
    }, testInfo) => {
      await page.goto(c.home)
      const deadlines = page.getByRole('region', { name: 'Important deadlines' })
      const before = await box(deadlines)
      await page.getByRole('button', { name: /^Announcements/ }).click()
      const panel = page.getByRole('region', { name: 'Announcements' })
      await expect(panel).toBeVisible()
      const [p, d] = [await box(panel), await box(deadlines)]
      expect(gap(p, d)).toBeGreaterThanOrEqual(8)
      expect(d.y).toBeGreaterThan(before.y) // it made room: the card moved down
      expect(gap(p, await box(page.getByRole('heading', { level: 1 })))).toBeGreaterThanOrEqual(8)
      // it dates itself as every other date on the page does
      const updated = panel.getByText(/^Last updated/)
      const date = (await updated.locator('time').textContent()) ?? ''
      expect(date).toMatch(SHORT_DATE)
      expect(await deadlines.locator('time').first().textContent()).toMatch(SHORT_DATE)
      await shot(page, testInfo, `announcements-${size.width}`)
    })
  })
}

test('after the event every badge of what is over says the same word: "Past"', async ({ page }) => {
  await page.goto(after.at(c.home))
  const deadlines = page.getByRole('region', { name: 'Important deadlines' })
  const rows = deadlines.getByRole('listitem')
  await expect(rows).toHaveCount(4)
  await expect(deadlines.getByText('Past', { exact: true })).toHaveCount(4)
  await page.getByRole('button', { name: /^Announcements/ }).click()
  const panel = page.getByRole('region', { name: 'Announcements' })
  const items = panel.getByRole('listitem')
  await expect(panel.getByText('Past', { exact: true })).toHaveCount(await items.count())
  for (const region of [deadlines, panel]) await expect(region).not.toContainText(/passed/i)
  await page.goto(after.at(c.abstractSubmission))
  const glance = page.getByRole('complementary', { name: 'At a glance' })
  await expect(glance.getByText('Past', { exact: true })).toBeVisible()
  await expect(glance).not.toContainText(/passed/i)
})
