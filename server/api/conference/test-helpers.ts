import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ServerConfig } from '../../config.ts'
import { openDb } from '../../db.ts'
import type { ApiDeps, LakeQuery } from '../../deps.ts'
import type { FeeData } from './fees.ts'

/** Fee documents as the seed holds them (spec §9). */
export const feeData: FeeData = {
  periods: [
    { formTimeframe: 'regular', student: 250, academia: 450, industry: 500 },
    { formTimeframe: 'late-onsite', student: 300, academia: 500, industry: 600 },
  ],
  extraFees: [
    { key: 'banquet', amount: 50 },
    { key: 'excursion', amount: 100 },
  ],
}

export async function testDeps(
  overrides: Partial<ServerConfig> = {},
  lake?: LakeQuery,
): Promise<ApiDeps> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'conference-api-'))
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    distDir: dataDir,
    seedDir: dataDir,
    dataDir,
    projectId: 'local',
    testMode: true,
    extraConnectOrigins: [],
    extraImageOrigins: [],
    mapOrigin: 'https://www.google.com',
    siteNow: null,
    ...overrides,
  }
  const fakeLake = (async () => feeData) as LakeQuery
  return { db: await openDb(':memory:'), lake: lake ?? fakeLake, config }
}

const encoder = new TextEncoder()

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

/** A stored (uncompressed) zip; with word/document.xml it is a minimal DOCX. */
export function zipBytes(
  files: Record<string, string>,
  opts: { fakeUncompressedSize?: number } = {},
): Uint8Array {
  const locals: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  let offset = 0
  for (const [name, content] of Object.entries(files)) {
    const nameBytes = encoder.encode(name)
    const data = encoder.encode(content)
    const local = new Uint8Array(30 + nameBytes.length + data.length)
    const lv = new DataView(local.buffer)
    lv.setUint32(0, 0x04034b50, true)
    lv.setUint16(4, 20, true)
    lv.setUint32(18, data.length, true)
    lv.setUint32(22, data.length, true)
    lv.setUint16(26, nameBytes.length, true)
    local.set(nameBytes, 30)
    local.set(data, 30 + nameBytes.length)
    const central = new Uint8Array(46 + nameBytes.length)
    const cv = new DataView(central.buffer)
    cv.setUint32(0, 0x02014b50, true)
    cv.setUint16(4, 20, true)
    cv.setUint16(6, 20, true)
    cv.setUint32(20, data.length, true)
    cv.setUint32(24, opts.fakeUncompressedSize ?? data.length, true)
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

export const docxBytes = () =>
  zipBytes({
    '[Content_Types].xml': '<Types/>',
    'word/document.xml': '<w:document><w:body><w:p/></w:body></w:document>',
  })
