/**
 * The book of abstracts as one PDF (docs/decisions/0087-book-of-abstracts.md):
 * a cover, the contents by symposium, each accepted abstract from a new page, and the author
 * index. Set with the repo's tagged PdfBuilder (pdfkit); a PDF abstract follows its header page
 * as its own pages, copied in with pdf-lib (as they are, untagged, with the book's page number
 * added at their foot). Page numbers are the PDF's
 * own (the cover is page 1): the contents' numbers come from a first pass, so they are the final
 * ones; the index is set after the abstracts, from the same pass.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { abstractParagraphs } from './abstract-text.ts'
import { BookLayout } from './book-layout.ts'
import { authorIndex, authorLines, bySymposium, type BookAbstract } from './book-plan.ts'

export interface BookWording {
  conferenceName: string
  /** "Accra, 9–12 December 2025". */
  placeAndDates: string
  /** The venue's name ('' when none). */
  venue: string
  /** "Book of abstracts" unless the CMS says otherwise. */
  subtitle: string
  /** The introduction's paragraphs (none: no introduction). */
  introduction: string[]
  /** What a page says when an abstract's file could not be included. */
  notIncluded: string
}

/** An accepted abstract with its file (null when the file is missing on disk). */
export interface BookItem extends BookAbstract {
  file: { kind: string; bytes: Uint8Array } | null
}

type Body =
  | { type: 'pdf'; source: PDFDocument; pages: number }
  | { type: 'text'; paragraphs: string[] }
  | { type: 'missing' }

interface Prepared extends BookItem {
  body: Body
}

export interface BuiltBook {
  bytes: Uint8Array
  pages: number
  abstracts: number
  /** Each abstract's first page (by registration id). */
  startPages: Map<number, number>
}

const MODE = { oral: 'Oral presentation', poster: 'Poster' } as const
const NUMBER_COLUMN = 44
const INDEX_PAGES_COLUMN = 150

async function bodyOf(item: BookItem): Promise<Body> {
  if (!item.file) return { type: 'missing' }
  if (item.file.kind === 'pdf') {
    try {
      const source = await PDFDocument.load(item.file.bytes, { updateMetadata: false })
      const pages = source.getPageCount()
      return pages > 0 ? { type: 'pdf', source, pages } : { type: 'missing' }
    } catch {
      return { type: 'missing' } // encrypted or unreadable: said on its page
    }
  }
  const paragraphs = abstractParagraphs(item.file.kind, item.file.bytes)
  return paragraphs ? { type: 'text', paragraphs } : { type: 'missing' }
}

function cover(layout: BookLayout, wording: BookWording): void {
  const { pdf } = layout
  const { doc } = pdf
  doc.y = 200
  pdf.tagged('H1', () => {
    pdf.text(wording.conferenceName, {
      x: doc.page.margins.left,
      width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
      size: 26,
      weight: 'bold',
      align: 'center',
    })
    doc.moveDown(0.5)
  })
  layout.centred(wording.subtitle, 18, true)
  layout.centred(wording.placeAndDates, 13)
  if (wording.venue) layout.centred(wording.venue, 13)
  if (wording.introduction.length) {
    doc.moveDown(2)
    doc.x = doc.page.margins.left
    for (const paragraph of wording.introduction) pdf.paragraph(paragraph, { gap: 0.6 })
  }
}

function contents(
  layout: BookLayout,
  symposia: ReturnType<typeof bySymposium<Prepared>>,
  startPages: Map<number, number> | null,
): void {
  const { pdf } = layout
  layout.newPage()
  pdf.heading('Contents')
  for (const symposium of symposia) {
    layout.room(60)
    pdf.doc.moveDown(0.4)
    pdf.heading(symposium.name, 2)
    for (const a of symposium.abstracts)
      layout.entry(a.title, String(startPages?.get(a.id) ?? 0), NUMBER_COLUMN)
  }
}

function header(layout: BookLayout, a: Prepared): void {
  const { pdf } = layout
  pdf.paragraph(`${a.symposium} · ${MODE[a.mode]}`, { size: 9.5, gap: 0.6 })
  pdf.heading(a.title, 2)
  const lines = authorLines(a)
  pdf.paragraph(lines.authors, { size: 11, gap: 0.2 })
  for (const affiliation of lines.affiliations) pdf.paragraph(affiliation, { size: 9.5, gap: 0.1 })
  if (a.presenter !== null && a.authors[a.presenter])
    pdf.paragraph('* Presenting author', { size: 9.5, gap: 0.1 })
  pdf.doc.moveDown(1)
}

/** The abstract from a new page; the number of that page. */
function abstractPages(layout: BookLayout, a: Prepared, wording: BookWording): number {
  layout.newPage()
  const start = layout.page
  header(layout, a)
  const { body } = a
  if (body.type === 'text') for (const p of body.paragraphs) layout.pdf.paragraph(p, { gap: 0.5 })
  else if (body.type === 'missing') layout.pdf.paragraph(wording.notIncluded)
  else {
    layout.pdf.paragraph(
      body.pages === 1
        ? 'The abstract follows on the next page, as its authors sent it.'
        : `The abstract follows on the next ${body.pages} pages, as its authors sent it.`,
    )
    layout.inserts.push({ after: layout.ownPages, source: body.source, pages: body.pages })
    layout.included += body.pages
  }
  return start
}

function index(layout: BookLayout, prepared: Prepared[], startPages: Map<number, number>): void {
  layout.newPage()
  layout.pdf.heading('Author index')
  for (const entry of authorIndex(prepared, (a) => startPages.get(a.id) ?? 0))
    layout.entry(entry.name, entry.pages.join(', '), INDEX_PAGES_COLUMN)
}

async function lay(
  prepared: Prepared[],
  wording: BookWording,
  known: Map<number, number> | null,
): Promise<{ layout: BookLayout; bytes: Uint8Array; startPages: Map<number, number> }> {
  const layout = new BookLayout(wording)
  const symposia = bySymposium(prepared)
  cover(layout, wording)
  contents(layout, symposia, known)
  const startPages = new Map<number, number>()
  for (const symposium of symposia)
    for (const a of symposium.abstracts) startPages.set(a.id, abstractPages(layout, a, wording))
  index(layout, prepared, startPages)
  layout.numberPages()
  return { layout, bytes: await layout.pdf.finish(), startPages }
}

/**
 * The included pages get the book's page number at their foot too (the contents and the index
 * point at them), in the foot's margin where the pages the book sets have theirs.
 */
async function numberIncludedPages(
  book: PDFDocument,
  inserts: readonly { after: number; pages: number }[],
): Promise<void> {
  const font = await book.embedFont(StandardFonts.Helvetica)
  const size = 9
  let before = 0
  for (const insert of inserts) {
    for (let i = 0; i < insert.pages; i++) {
      const index = insert.after + before + i
      const page = book.getPage(index)
      const label = String(index + 1)
      const { width } = page.getSize()
      page.drawText(label, {
        x: (width - font.widthOfTextAtSize(label, size)) / 2,
        y: 24,
        size,
        font,
      })
    }
    before += insert.pages
  }
}

const same = (a: Map<number, number>, b: Map<number, number> | null) =>
  !!b && a.size === b.size && [...a].every(([id, page]) => b.get(id) === page)

/** The book, from its accepted abstracts (any order) and the society's words. */
export async function bookPdf(
  items: readonly BookItem[],
  wording: BookWording,
): Promise<BuiltBook> {
  const prepared: Prepared[] = []
  for (const item of items) prepared.push({ ...item, body: await bodyOf(item) })
  // The contents' numbers are known after a pass; its length does not depend on them (the
  // numbers have a column of their own), so the second pass is final. A third is a safeguard.
  let known: Map<number, number> | null = null
  let pass = await lay(prepared, wording, known)
  for (let i = 0; i < 2 && !same(pass.startPages, known); i++) {
    known = pass.startPages
    pass = await lay(prepared, wording, known)
  }
  const { layout, startPages } = pass
  let bytes = pass.bytes
  if (layout.inserts.length) {
    const book = await PDFDocument.load(bytes, { updateMetadata: false })
    // From the last to the first, so each insertion point is still a pdfkit page's index.
    for (const insert of [...layout.inserts].reverse()) {
      const copied = await book.copyPages(insert.source, insert.source.getPageIndices())
      copied.forEach((page, i) => book.insertPage(insert.after + i, page))
    }
    await numberIncludedPages(book, layout.inserts)
    bytes = await book.save()
  }
  return {
    bytes,
    pages: layout.page,
    abstracts: prepared.length,
    startPages,
  }
}
