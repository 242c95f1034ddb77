import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export interface PdfReading {
  /** Every page's text, items joined by spaces, pages by newlines. */
  text: string
  title: string | null
  lang: string | null
  /** The structure tree's roles, depth first (null when the PDF is not tagged). */
  roles: string[] | null
  pages: number
}

interface StructNode {
  role?: string
  children?: StructNode[]
}

const rolesOf = (node: StructNode): string[] => [
  ...(node.role ? [node.role] : []),
  ...(node.children ?? []).flatMap(rolesOf),
]

/** Reads a PDF as a reader (and a screen reader) would: its text, title, language and tags. */
export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
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
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n)
      const content = await page.getTextContent()
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
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
    }
  } finally {
    await pdf.destroy()
  }
}
