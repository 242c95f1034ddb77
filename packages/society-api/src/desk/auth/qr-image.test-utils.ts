import { Resvg } from '@resvg/resvg-js'
import jsQR from 'jsqr'

/**
 * What a QR code shown as an SVG `data:` image says, as a phone would read it: the image drawn
 * to pixels (resvg, the renderer the site's images use) and read by the QR decoder the PDF tests
 * use (../../pdf/pdf-qr.test-utils.ts); null when it cannot be read.
 */
export function qrInSvgDataUri(src: string): string | null {
  const match = /^data:image\/svg\+xml;base64,(.+)$/.exec(src)
  if (!match) throw new Error(`Not an SVG data: image: ${src.slice(0, 40)}…`)
  const svg = Buffer.from(match[1]!, 'base64').toString('utf8')
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: 400 },
    background: 'white',
  }).render()
  return jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height)?.data ?? null
}
