/**
 * A PDF abstract as a reviewer receives it (blind review, docs/decisions/0079): the document
 * information dictionary (Author, Creator, Title…) and every XMP metadata stream are removed,
 * the objects themselves deleted (not just unlinked, since a PDF writer keeps unreachable
 * objects). The pages are untouched: names typed into the text are the author's to leave out.
 */

/**
 * pdf-lib is loaded when a reviewer first downloads a PDF, not when the service starts: it was
 * the largest part of a start's module loading (0.66 of ~4 CPU-seconds, CPU profile).
 */
export async function stripPdfMetadata(bytes: Uint8Array): Promise<Uint8Array> {
  const { PDFDict, PDFDocument, PDFName, PDFRef } = await import('pdf-lib')
  const METADATA = PDFName.of('Metadata')
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  const { context } = doc
  const info = context.trailerInfo.Info
  if (info instanceof PDFRef) context.delete(info)
  context.trailerInfo.Info = undefined
  // XMP can hang off the catalog, pages, images or fonts: drop it from every dictionary.
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : (object as { dict?: unknown }).dict
    if (!(dict instanceof PDFDict)) continue
    const metadata = dict.get(METADATA)
    if (metadata === undefined) continue
    if (metadata instanceof PDFRef) context.delete(metadata)
    dict.delete(METADATA)
  }
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false })
}
