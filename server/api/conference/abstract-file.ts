/**
 * Server-side abstract checks (DESIGN §3, §4.3): at most 1 MB, and really a PDF, DOC or DOCX
 * by content. A DOCX is a zip: its central directory is read here (no dependency) and must be
 * sane — bounded entry count and total uncompressed size, no ZIP64, offsets inside the file —
 * and must contain word/document.xml.
 */
export type AbstractKind = 'pdf' | 'doc' | 'docx'

export const ZIP_MAX_ENTRIES = 1000
export const ZIP_MAX_UNCOMPRESSED = 32 * 1024 * 1024

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

export function detectAbstractKind(bytes: Uint8Array): AbstractKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf' // %PDF-
  if (startsWith(bytes, OLE_MAGIC)) return 'doc'
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && isSaneDocx(bytes)) return 'docx'
  return null
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b)
}

/** Reads the zip central directory; true only for a sane zip holding word/document.xml. */
export function isSaneDocx(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const eocd = findEndOfCentralDirectory(view)
  if (eocd < 0) return false
  const entries = view.getUint16(eocd + 10, true)
  const cdSize = view.getUint32(eocd + 12, true)
  const cdOffset = view.getUint32(eocd + 16, true)
  if (entries === 0 || entries === 0xffff || entries > ZIP_MAX_ENTRIES) return false
  if (cdOffset === 0xffffffff || cdOffset + cdSize > eocd) return false

  const decoder = new TextDecoder()
  let pos = cdOffset
  let total = 0
  let hasDocument = false
  for (let i = 0; i < entries; i++) {
    if (pos + 46 > eocd || view.getUint32(pos, true) !== 0x02014b50) return false
    const compressed = view.getUint32(pos + 20, true)
    const uncompressed = view.getUint32(pos + 24, true)
    const nameLength = view.getUint16(pos + 28, true)
    const extraLength = view.getUint16(pos + 30, true)
    const commentLength = view.getUint16(pos + 32, true)
    const localOffset = view.getUint32(pos + 42, true)
    if (compressed === 0xffffffff || uncompressed === 0xffffffff || localOffset === 0xffffffff)
      return false // ZIP64
    if (localOffset + 30 > cdOffset || localOffset + compressed > cdOffset) return false
    total += uncompressed
    if (total > ZIP_MAX_UNCOMPRESSED) return false
    const nameEnd = pos + 46 + nameLength
    if (nameEnd > eocd) return false
    const name = decoder.decode(bytes.subarray(pos + 46, nameEnd))
    if (name === 'word/document.xml') hasDocument = true
    pos = nameEnd + extraLength + commentLength
  }
  return hasDocument
}

function findEndOfCentralDirectory(view: DataView): number {
  const min = Math.max(0, view.byteLength - (22 + 0xffff))
  for (let pos = view.byteLength - 22; pos >= min; pos--) {
    if (view.getUint32(pos, true) === 0x06054b50) return pos
  }
  return -1
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase()
}
