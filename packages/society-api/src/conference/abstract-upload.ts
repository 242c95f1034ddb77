import { ABSTRACT_EXTENSIONS, ABSTRACT_MAX_BYTES } from '@amrs/shared/contract/conference'
import { detectAbstractKind, extensionOf } from './abstract-file.ts'

/** An abstract file that passed the checks: its bytes, its kind (by content), its name as sent. */
export interface AbstractUpload {
  bytes: Uint8Array
  kind: string
  name: string
}

export const ABSTRACT_TOO_LARGE =
  'The abstract file is larger than 1 MB. Please upload a smaller file.'
export const ABSTRACT_NOT_A_DOCUMENT = 'The abstract must be a real PDF, DOC or DOCX file'

/**
 * The checks every abstract upload passes, wherever it is sent (the registration form, My
 * registration, the desk): at most 1 MB, not empty, and a real PDF, DOC or DOCX whose name says
 * what its content is (docs/decisions/0019).
 */
export async function readAbstractUpload(
  file: File,
): Promise<AbstractUpload | { problem: string; tooLarge?: true }> {
  if (file.size > ABSTRACT_MAX_BYTES) return { problem: ABSTRACT_TOO_LARGE, tooLarge: true }
  if (file.size === 0) return { problem: 'The abstract file is empty' }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = await detectAbstractKind(bytes)
  const ext = extensionOf(file.name)
  if (!kind || !(ABSTRACT_EXTENSIONS as readonly string[]).includes(ext) || ext !== kind)
    return { problem: ABSTRACT_NOT_A_DOCUMENT }
  return { bytes, kind, name: file.name }
}
