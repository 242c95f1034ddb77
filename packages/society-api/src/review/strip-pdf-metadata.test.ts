import { PDFDocument, PDFName } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { stripPdfMetadata } from './strip-pdf-metadata.ts'

// A visibly sample author (never a real person).
const AUTHOR = 'Sample Author Abena'
const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${AUTHOR}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`

async function samplePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.addPage().drawText('Perovskite films at low temperature', { x: 50, y: 700 })
  doc.setAuthor(AUTHOR)
  doc.setCreator(`${AUTHOR}'s word processor`)
  doc.setKeywords(['sample'])
  const xmp = doc.context.register(doc.context.stream(XMP, { Type: 'Metadata', Subtype: 'XML' }))
  doc.catalog.set(PDFName.of('Metadata'), xmp)
  return doc.save({ useObjectStreams: false })
}

const text = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1')

describe('stripPdfMetadata', () => {
  it('removes the author from the Info dictionary and the XMP, keeping the pages', async () => {
    const original = await samplePdf()
    expect(text(original)).toContain(AUTHOR) // the fixture really carries it
    const stripped = await stripPdfMetadata(original)
    expect(text(stripped)).not.toContain(AUTHOR)
    expect(text(stripped)).not.toContain('/Metadata')
    const reloaded = await PDFDocument.load(stripped)
    expect(reloaded.getPageCount()).toBe(1)
    expect(reloaded.getAuthor()).toBeUndefined()
  })
})
