import { deflateRawSync } from 'node:zlib'

const encoder = new TextEncoder()

/** What an abstract is (docs/decisions/0066): a visibly sample title and authors, the second presenting. */
export const sampleAbstract = {
  abstract_title: 'Sample abstract: perovskite thin films',
  abstract_authors: [
    { name: 'Sample Author One', affiliation: 'Sample Institute A' },
    { name: 'Sample Author Two', affiliation: 'Sample Institute B' },
  ],
  abstract_presenter: 1,
}

/**
 * A valid registration_data object (the contract's registrationDataSchema) with any fields
 * replaced; with `abstract_required: true` it describes the abstract too (`sampleAbstract`).
 */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  ...(overrides.abstract_required === true ? sampleAbstract : {}),
  registration_category: 'academia',
  registration_timeframe: 'regular',
  firstname: 'Ama',
  surname: 'Mensah',
  location: 'Accra',
  email: 'ama@example.com',
  contact: '+233 20 000 0000',
  affiliation: 'University of Ghana',
  affiliation_address_street: '1 University Ave',
  affiliation_address_city: 'Legon',
  affiliation_address_country: 'GH',
  abstract_required: false,
  presentational_mode: 'in-attendance',
  symposium_type: 'advanced_energy_materials',
  banquet: true,
  excursion: false,
  is_workshop: false,
  ...overrides,
})

/** A minimal, real one-page PDF. */
export const pdfBytes = encoder.encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
export const docBytes = new Uint8Array([
  0xd0,
  0xcf,
  0x11,
  0xe0,
  0xa1,
  0xb1,
  0x1a,
  0xe1,
  ...new Array(504).fill(0),
])

/** A zip (stored, or deflated like Word's); with word/document.xml it is a minimal DOCX. */
export function zipBytes(
  files: Record<string, string>,
  opts: { deflate?: boolean; claimedSizes?: Record<string, number> } = {},
): Uint8Array {
  const locals: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  let offset = 0
  for (const [name, content] of Object.entries(files)) {
    const nameBytes = encoder.encode(name)
    const raw = encoder.encode(content)
    const data = opts.deflate ? new Uint8Array(deflateRawSync(raw)) : raw
    const method = opts.deflate ? 8 : 0
    const size = opts.claimedSizes?.[name] ?? raw.length
    const local = new Uint8Array(30 + nameBytes.length + data.length)
    const lv = new DataView(local.buffer)
    lv.setUint32(0, 0x04034b50, true)
    lv.setUint16(4, 20, true)
    lv.setUint16(8, method, true)
    lv.setUint32(18, data.length, true)
    lv.setUint32(22, size, true)
    lv.setUint16(26, nameBytes.length, true)
    local.set(nameBytes, 30)
    local.set(data, 30 + nameBytes.length)
    const central = new Uint8Array(46 + nameBytes.length)
    const cv = new DataView(central.buffer)
    cv.setUint32(0, 0x02014b50, true)
    cv.setUint16(4, 20, true)
    cv.setUint16(6, 20, true)
    cv.setUint16(10, method, true)
    cv.setUint32(20, data.length, true)
    cv.setUint32(24, size, true)
    cv.setUint16(28, nameBytes.length, true)
    cv.setUint32(42, offset, true)
    central.set(nameBytes, 46)
    locals.push(local)
    centrals.push(central)
    offset += local.length
  }
  const cdSize = centrals.reduce((n, c) => n + c.length, 0)
  const end = new Uint8Array(22)
  const ev = new DataView(end.buffer)
  ev.setUint32(0, 0x06054b50, true)
  ev.setUint16(8, centrals.length, true)
  ev.setUint16(10, centrals.length, true)
  ev.setUint32(12, cdSize, true)
  ev.setUint32(16, offset, true)
  const out = new Uint8Array(offset + cdSize + 22)
  let pos = 0
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, pos)
    pos += part.length
  }
  return out
}

export const docxBytes = (opts: { deflate?: boolean } = {}) =>
  zipBytes(
    {
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': '<w:document><w:body><w:p/></w:body></w:document>',
    },
    opts,
  )

/** A DOCX whose document expands to `bytes`; its directory claims `claimed` (default: the truth). */
export const zipBomb = (bytes: number, claimed = bytes) =>
  zipBytes(
    { '[Content_Types].xml': '<Types/>', 'word/document.xml': 'A'.repeat(bytes) },
    { deflate: true, claimedSizes: { 'word/document.xml': claimed } },
  )
