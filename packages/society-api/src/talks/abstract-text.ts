/**
 * The text of an abstract's file, as paragraphs, where it can be had: a PDF's text layer
 * (pdfjs-dist), a DOCX's paragraphs (its word/document.xml, unzipped with fflate); an old .doc
 * or an unreadable file gives none (the draft's abstract stays empty for the secretariat).
 * E-mail addresses in the text are left out.
 */
import { unzipSync, strFromU8 } from 'fflate'

/** More than an abstract holds: the rest is cut (the file stays the reference). */
const MAX_CHARS = 20_000

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(
          e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)),
        )
      : (ENTITIES[e.toLowerCase()] ?? ''),
  )

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

export function docxParagraphs(bytes: Uint8Array): string[] {
  const files = unzipSync(bytes, { filter: (f) => f.name === 'word/document.xml' })
  const xml = files['word/document.xml']
  if (!xml) return []
  const body = strFromU8(xml)
  return clip(
    body.split(/<\/w:p>/).map((p) =>
      decode(
        p
          .replace(/<w:tab\/>/g, ' ')
          .replace(/<w:br\/>/g, ' ')
          .replace(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g, '\u0000$1\u0000')
          .split('\u0000')
          .filter((_, i) => i % 2 === 1)
          .join(''),
      ),
    ),
  )
}

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
