import { strToU8, zipSync } from 'fflate'
import { PDFDocument } from 'pdf-lib'
import type { BookItem } from './book-pdf.ts'

/** A PDF abstract of two pages, each with a line of text of its own. */
export async function twoPagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.addPage().drawText('Sample PDF abstract, first page', { x: 50, y: 700 })
  doc.addPage().drawText('Sample PDF abstract, second page', { x: 50, y: 700 })
  return doc.save()
}

/** A DOCX abstract whose document holds these paragraphs. */
export function docxOf(paragraphs: string[]): Uint8Array {
  const body = paragraphs
    .map(
      (p) =>
        `<w:p><w:pPr><w:jc w:val="both"/></w:pPr><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`,
    )
    .join('')
  return zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  })
}

/** An old Word file (.doc): the book has no text to show of it. */
export const docBytes = () => new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])

/** Three accepted abstracts (visibly samples): a 2-page PDF, a DOCX and a DOC, in two symposia. */
export async function sampleItems(): Promise<BookItem[]> {
  return [
    {
      id: 11,
      title: 'Sample title: perovskite films',
      authors: [
        { name: 'Sample Ama Alpha', affiliation: 'Sample Institute' },
        { name: 'Sample Kofi Beta', affiliation: 'Sample Laboratory' },
      ],
      presenter: 1,
      symposium: 'Energy materials',
      mode: 'oral',
      file: { kind: 'pdf', bytes: await twoPagePdf() },
    },
    {
      id: 12,
      title: 'Sample title: clay ceramics',
      authors: [{ name: 'Sample Esi Gamma', affiliation: 'Sample Institute' }],
      presenter: 0,
      symposium: 'Ceramics',
      mode: 'poster',
      file: {
        kind: 'docx',
        bytes: docxOf(['Sample DOCX abstract text &amp; results.', 'A second paragraph.']),
      },
    },
    {
      id: 13,
      title: 'Sample title: graphene inks',
      authors: [
        { name: 'Sample Kofi Beta', affiliation: 'Sample Laboratory' },
        { name: 'Sample Yaw Delta' },
      ],
      presenter: 0,
      symposium: 'Energy materials',
      mode: 'poster',
      file: { kind: 'doc', bytes: docBytes() },
    },
  ]
}
