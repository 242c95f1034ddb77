import type { PDFDocument } from 'pdf-lib'
import { PdfBuilder } from '../pdf/pdf-document.ts'
import type { BookWording } from './book-pdf.ts'

/**
 * The book's pages as pdfkit sets them (book-pdf.ts), with the book's own page count: pdfkit's
 * pages plus the pages of included PDFs placed so far (copied in with pdf-lib once pdfkit is done).
 */
export class BookLayout {
  readonly pdf: PdfBuilder
  /** pdfkit's pages so far (the first exists from the start). */
  ownPages = 1
  /** Pages of included PDFs placed so far (inserted after pdfkit is done). */
  included = 0
  readonly inserts: Array<{ after: number; source: PDFDocument; pages: number }> = []

  constructor(wording: BookWording) {
    this.pdf = new PdfBuilder({
      title: `${wording.subtitle}: ${wording.conferenceName}`,
      author: wording.conferenceName,
      subject: wording.subtitle,
      bufferPages: true,
    })
    this.pdf.doc.on('pageAdded', () => this.ownPages++)
  }

  get page(): number {
    return this.ownPages + this.included
  }

  get #width(): number {
    const { page } = this.pdf.doc
    return page.width - page.margins.left - page.margins.right
  }

  newPage(): void {
    this.pdf.doc.addPage()
  }

  /** A new page unless `height` more fits on this one. */
  room(height: number): void {
    const { doc } = this.pdf
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) this.newPage()
  }

  /** A line with text on the left and a number (or numbers) right-aligned in a column. */
  entry(left: string, right: string, column: number): void {
    const { doc } = this.pdf
    const x = doc.page.margins.left
    const width = this.#width - column - 8
    this.room(this.pdf.heightOf(left, width, 10.5) + 2)
    const y = doc.y
    this.pdf.tagged('P', () => {
      this.pdf.text(left, { x, y, width, size: 10.5 })
      const bottom = doc.y
      this.pdf.text(right, { x: x + width + 8, y, width: column, size: 10.5, align: 'right' })
      doc.x = x
      doc.y = Math.max(bottom, doc.y) + 3
    })
  }

  /**
   * Each page's number at its foot (not the cover's), as an artifact: pdfkit's pages are
   * numbered after the included pages placed before them.
   */
  numberPages(): void {
    const { doc } = this.pdf
    const range = doc.bufferedPageRange()
    for (let i = range.start + 1; i < range.start + range.count; i++) {
      doc.switchToPage(i)
      const before = this.inserts.filter((insert) => insert.after <= i)
      const number = i + 1 + before.reduce((sum, insert) => sum + insert.pages, 0)
      const bottom = doc.page.margins.bottom
      doc.page.margins.bottom = 0 // a line in the margin, without a page break
      this.pdf.artifact(() => {
        this.pdf.text(String(number), {
          x: doc.page.margins.left,
          y: doc.page.height - bottom / 2 - 5,
          width: this.#width,
          size: 9,
          align: 'center',
          lineBreak: false,
        })
      })
      doc.page.margins.bottom = bottom
    }
  }

  centred(text: string, size: number, bold = false): void {
    const { doc } = this.pdf
    this.pdf.tagged('P', () => {
      this.pdf.text(text, {
        x: doc.page.margins.left,
        width: this.#width,
        size,
        weight: bold ? 'bold' : 'regular',
        align: 'center',
      })
      doc.moveDown(0.6)
    })
  }
}
