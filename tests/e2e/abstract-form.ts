import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** A small real PDF (the society API checks the file's own bytes). */
export const ABSTRACT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/** What an abstract is: its title, the authors in order, who presents (0-based). */
export interface AbstractDetails {
  title: string
  authors: { name: string; affiliation: string }[]
  presenter: number
}

export const SAMPLE_ABSTRACT: AbstractDetails = {
  title: 'Sample abstract: perovskite thin films',
  authors: [
    { name: 'Sample Author A', affiliation: 'Sample University' },
    { name: 'Sample Author B', affiliation: 'Sample Institute' },
  ],
  presenter: 0,
}

/**
 * Fills the registration form's abstract details, which show once a file is chosen (without
 * scripts they are always there). With more authors than rows shown, "Add another author" adds
 * one in place (with scripts; without, the server's answer, which keeps the chosen file).
 */
export async function fillAbstractDetails(
  page: Page,
  abstract: AbstractDetails = SAMPLE_ABSTRACT,
): Promise<void> {
  await page.getByRole('textbox', { name: 'Abstract title' }).fill(abstract.title)
  for (const [i, author] of abstract.authors.entries()) {
    const name = page.getByRole('textbox', { name: `Author ${i + 1} name`, exact: true })
    if ((await name.count()) === 0) {
      await page.getByRole('button', { name: 'Add another author' }).click()
      await expect(name).toBeVisible()
    }
    await name.fill(author.name)
    await page
      .getByRole('textbox', { name: `Author ${i + 1} affiliation`, exact: true })
      .fill(author.affiliation)
  }
  await page.getByRole('radio', { name: `Author ${abstract.presenter + 1} presents` }).check()
}
