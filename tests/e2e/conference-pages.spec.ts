import { paths } from '@amrs/shared/paths'
import { blockExternal, lake } from './conference-lake'
import { expect, expectAxeClean, test } from './fixtures'

const c = paths.conference

test.beforeEach(async ({ page }) => {
  await blockExternal(page)
})

test('registration fee: fee table from the CMS, extras and rules; readable at 390 px', async ({
  page,
  request,
  pageErrors,
}) => {
  const periods = await lake<
    Array<{ title: string; student: number; academia: number; industry: number }>
  >(
    request,
    '*[_type == "registrationFeePeriod"] | order(order asc){ title, student, academia, industry }',
  )
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(c.registrationFee)
  const table = page.getByRole('table', { name: /Registration fees \(USD\)/ })
  await expect(table.getByRole('columnheader')).toHaveText([
    'Period',
    'Student',
    'Academia',
    'Industry',
  ])
  const rows = table.getByRole('row')
  await expect(rows).toHaveCount(periods.length + 1)
  for (const [i, p] of periods.entries()) {
    await expect(rows.nth(i + 1).getByRole('rowheader')).toContainText(p.title)
    await expect(rows.nth(i + 1).getByRole('cell')).toHaveText([
      `$${p.student}`,
      `$${p.academia}`,
      `$${p.industry}`,
    ])
  }
  const scroller = page.getByRole('region', { name: 'Registration fee table' })
  await expect(scroller).toHaveAttribute('tabindex', '0')
  // The whole table is reachable on a phone: the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expect(page.getByRole('main')).toContainText('$50')
  await expect(page.getByRole('main')).toContainText('10 December 2025')
  await expect(page.getByRole('main')).toContainText('$100')
  for (const rule of [
    /exclude accommodation/,
    /e-membership/,
    /proof of student status/,
    /academic rate/,
  ])
    await expect(page.getByRole('main')).toContainText(rule)
  await expectAxeClean(page)
  expect(pageErrors).toEqual([])
})

test('abstract submission: guidance and a link to registration', async ({ page, request }) => {
  const guidelines = await lake<string[]>(request, '*[_type == "abstractPage"][0].guidelines')
  await page.goto(c.abstractSubmission)
  for (const line of guidelines) await expect(page.getByText(line, { exact: true })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('31 October 2025, 23:59 GMT')
  await expect(page.getByRole('main')).toContainText('150–300 words')
  await expect(
    page.getByRole('link', { name: /Register and submit your abstract/ }),
  ).toHaveAttribute('href', c.registration)
  await expectAxeClean(page)
})

test('committees: card counts equal the dataset', async ({ page, request }) => {
  const counts = await lake<{ organising: number; advisory: number; international: number }>(
    request,
    `{ "organising": count(*[_type == "committeeMember" && committee == "organising"]),
       "advisory": count(*[_type == "committeeMember" && committee == "advisoryBoard"]),
       "international": count(*[_type == "committeeMember" && committee == "internationalOrganising"]) }`,
  )
  expect(counts).toEqual({ organising: 22, advisory: 6, international: 11 })
  await page.goto(c.organisingCommittee)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organising Committee')
  await expect(
    page.getByRole('list', { name: 'Organising committee members' }).getByRole('listitem'),
  ).toHaveCount(counts.organising)
  await expectAxeClean(page)

  // Each list is named as the CMS names the committee (one spelling throughout).
  const titles = await lake<{ advisoryBoard: string; internationalOrganising: string }>(
    request,
    '*[_type == "conference"][0].committeeTitles',
  )
  await page.goto(c.internationalCommittee)
  await expect(
    page.getByRole('list', { name: `${titles.advisoryBoard} members` }).getByRole('listitem'),
  ).toHaveCount(counts.advisory)
  await expect(
    page
      .getByRole('list', { name: `${titles.internationalOrganising} members` })
      .getByRole('listitem'),
  ).toHaveCount(counts.international)
  await expectAxeClean(page)
})

test('accommodation: notes, booking link and hotel cards with safe new-tab links', async ({
  page,
  request,
}) => {
  const hotels = await lake<Array<{ name: string; website: string }>>(
    request,
    '*[_type == "hotel"] | order(order asc){ name, website }',
  )
  expect(hotels).toHaveLength(10)
  await page.goto(c.accommodation)
  await expect(page.getByRole('main')).toContainText('10–25 minutes from the airport')
  const cards = page.getByRole('list', { name: 'Recommended hotels' }).getByRole('listitem')
  await expect(cards).toHaveCount(hotels.length)
  const first = page.getByRole('link', {
    name: `Visit Website of ${hotels[0]!.name} (opens in a new tab)`,
    exact: true,
  })
  await expect(first).toHaveAttribute('href', hotels[0]!.website)
  await expect(first).toHaveAttribute('target', '_blank')
  await expect(first).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(page.getByRole('link', { name: /booking site/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  )
  await expectAxeClean(page)
})

test('sponsorships: packages, shared inclusions and the exhibitor note', async ({
  page,
  request,
}) => {
  const packages = await lake<Array<{ title: string; displayPrice: string }>>(
    request,
    '*[_type == "sponsorshipPackage"] | order(order asc){ title, displayPrice }',
  )
  expect(packages).toHaveLength(5)
  await page.goto(c.sponsorships)
  const cards = page.getByRole('region', { name: 'Packages' }).getByRole('article')
  await expect(cards).toHaveCount(packages.length)
  for (const [i, p] of packages.entries()) {
    await expect(cards.nth(i).getByRole('heading')).toHaveText(p.title)
    await expect(cards.nth(i)).toContainText(p.displayPrice)
  }
  await expect(page.getByRole('region', { name: 'Every package includes' })).toContainText(
    /exhibition stand/i,
  )
  await expect(page.getByRole('main')).toContainText(/Bronze/)
  await expect(page.getByRole('link', { name: 'Contact the secretariat' })).toHaveAttribute(
    'href',
    /^mailto:/,
  )
  await expectAxeClean(page)
})

test('plenary speakers page lists every plenary speaker', async ({ page, request }) => {
  const count = await lake<number>(request, 'count(*[_type == "speaker" && role == "plenary"])')
  await page.goto(c.plenarySpeakers)
  // One item per speaker (each profile may list its talks in a list of its own).
  await expect(
    page.getByRole('list', { name: 'Plenary speakers' }).locator(':scope > li'),
  ).toHaveCount(count)
  await expectAxeClean(page)
})

test('travel details lands on a web search for the embassy (CMS term and engine)', async ({
  page,
  request,
}) => {
  const { searchTerm } = await lake<{ searchTerm: string }>(
    request,
    '*[_type == "travelDetails"][0]{ searchTerm }',
  )
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>results</title>' }),
  )
  await page.goto(c.travelDetails)
  await page.waitForURL(/^https:\/\/www\.google\.com\/search\?q=/)
  expect(new URL(page.url()).searchParams.get('q')).toBe(searchTerm)
})

test('travel details says it is redirecting and offers a link when the redirect is blocked', async ({
  page,
  request,
}) => {
  const { searchTerm } = await lake<{ searchTerm: string }>(
    request,
    '*[_type == "travelDetails"][0]{ searchTerm }',
  )
  let requested = ''
  // A 204 answer cancels the navigation, as a blocked redirect would: the helper stays on screen.
  await page.route('https://www.google.com/**', (route) => {
    requested = route.request().url()
    return route.fulfill({ status: 204 })
  })
  await page.goto(c.travelDetails)
  await expect.poll(() => requested).not.toBe('')
  expect(new URL(requested).searchParams.get('q')).toBe(searchTerm)
  await expect(page.getByRole('status')).toContainText('Redirecting to search results...')
  await expect(page.getByRole('link', { name: /Open the search results/ })).toHaveAttribute(
    'href',
    requested,
  )
  await expectAxeClean(page)
})

test.describe('venue', () => {
  test('hero, lazy map with a title, capacity text; carousel shows 2 photos per slide and rotates every 4 s', async ({
    page,
    request,
    pageErrors,
  }) => {
    const venue = await lake<{
      name: string
      mapTitle: string
      firstCaptions: string[]
      title: string
      secondTitle: string
      secondCaptions: string[]
    }>(
      request,
      `*[_type == "venue"][0]{ name, mapTitle, "title": spacesCarousel.title, "firstCaptions": spacesCarousel.images[].caption,
        "secondTitle": facilitiesCarousel.title, "secondCaptions": facilitiesCarousel.images[].caption }`,
    )
    expect(venue.secondCaptions.length).toBeLessThanOrEqual(2)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(c.venue)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue.name)
    // The embedded map loads when the visitor asks for it.
    await expect(page.locator('iframe')).toHaveCount(0)
    await page.getByRole('button', { name: 'Show map' }).click()
    const map = page.locator('iframe')
    await expect(map).toHaveAttribute('title', venue.mapTitle)
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\//)
    await expect(page.getByRole('main')).toContainText('800')
    await expect(page.getByRole('main')).toContainText('25–150')

    const carousel = page.getByRole('region', { name: venue.title })
    const visible = carousel.getByRole('figure')
    await expect(visible).toHaveCount(2)
    await expect(visible).toHaveText([venue.firstCaptions[0]!, venue.firstCaptions[1]!])
    await page.mouse.move(5, 5) // not hovering
    // The next slide ends on the last photo (a short last slide is filled from the end).
    await expect(visible.last()).toHaveText(venue.firstCaptions[2]!, { timeout: 6000 })
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeVisible()
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expect(visible.first()).toHaveText(venue.firstCaptions[0]!)

    // The visible pause control stops it (focus and pointer moved away first).
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click()
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await page.mouse.move(5, 5)
    await page.waitForTimeout(4500)
    await expect(visible.first()).toHaveText(venue.firstCaptions[0]!)

    // The last slide is full (no half-blank slide): two photos, the last one included, each as
    // wide as on the first slide.
    const fullWidth = (await visible.first().boundingBox())!.width
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(visible).toHaveText([venue.firstCaptions[1]!, venue.firstCaptions[2]!])
    expect(Math.abs((await visible.last().boundingBox())!.width - fullWidth)).toBeLessThan(2)

    // The second carousel fits on one slide at this width: nothing to rotate, so no controls.
    const second = page.getByRole('region', { name: venue.secondTitle })
    await expect(second.getByRole('figure')).toHaveText(venue.secondCaptions)
    await expect(second.getByRole('button')).toHaveCount(0)

    const captions = await lake<string[]>(
      request,
      '*[_type == "venue"][0]{ "c": spacesCarousel.images[].caption + facilitiesCarousel.images[].caption }.c',
    )
    expect(captions).toEqual([
      'Main Hall',
      'Seminar room',
      'Dining Lounge',
      'Exhibition foyer',
      'Hallway',
    ])
    await expectAxeClean(page)
    expect(pageErrors).toEqual([])
  })

  test('one photo per slide at 390 px; hovering pauses', async ({ page, request }) => {
    const title = await lake<string>(request, '*[_type == "venue"][0].spacesCarousel.title')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(c.venue)
    const carousel = page.getByRole('region', { name: title })
    await expect(carousel.getByRole('figure')).toHaveCount(1)
    await expect(carousel.getByRole('figure')).toHaveText('Main Hall')
    await carousel.getByRole('figure').hover()
    await page.waitForTimeout(4500)
    await expect(carousel.getByRole('figure')).toHaveText('Main Hall')
    await page.mouse.move(5, 840)
    await expect(carousel.getByRole('figure')).toHaveText('Seminar room', { timeout: 6000 })
    // At this width the second carousel has two slides again, with its controls.
    const secondTitle = await lake<string>(
      request,
      '*[_type == "venue"][0].facilitiesCarousel.title',
    )
    const second = page.getByRole('region', { name: secondTitle })
    await expect(second.getByRole('figure')).toHaveCount(1)
    await expect(second.getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
    await expect(second.getByRole('button', { name: 'Go to slide 2' })).toBeVisible()
    await expectAxeClean(page)
  })
})

test.describe('winter school', () => {
  const sections = [
    'General information',
    'Important Notice',
    'Requirements',
    'Course Content',
    'Learning Outcomes',
    'Schedule of events',
    'Application Procedure',
  ]

  test('side navigation follows scrolling; schedule, facts, Apply Now and .ics', async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(c.winterSchool)
    const nav = page.getByRole('navigation', { name: 'Winter school sections' })
    await expect(nav.getByRole('link')).toHaveText(sections)
    await expect(nav.getByRole('button', { name: 'Sections' })).toBeHidden()
    await expect(nav.getByRole('link', { name: 'General information' })).toHaveAttribute(
      'aria-current',
      'location',
    )

    await page
      .getByRole('heading', { name: 'Schedule of events', level: 2 })
      .evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await expect(nav.getByRole('link', { name: 'Schedule of events' })).toHaveAttribute(
      'aria-current',
      'location',
    )
    await expect(nav.getByRole('link', { name: 'General information' })).not.toHaveAttribute(
      'aria-current',
      /.+/,
    )
    expect(await nav.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0) // sticky: still on screen
    await page
      .getByRole('heading', { name: 'Requirements', level: 2 })
      .evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await expect(nav.getByRole('link', { name: 'Requirements' })).toHaveAttribute(
      'aria-current',
      'location',
    )

    // Clicking an item scrolls there and marks it.
    await nav.getByRole('link', { name: 'Learning Outcomes' }).click()
    await expect(nav.getByRole('link', { name: 'Learning Outcomes' })).toHaveAttribute(
      'aria-current',
      'location',
    )
    await expect(page).toHaveURL(/#learning-outcomes$/)

    const schedule = page.getByRole('table').first()
    await expect(schedule.getByRole('columnheader')).toHaveText([
      'Time',
      'Session',
      'Facilitators',
      'Description',
    ])
    await expect(schedule.getByRole('row').nth(1)).toContainText('08:30')
    await expect(schedule.getByRole('row').last()).toContainText('17:00')
    await expect(page.getByText(/day 2 schedule is pending/i).first()).toBeVisible()

    const facts = page.getByRole('list', { name: 'Key facts' })
    await expect(facts).toContainText('7–8 December 2025')
    await expect(facts).toContainText('2 days')
    await expect(facts).toContainText(/virtual and on-site/i)
    await expect(facts).toContainText('14 hours (≈ 0.5 ECTS)')
    await expect(facts).toContainText(/no separate fee/i)
    await expect(page.getByRole('link', { name: 'Apply Now' }).first()).toHaveAttribute(
      'href',
      c.registration,
    )

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Add to calendar/ }).click(),
    ])
    const text = await download.createReadStream().then(async (s) => {
      const chunks: Buffer[] = []
      for await (const chunk of s) chunks.push(chunk as Buffer)
      return Buffer.concat(chunks).toString('utf8')
    })
    expect(text).toContain('DTSTART;VALUE=DATE:20251207\r\n')
    expect(text).toContain('DTEND;VALUE=DATE:20251209\r\n')
    await expectAxeClean(page)
    expect(pageErrors).toEqual([])
  })

  test('below 850 px the side navigation collapses behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(c.winterSchool)
    const nav = page.getByRole('navigation', { name: 'Winter school sections' })
    const toggle = nav.getByRole('button', { name: 'Sections' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Requirements' })).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expectAxeClean(page)
    await nav.getByRole('link', { name: 'Requirements' }).click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('heading', { name: 'Requirements', level: 2 })).toBeInViewport()
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible()
  })
})
