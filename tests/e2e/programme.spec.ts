import ICAL from 'ical.js'
import { paths } from '@amrs/shared/paths'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { expect, expectAxeClean, test } from './fixtures'

// The programme on the default test server (its clock stands before the conference): the day's
// links and filters with and without scripts, the grid and the list, a talk's page, a removed
// talk, the calendars and the change feed, print. Now and Next: programme-now.spec.ts; stars
// and My programme: programme-mine.spec.ts; after the event: after-event.spec.ts.

const wednesday = programmePaths.day('2025-12-10')
const daysNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Programme days' })
const summary = (page: import('@playwright/test').Page) =>
  page.getByRole('search', { name: 'Filter the day' }).getByRole('status')

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('day links and GET filters: the Node server renders the filtered day', async ({ page }) => {
    await page.goto(programmePaths.programme)
    const days = daysNav(page).getByRole('link')
    await expect(days).toHaveCount(6)
    // Before the event the programme opens on its first day.
    await expect(days.first()).toHaveAttribute('aria-current', 'true')
    await expect(days.first()).toContainText('Workshops')
    await expect(page.getByRole('link', { name: 'winter school schedule' })).toHaveAttribute(
      'href',
      programmePaths.winterSchool,
    )

    await days.filter({ hasText: 'Wed 10 Dec' }).click()
    await expect(page).toHaveURL(wednesday)
    await expect(days.filter({ hasText: 'Wed 10 Dec' })).toHaveAttribute('aria-current', 'page')
    await expect(summary(page)).toHaveText(/^14 sessions and \d+ talks$/)

    await page.getByLabel('Room').selectOption({ label: 'Room A (sample)' })
    await page.getByRole('button', { name: 'Filter' }).click()
    // A native GET form sends its empty fields too; the server reads them as absent.
    await expect(page).toHaveURL(new RegExp(`${wednesday}\\?.*\\broom=room-a\\b`))
    await expect(summary(page)).toHaveText(/^2 of 14 sessions and \d+ talks match$/)
    const sessions = page.getByRole('region', { name: /^Sessions on/ })
    await expect(sessions.getByRole('heading', { level: 4 })).toHaveText([
      'Computational, AI and machine learning A3 (sample)',
      'Advanced photonic materials A4 (sample)',
    ])

    const search = page.getByRole('searchbox', { name: 'Search talks and speakers' })
    await search.fill('A4-02')
    await search.press('Enter')
    await expect(page).toHaveURL(/\?q=A4-02&.*\broom=room-a\b/)
    await expect(search).toHaveValue('A4-02')
    await expect(page.getByLabel('Room')).toHaveValue('room-a')
    await expect(sessions.getByRole('link', { name: /contributed talk/ })).toHaveText([
      /contributed talk A4-02/,
    ])
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(wednesday)
  })
})

test('filters with JavaScript apply at once, keep the address and announce the count', async ({
  page,
}) => {
  await page.goto(wednesday)
  await page.evaluate(() => ((window as { still?: boolean }).still = true))
  const table = page.getByRole('table', { name: /^Wednesday 10 December: sessions by room/ })
  await expect(table).toBeVisible()
  await expect(summary(page)).toHaveText(/^14 sessions and \d+ talks$/)

  await page.getByRole('searchbox', { name: 'Search talks and speakers' }).fill('photonic')
  await expect(summary(page)).toHaveText(/^2 of 14 sessions and \d+ talks match$/)
  await expect(page).toHaveURL(`${wednesday}?q=photonic`)
  await expect(
    table.getByRole('heading', { name: 'Advanced photonic materials A4 (sample)' }),
  ).toBeVisible()
  await expect(table.getByRole('heading', { name: /Computational/ })).toHaveCount(0)

  await page.getByLabel('Kind').selectOption('oral')
  await expect(page).toHaveURL(`${wednesday}?kind=oral&q=photonic`)
  await page.getByRole('link', { name: 'Clear filters' }).click()
  await expect(summary(page)).toHaveText(/^14 sessions and \d+ talks$/)
  await expect(page).toHaveURL(wednesday)
  // No page load happened on the way: the same document throughout.
  expect(await page.evaluate(() => (window as { still?: boolean }).still)).toBe(true)
})

test('on a phone the list is what hydrates: the hidden grid goes, filters apply to the list, and a wider window brings a working grid', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(wednesday)
  await expect(page.locator('table')).toHaveCount(0)
  await page.getByRole('searchbox', { name: 'Search talks and speakers' }).fill('photonic')
  await expect(summary(page)).toHaveText(/^2 of 14 sessions and \d+ talks match$/)
  const list = page.getByRole('region', { name: /^Sessions on/ })
  const photonic = { name: 'Advanced photonic materials A4 (sample)' }
  await expect(list.getByRole('heading', photonic)).toBeVisible()
  await expect(list.getByRole('heading', { name: /Computational/ })).toHaveCount(0)

  await page.setViewportSize({ width: 1280, height: 800 })
  const table = page.getByRole('table', { name: /^Wednesday 10 December: sessions by room/ })
  await expect(table.getByRole('heading', photonic)).toBeVisible()
  await expect(table.getByRole('heading', { name: /Computational/ })).toHaveCount(0)
  await expect(page.locator('table')).toHaveCount(1)
})

test('the grid (1280 px) is a real table and the list (390 px) groups by time; both axe-clean', async ({
  page,
}) => {
  await page.goto(wednesday)
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText([
    'Time',
    'Main Hall (sample)',
    'Room A (sample)',
    'Room B (sample)',
    'Room C (sample)',
    'Room D (sample)',
    'Exhibition foyer (sample)',
  ])
  await expect(table.getByRole('rowheader').first()).toHaveText('08:30')
  // Each cell says its own time and room.
  await expect(table.getByText('10:30–12:00 · Room B (sample) · Oral')).toBeVisible()
  // Every talk has its star, named after it; the removed one is marked.
  await expect(
    table.getByRole('button', { name: /^Star Advanced energy materials: contributed talk C3-01/ }),
  ).toHaveAttribute('aria-pressed', 'false')
  await expect(table.getByText('Removed from the programme')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Programme changes' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Follow the changes (Atom feed)' })).toHaveAttribute(
    'href',
    programmePaths.changesFeed,
  )
  await expectAxeClean(page)

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(table).toBeHidden()
  const list = page.getByRole('region', { name: /^Sessions on/ })
  await expect(list.getByRole('heading', { level: 3 }).first()).toHaveText('08:30')
  await expect(list.getByRole('heading', { name: '10:30', level: 3 })).toBeVisible()
  await expectAxeClean(page)
})

test('the programme page links its change feed and its calendar; print leaves the site chrome out', async ({
  page,
}) => {
  const response = await page.goto(wednesday)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Programme: Wednesday 10 December | IUMRS-ICAM 2025')
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    new RegExp(`${programmePaths.changesFeed}$`),
  )
  await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    new RegExp(`^webcal://[^/]+${programmePaths.calendar}$`),
  )
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'Conference', exact: true })).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('search', { name: 'Filter the day' })).toBeHidden()
  await expect(daysNav(page)).toBeHidden()
  await expect(page.getByRole('button', { name: /^Star / })).toHaveCount(0)
  // The day prints as its list, whatever the window's width.
  await expect(page.getByRole('table')).toBeHidden()
  await expect(page.getByRole('heading', { name: '10:30', level: 3 })).toBeVisible()
})

for (const width of [390, 1280])
  test(`a talk's page at ${width} px: speakers, room, time with its zone, abstract, Event data`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(programmePaths.talk('pl1-1'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plenary lecture 1 (sample)')
    await expect(page).toHaveTitle('Plenary lecture 1 (sample) | IUMRS-ICAM 2025')
    const main = page.getByRole('main')
    await expect(
      main.getByRole('link', { name: 'Plenary speaker 1 (to be announced)' }),
    ).toHaveAttribute('href', new RegExp(`^${paths.conference.plenarySpeakers}#`))
    await expect(main.getByRole('link', { name: 'Main Hall (sample)' })).toHaveAttribute(
      'href',
      paths.conference.venue,
    )
    await expect(main.getByText('Tuesday 9 December, 09:30–10:00 GMT (Accra)')).toBeVisible()
    await expect(
      main.getByText("Sample abstract of PL1-1: the speaker's own will follow."),
    ).toBeVisible()
    await expect(
      main.getByRole('button', { name: 'Star Plenary lecture 1 (sample)' }),
    ).toBeVisible()
    await expect(main.getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute(
      'href',
      programmePaths.talkCalendar('pl1-1'),
    )
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    )
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'Event',
        name: 'Plenary lecture 1 (sample)',
        startDate: '2025-12-09T09:30:00.000Z',
        location: expect.objectContaining({ name: expect.stringContaining('Main Hall (sample)') }),
        performer: [expect.objectContaining({ name: 'Plenary speaker 1 (to be announced)' })],
        superEvent: expect.objectContaining({ '@type': 'Event', name: 'IUMRS-ICAM 2025' }),
      }),
    )
    await expectAxeClean(page)
  })

test('a contributed presenter is named, not linked; a removed talk answers 410 and says so', async ({
  page,
  request,
  allowPageErrors,
}) => {
  await page.goto(programmePaths.talk('a3-01'))
  await expect(page.getByText('Sample presenter 33 (sample)', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: /Sample presenter 33/ })).toHaveCount(0)

  allowPageErrors(/status of 410/) // the browser logs the page's own status
  expect((await request.get(programmePaths.talk('c3-02'))).status()).toBe(410)
  const response = await page.goto(programmePaths.talk('c3-02'))
  expect(response?.status()).toBe(410)
  await expect(page.getByText('This talk was removed from the programme.')).toBeVisible()
  expect((await request.get(programmePaths.talk('no-such-talk'))).status()).toBe(404)
})

test('calendars and the change feed: types, ETags, and what the calendars hold', async ({
  request,
}) => {
  const whole = await request.get(programmePaths.calendar)
  expect(whole.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const calendar = new ICAL.Component(ICAL.parse(await whole.text()))
  const events = calendar.getAllSubcomponents('vevent')
  expect(events.length).toBeGreaterThan(200)
  const removed = events.find((e) =>
    String(e.getFirstPropertyValue('uid')).startsWith('talk-c3-02@'),
  )
  expect(removed?.getFirstPropertyValue('status')).toBe('CANCELLED')
  const etag = whole.headers()['etag']!
  expect(
    (await request.get(programmePaths.calendar, { headers: { 'If-None-Match': etag } })).status(),
  ).toBe(304)

  const talk = await request.get(programmePaths.talkCalendar('a3-01'))
  expect(talk.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const [event] = new ICAL.Component(ICAL.parse(await talk.text())).getAllSubcomponents('vevent')
  expect(event?.getFirstPropertyValue('location')).toContain('Room A (sample)')
  const session = await request.get(programmePaths.sessionCalendar('session-a3'))
  expect(
    new ICAL.Component(ICAL.parse(await session.text())).getAllSubcomponents('vevent').length,
  ).toBeGreaterThan(1)
  expect((await request.get(programmePaths.talkCalendar('no-such-talk'))).status()).toBe(404)

  const feed = await request.get(programmePaths.changesFeed)
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
  // This server's clock stands before the secretariat's notes (programme-now.spec.ts has them).
  expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"')
})

test('a speaker’s profile lists their talks on the programme', async ({ page }) => {
  await page.goto(paths.conference.plenarySpeakers)
  const talks = page.getByRole('list', { name: 'Talks by Plenary speaker 1 (to be announced)' })
  await expect(talks.getByRole('link', { name: 'Plenary lecture 1 (sample)' })).toHaveAttribute(
    'href',
    programmePaths.talk('pl1-1'),
  )
})
