/**
 * What a reviewer may download of an abstract's file (docs/decisions/0079-blind-review-files.md):
 * PDF and DOCX with their author metadata stripped; any other format (DOC, a binary format whose
 * properties cannot be removed safely) is not served to reviewers at all, and the desk says so.
 */
import { stripDocxMetadata } from './strip-docx-metadata.ts'
import { stripPdfMetadata } from './strip-pdf-metadata.ts'

export const BLIND_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/** True when a file of this kind can be stripped (the abstract page offers the download). */
export const canServeBlind = (kind: string | null | undefined): boolean =>
  kind !== null && kind !== undefined && kind in BLIND_TYPES

export type BlindFile = { ok: true; bytes: Uint8Array; type: string } | { ok: false }

export async function blindCopy(kind: string, bytes: Uint8Array): Promise<BlindFile> {
  try {
    if (kind === 'pdf')
      return { ok: true, bytes: await stripPdfMetadata(bytes), type: BLIND_TYPES.pdf! }
    if (kind === 'docx')
      return { ok: true, bytes: stripDocxMetadata(bytes), type: BLIND_TYPES.docx! }
  } catch {
    // A file the library cannot read is not served: a raw copy could carry the author's name.
  }
  return { ok: false }
}
