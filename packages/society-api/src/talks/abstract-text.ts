/**
 * The text of an abstract's file, as paragraphs, where it can be had: a PDF's text layer
 * (pdfjs-dist), a DOCX's paragraphs (`conference/docx-paragraphs.ts`); an old .doc
 * or an unreadable file gives none (the draft's abstract stays empty for the secretariat).
 * E-mail addresses in the text are left out.
 */
import { docxParagraphs as readDocx } from '../conference/docx-paragraphs.ts'

/** More than an abstract holds: the rest is cut (the file stays the reference). */
const MAX_CHARS = 20_000

/** An e-mail address (an abstract's author block often has them): never copied into the CMS. */
const EMAIL = /[^\s@<>()[\]]+@[^\s@<>()[\]]+\.[a-z]{2,}/gi

function clip(paragraphs: string[]): string[] {
  const out: string[] = []
  let total = 0
  const tidy = (p: string) => p.replace(EMAIL, '').replace(/\s+/g, ' ').trim()
  for (const p of paragraphs.map(tidy).filter(Boolean)) {
    if (total + p.length > MAX_CHARS) break
    out.push(p)
    total += p.length
  }
  return out
}

export const docxParagraphs = (bytes: Uint8Array): string[] => clip(readDocx(bytes) ?? [])

export async function pdfParagraphs(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: 0,
  }).promise
  try {
    const paragraphs: string[] = []
    for (let n = 1; n <= Math.min(doc.numPages, 5); n++) {
      const page = await doc.getPage(n)
      const content = await page.getTextContent()
      let line = ''
      for (const item of content.items) {
        if (!('str' in item)) continue
        line += item.str
        if (item.hasEOL) line += '\n'
      }
      // A blank line (or a line ending a sentence) ends a paragraph; other line ends are wraps.
      paragraphs.push(...line.split(/\n\s*\n|(?<=[.!?])\n/))
    }
    return clip(paragraphs)
  } finally {
    await doc.destroy()
  }
}

/** The paragraphs of an abstract file of `kind` (pdf, docx, doc); [] when none can be read. */
export async function abstractParagraphs(
  bytes: Uint8Array,
  kind: string | null,
): Promise<string[]> {
  try {
    if (kind === 'pdf') return await pdfParagraphs(bytes)
    if (kind === 'docx') return docxParagraphs(bytes)
  } catch {
    // A damaged or unusual file: no text, the draft is made without it.
  }
  return []
}
