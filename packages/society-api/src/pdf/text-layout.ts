import { fontName, fontOf, type Face, type Weight } from './pdf-fonts.ts'
import { breakLines } from './line-breaking.ts'
import {
  analyse,
  graphemes,
  logicalPieces,
  metrics,
  RTL_SCRIPT,
  visualPieces,
  type Line,
  type Paragraph,
  type Piece,
} from './text-paragraph.ts'

/**
 * Text set line by line for the PDFs (docs/decisions/0099): each paragraph is cut into lines at
 * the Unicode line-break opportunities (UAX #14, so Chinese and Japanese break between
 * characters: line-breaking.ts), each line is put in display order by the Unicode bidirectional
 * algorithm (UAX #9, so an Arabic name reads right to left inside an English sentence:
 * text-paragraph.ts), and each stretch of one face and one direction is drawn by pdfkit, whose
 * fontkit shapes it (Arabic letters joined, lam-alef ligatures). The font's metrics of the Latin
 * face give every line the same height and baseline, whatever faces it mixes.
 */

export type Align = 'left' | 'center' | 'right'

export interface SetOptions {
  x: number
  y: number
  width: number
  size: number
  weight: Weight
  /**
   * Unset: the start of each paragraph's direction, the left for an English one, the right for
   * one all in a right-to-left script (an Arabic abstract).
   */
  align?: Align
  /** The box's height: lines below it are left out and the last one shown ends in "…". */
  height?: number
  /** One line as it is: no wrapping, no new page. */
  lineBreak?: boolean
}

/** What pdfkit's embedded font keeps of the glyphs a document uses (its subset, their text). */
interface EmbeddedFont {
  subset: { includeGlyph(id: number): number }
  unicode: number[][]
}

export class TextSetter {
  readonly #doc: PDFKit.PDFDocument
  readonly #registered = new Set<string>()

  constructor(doc: PDFKit.PDFDocument) {
    this.#doc = doc
  }

  /** The height of one line at `size` (the Latin face's, as pdfkit's own text had it). */
  lineHeight(size: number, weight: Weight = 'regular'): number {
    return metrics('latin', weight, size).lineHeight
  }

  /** Selects a face in the document (registered the first time it is used). */
  #use(face: Face, weight: Weight, size: number): PDFKit.PDFDocument {
    const name = fontName(face, weight)
    if (!this.#registered.has(name)) {
      // pdfkit takes a parsed fontkit font as its source (PDFFontFactory), and subsets it.
      this.#doc.registerFont(name, fontOf(face, weight) as unknown as Buffer)
      this.#registered.add(name)
    }
    return this.#doc.font(name).fontSize(size)
  }

  /** Selects the Latin face: what pdfkit's `moveDown` measures lines with. */
  base(size: number, weight: Weight = 'regular'): void {
    this.#use('latin', weight, size)
  }

  #features = (piece: Piece) => (piece.rtl && RTL_SCRIPT.test(piece.text) ? { features: [] } : {})

  /** Widths at 1 pt by face, weight, direction and text (a book repeats its words). */
  readonly #widths = new Map<string, number>()

  #pieceWidth(piece: Piece, size: number, weight: Weight): number {
    const key = `${piece.face} ${weight} ${piece.rtl ? 'r' : 'l'} ${piece.text}`
    let width = this.#widths.get(key)
    if (width === undefined) {
      width = this.#use(piece.face, weight, 1).widthOfString(piece.text, this.#features(piece))
      this.#widths.set(key, width)
    }
    return width * size
  }

  #width(p: Paragraph, start: number, end: number, size: number, weight: Weight): number {
    return logicalPieces(p, start, end).reduce(
      (sum, piece) => sum + this.#pieceWidth(piece, size, weight),
      0,
    )
  }

  /** The lines `text` takes within `width` (newlines start new paragraphs). */
  #layout(text: string, width: number, size: number, weight: Weight, wrap = true) {
    return text
      .normalize('NFC')
      .split(/\r?\n/)
      .flatMap((paragraph) => {
        const p = analyse(paragraph, weight)
        const lines = wrap
          ? breakLines(p, width, (start, end) => this.#width(p, start, end, size, weight))
          : [{ start: 0, end: paragraph.length }]
        return lines.map((line) => ({ p, line }))
      })
  }

  /** The width of `text` set on one line. */
  widthOf(text: string, size: number, weight: Weight = 'regular'): number {
    const p = analyse(text.normalize('NFC'), weight)
    return this.#width(p, 0, p.text.length, size, weight)
  }

  /** The height `text` takes within `width`. */
  heightOf(text: string, width: number, size: number, weight: Weight = 'regular'): number {
    return this.#layout(text, width, size, weight).length * this.lineHeight(size, weight)
  }

  #drawLine(pieces: Piece[], x: number, top: number, o: SetOptions, rtl: boolean): void {
    const widths = pieces.map((piece) => this.#pieceWidth(piece, o.size, o.weight))
    const total = widths.reduce((a, b) => a + b, 0)
    const free = o.width - total
    const align = o.align ?? (rtl ? 'right' : 'left')
    let at = x + (align === 'center' ? free / 2 : align === 'right' ? free : 0)
    const baseline = top + metrics('latin', o.weight, o.size).ascent
    pieces.forEach((piece, i) => {
      const doc = this.#use(piece.face, o.weight, o.size).text(piece.text, at, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        ...this.#features(piece),
      })
      if (piece.rtl && RTL_SCRIPT.test(piece.text)) this.#ligaturesRightToLeft(doc, piece, o.weight)
      at += widths[i]!
    })
  }

  /**
   * A reader (pdf.js, poppler, a screen reader's PDF layer) takes a right-to-left line's glyphs in
   * display order and turns them back to logical order character by character, so a ligature's
   * characters (lam-alef: ل + أ) must be mapped in display order too, or "الأمين" reads back as
   * "األمين". pdfkit maps each glyph of its subset to the glyph's characters in logical order
   * (EmbeddedFont.unicode, written as the font's ToUnicode CMap when the document ends); this
   * turns them for the ligatures of a right-to-left run.
   */
  #ligaturesRightToLeft(doc: PDFKit.PDFDocument, piece: Piece, weight: Weight): void {
    const embedded = (doc as unknown as { _font: EmbeddedFont })._font
    for (const glyph of fontOf(piece.face, weight).layout(piece.text, []).glyphs)
      if (glyph.codePoints.length > 1)
        embedded.unicode[embedded.subset.includeGlyph(glyph.id)] = [...glyph.codePoints].reverse()
  }

  /**
   * Sets `text` from (x, y) within `width`, as pdfkit's `text` does: wrapped, continued on a new
   * page at the foot of this one (unless a `height` bounds it), the document's y left below it.
   */
  set(text: string, o: SetOptions): this {
    const doc = this.#doc
    const lineHeight = this.lineHeight(o.size, o.weight)
    let lines = this.#layout(text, o.width, o.size, o.weight, o.lineBreak !== false)
    if (o.height !== undefined) {
      const fits = Math.max(1, Math.floor(o.height / lineHeight + 1e-6))
      if (lines.length > fits) {
        const last = lines[fits - 1]!
        lines = [...lines.slice(0, fits - 1), this.#ellipsis(last.p, last.line.start, o)]
      }
    }
    let y = o.y
    for (const { p, line } of lines) {
      if (o.height === undefined && o.lineBreak !== false && y + lineHeight > doc.page.maxY()) {
        doc.continueOnNewPage()
        y = doc.page.margins.top
      }
      this.#drawLine(visualPieces(p, line), o.x, y, o, p.rtl)
      y += lineHeight
    }
    this.base(o.size, o.weight)
    doc.x = o.x
    doc.y = y
    return this
  }

  /** The line from `start` with as much of the rest as fits before an ellipsis. */
  #ellipsis(p: Paragraph, start: number, o: SetOptions): { p: Paragraph; line: Line } {
    const chars = [...graphemes.segment(p.text.slice(start))].map((g) => g.segment)
    for (;;) {
      const candidate = `${chars.join('').trimEnd()}…`
      const q = analyse(candidate, o.weight)
      if (!chars.length || this.#width(q, 0, q.text.length, o.size, o.weight) <= o.width)
        return { p: q, line: { start: 0, end: q.text.length } }
      chars.pop()
    }
  }
}
