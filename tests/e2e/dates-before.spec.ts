import { paths } from '@amrs/shared/paths'
import { useDatedServer } from './dates-server'
import { expect, expectAxeClean, test } from './fixtures'

// The site on 20 October 2025, seven weeks before the conference (SITE_NOW, docs/decisions/0004).
const c = paths.conference
const server = useDatedServer('2025-10-20T10:00:00Z')
const { at } = server

test('home: countdown, Register now and Add to calendar, deadlines in words', async ({
  page,
  pageErrors,
}) => {
  await page.goto(at(c.home))
  const hero = page.getByRole('region', { name: 'IUMRS-ICAM 2025' })
  await expect(hero).toContainText(
    'The conference opens in 50 days. Pre-conference workshops start in 48 days.',
  )
  await expect(hero.getByRole('link', { name: 'Register now' })).toHaveAttribute(
    'href',
    c.registration,
  )
  await expect(hero.getByRole('button', { name: /Add to calendar/ })).toBeVisible()
  await expect(hero).not.toContainText('Happening now')
  await expect(hero).not.toContainText('took place')

  const rows = page.getByRole('region', { name: 'Important deadlines' }).getByRole('listitem')
  await expect(rows.filter({ hasText: 'Early bird registration' })).toContainText('Past')
  const abstract = rows.filter({ hasText: 'Abstract submission' })
  await expect(abstract).toContainText('In 11 days')
  await expect(abstract).toContainText(/extended/i)
  await expect(rows.filter({ hasText: 'Commit to attendance' })).toContainText('Upcoming')
  await expect(rows.filter({ hasText: 'Exhibition and sponsorship' })).toContainText('Upcoming')
  await expectAxeClean(page)
  expect(pageErrors).toEqual([])
})

test('bell: every announcement is current, none marked past', async ({ page }) => {
  await page.goto(at(c.home))
  await page.getByRole('button', { name: 'Announcements (5)' }).click()
  const panel = page.getByRole('region', { name: 'Announcements' })
  await expect(panel.getByRole('listitem')).toHaveCount(5)
  await expect(panel).not.toContainText(/\bPast\b/)
})

test('registration is open: the form, until when, whom to ask, consent links', async ({
  page,
  pageErrors,
}) => {
  await page.goto(at(c.registration))
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible()
  const aside = page.getByRole('complementary', { name: 'Good to know' })
  await expect(aside).toContainText('Registration open until')
  await expect(aside).toContainText('12 December 2025, 23:59 GMT')
  await expect(aside.getByRole('link', { name: 'secretariat@example.org' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    paths.privacyPolicy,
  )
  await expectAxeClean(page)
  expect(pageErrors).toEqual([])
})

test('payment: the registration fee can be paid', async ({ page }) => {
  await page.goto(at(c.payment))
  await expect(page.getByRole('button', { name: 'Initialize payment' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Verify transaction' })).toBeVisible()
})

test('fee table: the regular period applies today, the early one is past', async ({ page }) => {
  await page.goto(at(c.registrationFee))
  const table = page.getByRole('table', { name: /Registration fees/ })
  const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) })
  await expect(row('Early')).toContainText('Past')
  await expect(row('Regular')).toContainText('Applies today')
  await expect(row('Late')).not.toContainText(/Past|Applies today/)
  await expectAxeClean(page)
})

test('abstract page: the deadline in 11 days, still extended, with the call to submit', async ({
  page,
}) => {
  await page.goto(at(c.abstractSubmission))
  const glance = page.getByRole('complementary', { name: 'At a glance' })
  await expect(glance).toContainText('In 11 days')
  await expect(glance).toContainText(/extended/i)
  await expect(
    glance.getByRole('link', { name: 'Register and submit your abstract' }),
  ).toBeVisible()
})

test('winter school: Apply Now and Add to calendar while it is ahead', async ({ page }) => {
  await page.goto(at(c.winterSchool))
  await expect(page.getByRole('link', { name: 'Apply Now' }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /Add to calendar/ })).toBeVisible()
})
