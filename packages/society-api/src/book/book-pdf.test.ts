import { describe, expect, it } from 'vitest'
import { readPdf } from '../pdf/pdf-text.test-utils.ts'
import { DEFAULT_BOOK_WORDING } from './book-content.ts'
import { sampleItems } from './book-fixtures.test-utils.ts'
import { bookPdf } from './book-pdf.ts'

const wording = {
  ...DEFAULT_BOOK_WORDING,
  venue: 'Sample Conference Centre',
  introduction: ['Sample introduction from the studio.'],
}

describe('the book of abstracts PDF', () => {
  it(
    'has the cover, contents by symposium with the final page numbers, each abstract and the author index',
    { timeout: 30_000 },
    async () => {
      const book = await bookPdf(await sampleItems(), wording)
      const pdf = await readPdf(book.bytes)
      // Pages: 1 cover, 2 contents; Ceramics: 3 the DOCX; Energy materials (orals first): 4 the
      // PDF's header page, 5-6 its own two pages, 7 the DOC; 8 the index.
      expect(pdf.pages).toBe(8)
      expect(book.pages).toBe(8)
      expect([...book.startPages]).toEqual([
        [12, 3],
        [11, 4],
        [13, 7],
      ])
      const text = pdf.text
      expect(pdf.title).toBe('Book of abstracts: IUMRS-ICAM 2025')
      expect(text).toContain(
        'IUMRS-ICAM 2025 Book of abstracts Accra, 9–12 December 2025 Sample Conference Centre Sample introduction from the studio.',
      )
      expect(text).toContain(
        'Contents Ceramics Sample title: clay ceramics 3 Energy materials Sample title: perovskite films 4 Sample title: graphene inks 7',
      )
      // Each abstract: symposium and kind, title, authors with affiliations, the presenter marked.
      expect(text).toContain(
        'Energy materials · Oral presentation Sample title: perovskite films Sample Ama Alpha¹, Sample Kofi Beta²* ¹ Sample Institute ² Sample Laboratory * Presenting author',
      )
      expect(text).toContain('Sample DOCX abstract text & results. A second paragraph.')
      expect(text).toContain(
        `Sample title: graphene inks Sample Kofi Beta¹*, Sample Yaw Delta ¹ Sample Laboratory * Presenting author ${DEFAULT_BOOK_WORDING.notIncluded}`,
      )
      expect(text).toMatch(
        /Author index Alpha, Sample Ama 4 Beta, Sample Kofi 4, 7 Delta, Sample Yaw 7 Gamma, Sample Esi 3 8$/,
      )
      // Each page has its number at its foot (the last text of the page), the included pages
      // too (stamped on them).
      expect(text).toContain('Sample title: graphene inks 7 2 Ceramics')
      expect(text).toContain(
        'as its authors sent it. 4 Sample PDF abstract, first page 5 Sample PDF abstract, second page 6 ',
      )
      // Tagged: the pdfkit pages carry their structure (the included pages are as sent).
      expect(pdf.lang).toBe('en-GB')
      expect(pdf.roles).toEqual(expect.arrayContaining(['H1', 'H2', 'P']))
    },
  )

  it('with no introduction and no venue, the cover has neither', async () => {
    const [, docx] = await sampleItems()
    const book = await bookPdf([docx!], DEFAULT_BOOK_WORDING)
    const pdf = await readPdf(book.bytes)
    expect(pdf.text).toMatch(
      /^IUMRS-ICAM 2025 Book of abstracts Accra, 9–12 December 2025 Contents/,
    )
  })
})
