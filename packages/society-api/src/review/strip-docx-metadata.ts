/**
 * A DOCX abstract as a reviewer receives it (blind review;
 * docs/decisions/0079-blind-review-files.md): the package's core properties (creator, last
 * modified by…), extended properties (company, manager, template…) and custom properties are
 * replaced by empty ones, and the author and initials of tracked changes and comments in the
 * document's parts are blanked. The text is untouched: names typed into it are the author's to
 * leave out. Unzipped and zipped again with fflate.
 */
import { strFromU8, strToU8, unzipSync, zipSync, type Unzipped } from 'fflate'

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const VT = 'http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes'

/** The property parts, each replaced by an empty part of its own schema (the package stays valid). */
const EMPTY_PARTS: Record<string, string> = {
  'docProps/core.xml': `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"></cp:coreProperties>`,
  'docProps/app.xml': `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="${VT}"></Properties>`,
  'docProps/custom.xml': `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="${VT}"></Properties>`,
}

/** Refused above this much unpacked (a real abstract is far smaller; a zip bomb is not). */
const MAX_UNPACKED = 64 * 1024 * 1024

/** Author names Word writes into a document's own parts (tracked changes, comments, people). */
const AUTHOR_ATTRIBUTES = /\b(w:author|w:initials|w15:userId|w15:providerId)="[^"]*"/g

export class NotADocx extends Error {}

export function stripDocxMetadata(bytes: Uint8Array): Uint8Array {
  let unpacked = 0
  let files: Unzipped
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        unpacked += file.originalSize
        if (unpacked > MAX_UNPACKED) throw new NotADocx('Too large unpacked')
        return true
      },
    })
  } catch (error) {
    throw error instanceof NotADocx ? error : new NotADocx('Not a readable ZIP package')
  }
  if (!files['[Content_Types].xml'] || !files['word/document.xml'])
    throw new NotADocx('Not a Word document package')
  const out: Record<string, Uint8Array> = {}
  for (const [name, data] of Object.entries(files)) {
    if (name.endsWith('/')) continue // folder entries carry nothing
    const empty = EMPTY_PARTS[name]
    if (empty) out[name] = strToU8(empty)
    else if (/^word\/[^/]+\.xml$/.test(name))
      out[name] = strToU8(strFromU8(data).replace(AUTHOR_ATTRIBUTES, '$1=""'))
    else out[name] = data
  }
  return zipSync(out, { level: 6 })
}
