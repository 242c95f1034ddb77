/** Reads pixel dimensions from SVG, PNG or WebP bytes (enough for the seed artwork). */
export function imageSize(bytes: Buffer, ext: string): { width: number; height: number } {
  const fallback = { width: 1200, height: 800 }
  if (ext === 'svg') {
    const head = bytes.subarray(0, 2048).toString('utf8')
    const tag = /<svg[^>]*>/i.exec(head)?.[0] ?? ''
    const w = /\swidth="(\d+(?:\.\d+)?)"/.exec(tag)?.[1]
    const h = /\sheight="(\d+(?:\.\d+)?)"/.exec(tag)?.[1]
    if (w && h) return { width: Math.round(Number(w)), height: Math.round(Number(h)) }
    const vb = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(tag)
    if (vb?.[1] && vb[2])
      return { width: Math.round(Number(vb[1])), height: Math.round(Number(vb[2])) }
    return fallback
  }
  if (ext === 'png' && bytes.length > 24) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  }
  if (ext === 'webp' && bytes.length > 30) {
    const chunk = bytes.toString('ascii', 12, 16)
    if (chunk === 'VP8X')
      return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) }
    if (chunk === 'VP8 ')
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff }
    if (chunk === 'VP8L') {
      const b = bytes.readUInt32LE(21)
      return { width: 1 + (b & 0x3fff), height: 1 + ((b >> 14) & 0x3fff) }
    }
  }
  return fallback
}
