import { getDocument, OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'

export interface PdfReading {
  /** Every page's text, items joined by spaces, pages by newlines. */
  text: string
  title: string | null
  lang: string | null
  /** The structure tree's roles, depth first (null when the PDF is not tagged). */
  roles: string[] | null
  pages: number
  /**
   * Glyphs drawn as .notdef (an empty box: the font has no glyph for the character), when asked
   * for (`glyphs: true`; null otherwise). The documents' fonts are embedded as CID subsets whose
   * glyph 0 is .notdef, so it is a glyph drawn with character code 0.
   */
  notdef: number | null
}

interface Glyph {
  originalCharCode?: number
}

interface StructNode {
  role?: string
  children?: StructNode[]
}

const rolesOf = (node: StructNode): string[] => [
  ...(node.role ? [node.role] : []),
  ...(node.children ?? []).flatMap(rolesOf),
]

async function notdefOn(page: PDFPageProxy): Promise<number> {
  const ops = await page.getOperatorList()
  let count = 0
  for (const [i, fn] of ops.fnArray.entries()) {
    if (fn !== OPS.showText) continue
    const glyphs = (ops.argsArray[i] as [(Glyph | number | null)[]])[0]
    count += glyphs.filter((g) => typeof g === 'object' && g?.originalCharCode === 0).length
  }
  return count
}

/**
 * Reads a PDF as a reader (and a screen reader) would: its text (through the fonts' ToUnicode
 * maps, right-to-left runs put back in logical order as pdf.js does), title, language and tags,
 * and how many glyphs it draws as empty boxes.
 */
export async function readPdf(
  bytes: Uint8Array,
  opts: { glyphs?: boolean } = {},
): Promise<PdfReading> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    // Errors only: a page drawn in a standard font (pdf-lib's Helvetica) is read without its
    // glyph data, and its text is all a test reads.
    verbosity: 0,
  }).promise
  try {
    const texts: string[] = []
    let roles: string[] | null = null
    let notdef = 0
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n)
      const content = await page.getTextContent()
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
      if (opts.glyphs) notdef += await notdefOn(page)
      const tree = (await page.getStructTree()) as StructNode | null
      if (tree) roles = [...(roles ?? []), ...rolesOf(tree)]
    }
    const info = (await pdf.getMetadata()).info as { Title?: string; Language?: string }
    return {
      text: texts.join('\n').replace(/\s+/g, ' '),
      title: info.Title ?? null,
      lang: info.Language ?? null,
      roles,
      pages: pdf.numPages,
      notdef: opts.glyphs ? notdef : null,
    }
  } finally {
    await pdf.destroy()
  }
}
