/**
 * A DOCX abstract's paragraphs, in order, from its `word/document.xml` (unzipped with fflate, as
 * the reviewer's blind copy is): runs' text, tabs and breaks, deleted text (`w:delText`) left out.
 * The book of abstracts sets them; a talk draft takes them as its abstract text.
 */
import { strFromU8, unzipSync } from 'fflate'

/** Refused above this much unpacked (a real abstract is far smaller; a zip bomb is not). */
const MAX_UNPACKED = 64 * 1024 * 1024

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
}

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ''
    }
    return ENTITIES[name] ?? whole
  })

/** The text of one `<w:p>`: its runs' text, tabs and breaks; deleted text (`w:delText`) is left out. */
function paragraphText(xml: string): string {
  let text = ''
  for (const m of xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>/g))
    text += m[1] !== undefined ? decode(m[1]) : m[2] === 'tab' ? '\t' : '\n'
  return text.replace(/[ \t]+/g, ' ').trim()
}

/** A DOCX's paragraphs in order (empty ones dropped); null when it is not a readable DOCX. */
export function docxParagraphs(bytes: Uint8Array): string[] | null {
  let unpacked = 0
  try {
    const files = unzipSync(bytes, {
      filter: (file) => {
        unpacked += file.originalSize
        if (unpacked > MAX_UNPACKED) throw new Error('Too large unpacked')
        return file.name === 'word/document.xml'
      },
    })
    const document = files['word/document.xml']
    if (!document) return null
    const body = strFromU8(document)
    const paragraphs = [...body.matchAll(/<w:p\b[^>]*?(?:\/>|>([\s\S]*?)<\/w:p>)/g)]
      .map((m) => paragraphText(m[1] ?? ''))
      .filter(Boolean)
    return paragraphs
  } catch {
    return null
  }
}
