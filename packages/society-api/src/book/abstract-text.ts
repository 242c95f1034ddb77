/**
 * An abstract's text for the book of abstracts (docs/decisions/0087), where it can be extracted:
 * a DOCX's paragraphs (`conference/docx-paragraphs.ts`); nothing from a DOC or an unreadable
 * file (the book then says the file could not be included).
 */
import { docxParagraphs } from '../conference/docx-paragraphs.ts'

/** The text of an abstract's file for the book: paragraphs, or null when none can be extracted. */
export function abstractParagraphs(kind: string, bytes: Uint8Array): string[] | null {
  if (kind !== 'docx') return null
  const paragraphs = docxParagraphs(bytes)
  return paragraphs && paragraphs.length > 0 ? paragraphs : null
}
