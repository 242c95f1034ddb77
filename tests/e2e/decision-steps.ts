import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectAxeClean } from './fixtures'
import { mailMatching, type Caught } from './mailbox.ts'

/** What the path's abstract is, as the secretariat's steps look for it. */
export interface DecidedAbstract {
  id: number
  title: string
  symposium: string
  author: string
}

/**
 * The secretariat (signed in on `page`) accepts the abstract as an oral talk on the decisions
 * page (axe clean, at 390 px), previews its message (the comment to the authors in it, the one to the
 * committee not) and sends the batch. Returns the author's message as the mailbox caught it.
 */
export async function acceptAndSend(
  page: Page,
  request: APIRequestContext,
  a: DecidedAbstract,
  comments: { toAuthors: string; toCommittee: string; row: RegExp },
): Promise<Caught> {
  await page
    .getByRole('navigation', { name: 'Desk' })
    .getByRole('link', { name: 'Decisions' })
    .click()
  const table = page.getByRole('table', { name: new RegExp(`^${a.symposium}: \\d+ abstracts?`) })
  const row = table.getByRole('row').filter({ hasText: a.title })
  await expect(row).toContainText(comments.row)
  // On a phone: the table scrolls in its own region, the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await expectAxeClean(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await row.getByRole('combobox', { name: `Decision on No. ${a.id}` }).selectOption('oral')
  await page.getByRole('button', { name: 'Save all decisions chosen' }).click()
  await expect(page.getByRole('status')).toHaveText(/^1 decision saved\.$/)
  await expect(row).toContainText('Accepted: oral (not sent yet)')

  await page.getByRole('link', { name: /^Send decisions/ }).click()
  const message = page.getByRole('article', { name: `No. ${a.id}: Accepted: oral` })
  await expect(message).toContainText(a.author)
  await expect(message).toContainText(
    'Your abstract is accepted for an oral presentation at IUMRS-ICAM 2025',
  )
  await expect(message).toContainText(comments.toAuthors)
  await expect(message).not.toContainText(comments.toCommittee)
  await page.getByRole('button', { name: /^Send \d+ decision messages?$/ }).click()
  await expect(page.getByRole('status')).toHaveText(/^\d+ messages? sent to the outbox\.$/)
  await expect(page.getByRole('article', { name: `No. ${a.id}: Accepted: oral` })).toHaveCount(0)

  return mailMatching(request, a.author, (m) => m.subject.startsWith('Your abstract is accepted'))
}
