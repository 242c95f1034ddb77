import PDFDocument from 'pdfkit'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { abstractParagraphs } from './abstract-text.ts'

function pdf(lines: string[]): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    for (const line of lines) doc.text(line).moveDown()
    doc.end()
  })
}

describe('the text of an abstract file', () => {
  it('reads a PDF’s text layer as paragraphs', async () => {
    const paragraphs = await abstractParagraphs(
      await pdf([
        'Sample title of a PDF abstract.',
        'Sample Author (sample.author@university.example.test)',
        'The body says what was measured.',
      ]),
      'pdf',
    )
    expect(paragraphs.join(' ')).toContain('Sample title of a PDF abstract.')
    expect(paragraphs.join(' ')).toContain('The body says what was measured.')
    expect(paragraphs.join(' ')).toContain('Sample Author ()')
    expect(paragraphs.join(' ')).not.toContain('@')
  })

  it('reads a DOCX’s paragraphs, entities decoded, tags and properties left out', async () => {
    const xml = `<w:document><w:body><w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:t xml:space="preserve">Thin films &amp; </w:t></w:r><w:r><w:t>defects</w:t></w:r></w:p><w:p><w:r><w:t>Next</w:t></w:r></w:p><w:p></w:p></w:body></w:document>`
    const bytes = zipSync({ 'word/document.xml': strToU8(xml) })
    expect(await abstractParagraphs(bytes, 'docx')).toEqual(['Thin films & defects', 'Next'])
  })

  it('gives no text for an old .doc or a damaged file', async () => {
    expect(await abstractParagraphs(new Uint8Array([1, 2, 3]), 'doc')).toEqual([])
    expect(await abstractParagraphs(new Uint8Array([1, 2, 3]), 'pdf')).toEqual([])
    expect(await abstractParagraphs(new Uint8Array([1, 2, 3]), 'docx')).toEqual([])
  })
})
