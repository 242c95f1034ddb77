import { promisify } from 'node:util'
import { inflateRaw } from 'node:zlib'

/**
 * Server-side abstract checks (docs/decisions/0019-abstract-upload-checks.md): at most 1 MB, and really a PDF, DOC or DOCX
 * by content. A DOCX is a zip: its central directory must be sane (bounded entry count, no
 * ZIP64, entries inside the file) and hold word/document.xml, and every entry is really
 * inflated — off the main thread, with an output cap — so a zip bomb whose directory lies
 * about sizes is refused by what it actually expands to (docs/decisions/0019).
 */
export type AbstractKind = 'pdf' | 'doc' | 'docx'

const ZIP_MAX_ENTRIES = 1000
/** What all entries of one DOCX may expand to, together. */
export const ZIP_MAX_UNCOMPRESSED = 16 * 1024 * 1024

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const STORED = 0
const DEFLATED = 8
const inflate = promisify(inflateRaw)

export async function detectAbstractKind(bytes: Uint8Array): Promise<AbstractKind | null> {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf' // %PDF-
  if (startsWith(bytes, OLE_MAGIC)) return 'doc'
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && (await isSaneDocx(bytes))) return 'docx'
  return null
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b)
}

interface ZipEntry {
  name: string
  method: number
  compressed: number
  uncompressed: number
  dataOffset: number
}

/** True only for a sane zip holding word/document.xml whose entries really expand as declared. */
export async function isSaneDocx(bytes: Uint8Array): Promise<boolean> {
  const entries = readCentralDirectory(bytes)
  if (!entries || !entries.some((e) => e.name === 'word/document.xml')) return false
  let budget = ZIP_MAX_UNCOMPRESSED
  for (const entry of entries) {
    const actual = await expandedSize(bytes, entry, budget)
    if (actual === null || actual !== entry.uncompressed) return false
    budget -= actual
  }
  return true
}

/** The entry's real size once inflated; null when it is broken or expands past `budget`. */
async function expandedSize(bytes: Uint8Array, entry: ZipEntry, budget: number) {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressed)
  if (entry.method === STORED) return data.byteLength <= budget ? data.byteLength : null
  if (entry.method !== DEFLATED) return null
  try {
    return (await inflate(data, { maxOutputLength: Math.max(1, budget) })).byteLength
  } catch {
    return null // corrupt, or over the cap (ERR_BUFFER_TOO_LARGE)
  }
}

function readCentralDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const eocd = findEndOfCentralDirectory(view)
  if (eocd < 0) return null
  const count = view.getUint16(eocd + 10, true)
  const cdSize = view.getUint32(eocd + 12, true)
  const cdOffset = view.getUint32(eocd + 16, true)
  if (count === 0 || count === 0xffff || count > ZIP_MAX_ENTRIES) return null
  if (cdOffset === 0xffffffff || cdOffset + cdSize > eocd) return null

  const decoder = new TextDecoder()
  const entries: ZipEntry[] = []
  let pos = cdOffset
  for (let i = 0; i < count; i++) {
    if (pos + 46 > eocd || view.getUint32(pos, true) !== 0x02014b50) return null
    const method = view.getUint16(pos + 10, true)
    const compressed = view.getUint32(pos + 20, true)
    const uncompressed = view.getUint32(pos + 24, true)
    const nameLength = view.getUint16(pos + 28, true)
    const extraLength = view.getUint16(pos + 30, true)
    const commentLength = view.getUint16(pos + 32, true)
    const localOffset = view.getUint32(pos + 42, true)
    if ([compressed, uncompressed, localOffset].includes(0xffffffff)) return null // ZIP64
    const nameEnd = pos + 46 + nameLength
    if (nameEnd > eocd || localOffset + 30 > cdOffset) return null
    if (view.getUint32(localOffset, true) !== 0x04034b50) return null
    const dataOffset =
      localOffset +
      30 +
      view.getUint16(localOffset + 26, true) +
      view.getUint16(localOffset + 28, true)
    if (dataOffset + compressed > cdOffset) return null
    const name = decoder.decode(bytes.subarray(pos + 46, nameEnd))
    entries.push({ name, method, compressed, uncompressed, dataOffset })
    pos = nameEnd + extraLength + commentLength
  }
  return entries
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
