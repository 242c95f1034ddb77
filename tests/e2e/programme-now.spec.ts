import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { useDatedServer } from './dates-server'
import { expect, test } from './fixtures'

// During the event, inside a session: 10:35 on Wednesday 10 December in Accra. Four symposium
// sessions run (their first talks); the next talks start at 10:50 (C3-02 at 10:45 was removed).
const { at } = useDatedServer('2025-12-10T10:35:00Z')

test('the programme opens on today, with Now and Next and a jump to now', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(at(programmePaths.programme))
  const today = page.getByRole('navigation', { name: 'Programme days' }).getByRole('link', {
    name: 'Wed 10 Dec',
  })
  await expect(today).toHaveAttribute('aria-current', 'true')
  const moment = page.getByRole('region', { name: 'Now and next' })
  const now = moment.getByRole('region', { name: 'Now' })
  await expect(now.locator('strong')).toHaveText([
    'Computational, AI and machine learning A3 (sample)',
    'Materials for water and environmental remediation B3 (sample)',
    'Advanced energy materials C3 (sample)',
    'Advanced functional materials D3 (sample)',
  ])
  await expect(now.getByRole('link')).toHaveText([/A3-01/, /B3-01/, /C3-01/, /D3-01/])
  // C3-02 (10:45) was removed: the next talks start at 10:50.
  const next = moment.getByRole('region', { name: 'Next at 10:50' })
  await expect(next.getByRole('link')).toHaveText([/A3-02/, /D3-02/])

  const jump = moment.getByRole('link', { name: 'Jump to now' })
  await expect(jump).toHaveAttribute('href', '#grid-at-1030')
  await jump.click()
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '10:30' }) }),
  ).toBeInViewport()

  // A phone jumps in its list.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(moment.getByRole('link', { name: 'Jump to now' })).toHaveAttribute(
    'href',
    '#at-1030',
  )
})

test('another day says which day is today; the change notes, newest first, and their feed', async ({
  page,
  request,
}) => {
  await page.goto(at(programmePaths.day('2025-12-09')))
  await expect(page.getByRole('region', { name: 'Now and next' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'today’s programme' })).toHaveAttribute(
    'href',
    programmePaths.day('2025-12-10'),
  )
  const notes = page.getByRole('region', { name: 'Programme changes' })
  await expect(notes.getByRole('heading', { level: 3 })).toHaveText([
    'Talk C3-02 removed from the programme (sample)',
    'Talks A2-01 and A2-02 swap slots (sample)',
  ])
  // The talks a note names carry a mark.
  await expect(
    page.getByRole('table').getByRole('listitem').filter({ hasText: 'talk A2-01' }),
  ).toContainText('Changed')

  const feed = await request.get(at(programmePaths.changesFeed))
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
  const xml = await feed.text()
  expect(xml.match(/<entry>/g)).toHaveLength(2)
  expect(xml.indexOf('C3-02 removed')).toBeLessThan(xml.indexOf('A2-01 and A2-02 swap'))
})
