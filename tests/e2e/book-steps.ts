import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { readPdf } from '@amrs/society-api/pdf/pdf-text.test-utils'

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The book of abstracts from the desk (docs/decisions/0087): on `page`, signed in as the secretariat
 * and on any desk page, opens "Book of abstracts", builds and downloads the book, and checks that
 * its text holds the accepted abstract's title (in the contents and on its page) and the author
 * index's entry for `authorSurname` ("Surname, Given names <page>"). Returns the book's text.
 */
export async function buildBook(
  page: Page,
  { title, authorSurname }: { title: string; authorSurname: string },
): Promise<string> {
  await page.goto(new URL('/desk/book', page.url()).toString())
  await expect(page.getByRole('heading', { name: 'Book of abstracts', level: 1 })).toBeVisible()
  await expect(page.getByRole('status')).toContainText(/\d+ accepted abstracts? \(oral or poster\)/)
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Build and download the book' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^book-of-abstracts-\d{4}-\d{2}-\d{2}\.pdf$/)
  const { text } = await readPdf(readFileSync((await download.path())!))
  expect(text).toMatch(new RegExp(`Contents .*${escaped(title)} \\d+`))
  expect(text.split(title).length - 1).toBeGreaterThanOrEqual(2)
  expect(text).toMatch(new RegExp(`Author index .*${escaped(authorSurname)}, [^,\\d]+ \\d+`))
  return text
}
