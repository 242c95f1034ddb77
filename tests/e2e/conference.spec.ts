import { readFile } from 'node:fs/promises'
import { paths } from '@amrs/shared/paths'
import { blockExternal, lake } from './conference-lake'
import { expect, expectAxeClean, test } from './fixtures'

const c = paths.conference

test.describe('conference home', () => {
  test('announcements bell: badge = number of announcement documents; panel lists them', async ({
    page,
    request,
    pageErrors,
  }) => {
    const announcements = await lake<Array<{ title: string; message: string }>>(
      request,
      '*[_type == "announcement"] | order(order asc){ title, message }',
    )
    const count = await lake<number>(request, 'count(*[_type == "announcement"])')
    const updatedAt = await lake<string>(
      request,
      '*[_type == "conference"][0].announcementsUpdatedAt',
    )
    expect(count).toBeGreaterThan(0)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(c.home)

    const bell = page.getByRole('button', { name: `Announcements (${count})` })
    await expect(bell).toHaveAttribute('aria-expanded', 'false')
    await expect(bell).toHaveText(String(count))
    await bell.click()
    await expect(bell).toHaveAttribute('aria-expanded', 'true')
    const panel = page.getByRole('region', { name: 'Announcements' })
    await expect(panel).toBeVisible()
    // the site's date style ("31 Jul 2025"), as en-GB writes it
    const updated = new Date(updatedAt).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    })
    await expect(panel).toContainText(`Last updated ${updated}`)
    const items = panel.getByRole('listitem')
    await expect(items).toHaveCount(count)
    for (const [i, a] of announcements.entries()) {
      await expect(items.nth(i).getByRole('heading')).toHaveText(a.title)
      await expect(items.nth(i)).toContainText(a.message)
    }
    const box = await panel.boundingBox()
    expect(box!.height).toBeLessThanOrEqual(24 * 16 + 1)
    expect(await panel.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto')
    await expectAxeClean(page)

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(bell).toBeFocused()
    await bell.click()
    await page.getByRole('heading', { name: 'About the conference' }).click()
    await expect(panel).toBeHidden()

    // Escape closes it wherever focus is (a click does not focus a button in every browser).
    await bell.click()
    await bell.blur()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    // Tabbing past the panel closes it.
    await bell.click()
    await page.keyboard.press('Tab')
    await expect(panel).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(panel).toBeHidden()

    // On a phone the panel stays inside the screen.
    await page.setViewportSize({ width: 390, height: 844 })
    await bell.click()
    const phone = (await panel.boundingBox())!
    expect(phone.x).toBeGreaterThanOrEqual(0)
    expect(phone.x + phone.width).toBeLessThanOrEqual(390)
    expect(pageErrors).toEqual([])
  })

  test('hero, deadlines, summary, themes, plenary speakers, partners, footer and JSON-LD', async ({
    page,
    request,
    pageErrors,
  }) => {
    const data = await lake<{
      name: string
      startDate: string
      endDate: string
      themes: number
      speakers: Array<{ name: string; affiliation: string }>
      partners: number
      deadlines: Array<{ event: string }>
    }>(
      request,
      `{ "name": *[_type == "conference"][0].name, "startDate": *[_type == "conference"][0].startDate, "endDate": *[_type == "conference"][0].endDate,
         "themes": count(*[_type == "symposium"]), "partners": count(*[_type == "partner"]),
         "speakers": *[_type == "speaker" && role == "plenary"] | order(order asc){ name, affiliation },
         "deadlines": *[_type == "deadline"] | order(date asc){ event } }`,
    )
    expect([data.themes, data.speakers.length]).toEqual([10, 9])
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(c.home)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.name)
    await expect(page.getByText('9–12 December 2025')).toBeVisible()

    const deadlines = page
      .getByRole('region', { name: 'Important deadlines' })
      .getByRole('listitem')
    await expect(deadlines).toHaveCount(data.deadlines.length)
    await expect(deadlines.filter({ hasText: 'Abstract submission' })).toContainText('31 Oct 2025')
    await expect(deadlines.filter({ hasText: 'Abstract submission' })).toContainText(/extended/i)
    await expect(deadlines.filter({ hasText: 'Early bird' })).toContainText('31 Jul 2025')
    await expect(deadlines.filter({ hasText: 'Exhibition and sponsorship' })).toContainText(
      '30 Nov 2025',
    )

    const about = page.getByRole('region', { name: 'About the conference' })
    await expect(about).toContainText('19th')
    await expect(about).toContainText('1988')
    await expect(about).toContainText(/first in Africa/)
    await expect(about).toContainText('600–800')
    await expect(about).toContainText('8:00 am, Tuesday 9 December')
    await expect(about).toContainText(/Buses/)

    await expect(
      page.getByRole('list', { name: 'Symposium themes' }).getByRole('listitem'),
    ).toHaveCount(data.themes)
    const speakers = page.getByRole('list', { name: 'Plenary speakers' }).getByRole('listitem')
    await expect(speakers).toHaveCount(data.speakers.length)
    await expect(speakers.first()).toContainText(data.speakers[0]!.name)
    await expect(speakers.first()).toContainText(data.speakers[0]!.affiliation)
    // The sample speakers have no photo: a neutral portrait (decorative), never initials.
    await expect(speakers.first().getByRole('img')).toHaveCount(0)
    await expect(speakers.first().locator('img')).toHaveCount(0)
    await expect(speakers.first()).not.toContainText(/\bP\d\b/)
    await expect(page.getByRole('list', { name: 'Partners' }).getByRole('link')).toHaveCount(
      data.partners,
    )

    const footer = page.getByRole('navigation', { name: 'Conference footer' })
    for (const [name, href] of [
      ['Home', c.home],
      ['Conference Registration', c.registration],
      ['Abstract Submission', c.abstractSubmission],
      ['Plenary speakers', c.plenarySpeakers],
      ['Venue Information', c.venue],
    ]) {
      await expect(footer.getByRole('link', { name: name!, exact: true })).toHaveAttribute(
        'href',
        href!,
      )
    }
    await expect(page.getByRole('contentinfo')).toContainText('© 2025')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    )

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent())!,
    )
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      name: data.name,
      startDate: data.startDate,
      endDate: data.endDate,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { address: { addressLocality: 'Accra', addressCountry: 'Ghana' } },
      organizer: { '@type': 'Organization' },
    })
    await expectAxeClean(page)
    expect(pageErrors).toEqual([])
  })

  test('add to calendar downloads a valid .ics for 9-12 December', async ({ page }) => {
    await page.goto(c.home)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Add to calendar/ }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.ics$/)
    const text = await readFile((await download.path())!, 'utf8')
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(text).toContain('DTSTART;VALUE=DATE:20251209\r\n')
    expect(text).toContain('DTEND;VALUE=DATE:20251213\r\n')
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/)
  })

  test('scroll-to-top appears past 95 px when wide and 50 px when narrow', async ({ page }) => {
    await blockExternal(page)
    await page.setViewportSize({ width: 1280, height: 700 })
    await page.goto(c.home)
    // Wait for the content, not the loading state's heading: a short page cannot scroll.
    await expect(page.getByRole('heading', { name: 'About the conference' })).toBeVisible()
    const toTop = page.getByRole('button', { name: 'Back to top' })
    await page.evaluate(() => window.scrollTo(0, 80))
    await expect(toTop).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 120))
    await expect(toTop).toBeVisible()
    await toTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(toTop).toBeHidden()

    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto(c.venue)
    await expect(page.getByRole('list', { name: 'Capacity' })).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 40))
    await expect(toTop).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 60))
    await expect(toTop).toBeVisible()
    await expectAxeClean(page)
  })
})
