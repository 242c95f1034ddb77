import jsQR from 'jsqr'
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'

interface PdfImage {
  width: number
  height: number
  /** 1: 1 bit grey, 2: RGB, 3: RGBA (pdf.js's ImageKind). */
  kind: number
  data: Uint8ClampedArray
}

const rgba = (image: PdfImage): Uint8ClampedArray => {
  if (image.kind === 3) return image.data
  const out = new Uint8ClampedArray(image.width * image.height * 4)
  for (let i = 0, j = 0; i < out.length; i += 4, j += 3) {
    out[i] = image.data[j]!
    out[i + 1] = image.data[j + 1]!
    out[i + 2] = image.data[j + 2]!
    out[i + 3] = 255
  }
  return out
}

/**
 * What every QR code in a PDF says, page by page in drawing order, as a phone would read it: the
 * images pdf.js decodes from the file, read by a QR decoder (null for an image it cannot read).
 */
export async function qrCodesInPdf(bytes: Uint8Array): Promise<(string | null)[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise
  try {
    const found: (string | null)[] = []
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n)
      const ops = await page.getOperatorList()
      for (const [i, fn] of ops.fnArray.entries()) {
        if (fn !== OPS.paintImageXObject) continue
        const name = String((ops.argsArray[i] as unknown[])[0])
        const image = await new Promise<PdfImage>((resolve) => page.objs.get(name, resolve))
        if (image.kind === 1) throw new Error('1-bit images are not read here')
        found.push(jsQR(rgba(image), image.width, image.height)?.data ?? null)
      }
    }
    return found
  } finally {
    await pdf.destroy()
  }
}
