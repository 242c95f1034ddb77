import { paths } from '@amrs/shared/paths'
import { useDatedServer } from './dates-server'
import { expect, expectAxeClean, test } from './fixtures'

// The site on Sunday 7 December 2025, the first day of the pre-conference workshops.
const c = paths.conference
const server = useDatedServer('2025-12-07T10:00:00Z')
const { at } = server

test("home: Happening now, today's day, today's programme and Now and Next first", async ({
  page,
  pageErrors,
}) => {
  await page.goto(at(c.home))
  const hero = page.getByRole('region', { name: 'IUMRS-ICAM 2025' })
  await expect(hero).toContainText('Happening now')
  await expect(hero).toContainText(
    'Today, Sunday 7 December: pre-conference workshops, day 1 of 2.',
  )
  const { title, day } = await server.lake<{ title: string; day: string }>(
    `*[_type == "winterSchool"][0]{ title, "day": schedule.days[date == "2025-12-07"][0].title }`,
  )
  await expect(hero.getByRole('link', { name: `${title}: ${day}` })).toHaveAttribute(
    'href',
    `${c.winterSchool}#schedule`,
  )
  // Today's programme comes first among the calls to action, then the venue; registration
  // (late / on-site) follows.
  const venue = await server.lake<string>('*[_type == "venue"][0].name')
  const actions = hero.getByRole('link', { name: /^Today’s programme$|^Venue: |^Register now$/ })
  await expect(actions).toHaveText(['Today’s programme', `Venue: ${venue}`, 'Register now'])
  await expect(actions.nth(0)).toHaveAttribute('href', `${c.home}/programme`)
  await expect(actions.nth(1)).toHaveAttribute('href', c.venue)
  await expect(hero.getByRole('button', { name: /Add to calendar/ })).toHaveCount(0)

  // Every deadline has passed: the programme's Now and Next takes the deadlines card's place.
  await expect(hero.getByRole('region', { name: 'Important deadlines' })).toHaveCount(0)
  const workshop = await server.lake<string>('*[_id == "session-workshop-1"][0].title')
  const moment = hero.getByRole('region', { name: 'Now and next' })
  await expect(moment.getByRole('region', { name: 'Now' })).toContainText(workshop)
  await expectAxeClean(page)
  expect(pageErrors).toEqual([])
})

test('registration stays open for late and on-site registration', async ({ page }) => {
  await page.goto(at(c.registration))
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible()
  // abstracts are closed (31 October): the abstract page invites to register without one
  await page.goto(at(c.abstractSubmission))
  const glance = page.getByRole('complementary', { name: 'At a glance' })
  await expect(glance).toContainText('Past')
  await expect(glance.getByRole('link', { name: 'Register now' })).toBeVisible()
})

test('fee table: every period is past (the late period ended on 15 November)', async ({ page }) => {
  await page.goto(at(c.registrationFee))
  const table = page.getByRole('table', { name: /Registration fees/ })
  await expect(table.getByText('Past', { exact: true })).toHaveCount(3)
  await expect(table).not.toContainText('Applies today')
})
