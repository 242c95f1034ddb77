import bidiFactory, { type EmbeddingLevels } from 'bidi-js'
import LineBreaker from 'linebreak'
import { faceRuns, fontName, fontOf, type Face, type Weight } from './pdf-fonts.ts'

/**
 * Text set line by line for the PDFs (docs/decisions/0099): each paragraph is cut into lines at
 * the Unicode line-break opportunities (UAX #14, so Chinese and Japanese break between
 * characters), each line is put in display order by the Unicode bidirectional algorithm (UAX #9,
 * so an Arabic name reads right to left inside an English sentence), and each stretch of one face
 * and one direction is drawn by pdfkit, whose fontkit shapes it (Arabic letters joined, lam-alef
 * ligatures). The font's metrics of the Latin face give every line the same height and baseline,
 * whatever faces it mixes.
 */
const bidi = bidiFactory()

/** Scripts written right to left that fontkit shapes and turns to display order itself. */
const RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u
const SPACE = /\s/u
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

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

/** A paragraph (no newline in it) with what its lines are made from. */
interface Paragraph {
  text: string
  levels: EmbeddingLevels
  /** The face of each UTF-16 unit. */
  faces: Face[]
  /** Some of it is right to left: its lines are reordered. */
  bidi: boolean
  /** It is all right to left (no letter of a left-to-right script): its base direction. */
  rtl: boolean
}

/** A line of a paragraph: [start, end) without its trailing spaces. */
interface Line {
  start: number
  end: number
}

function analyse(text: string, weight: Weight): Paragraph {
  const faces: Face[] = new Array<Face>(text.length)
  for (const run of faceRuns(text, weight)) faces.fill(run.face, run.start, run.end)
  // Left to right throughout (most paragraphs): every level 0, without running UAX #9. A
  // paragraph mixing both is the document's, left to right, whatever it starts with (an author
  // list whose first name is Arabic); one with no left-to-right letter is right to left.
  const someRtl = RIGHT_TO_LEFT.test(text)
  const rtl = someRtl && ![...text].some((char) => bidi.getBidiCharTypeName(char) === 'L')
  const levels = someRtl
    ? bidi.getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr')
    : { levels: new Uint8Array(text.length), paragraphs: [] }
  return { text, levels, faces, bidi: someRtl, rtl }
}

const trimEnd = (text: string, start: number, end: number) => {
  while (end > start && SPACE.test(text[end - 1]!)) end--
  return end
}

/** A stretch of a line in one face and one direction, in display order. */
interface Piece {
  text: string
  face: Face
  rtl: boolean
}

/** The metrics of a face's font at a size, in points. */
function metrics(face: Face, weight: Weight, size: number) {
  const font = fontOf(face, weight)
  const scale = size / font.unitsPerEm
  return {
    ascent: font.ascent * scale,
    lineHeight: (font.ascent - font.descent + font.lineGap) * scale,
  }
}

/** Characters that make a paragraph bidirectional (R, AL, and the right-to-left controls). */
const RIGHT_TO_LEFT =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200f\u202b\u202e\u2067\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u

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

  /** The pieces of [start, end) in logical order, by face (for measuring). */
  #logicalPieces(p: Paragraph, start: number, end: number): Piece[] {
    const pieces: Piece[] = []
    let from = start
    for (let i = start + 1; i <= end; i++) {
      const face = p.faces[from]!
      const rtl = p.levels.levels[from]! % 2 === 1
      if (i < end && p.faces[i] === face && p.levels.levels[i]! % 2 === (rtl ? 1 : 0)) continue
      pieces.push({ text: p.text.slice(from, i), face, rtl })
      from = i
    }
    return pieces
  }

  #width(p: Paragraph, start: number, end: number, size: number, weight: Weight): number {
    return this.#logicalPieces(p, start, end).reduce(
      (sum, piece) => sum + this.#pieceWidth(piece, size, weight),
      0,
    )
  }

  /** The paragraph's lines within `width` (a word wider than the line is cut where it must). */
  #lines(p: Paragraph, width: number, size: number, weight: Weight): Line[] {
    const { text } = p
    const segments: Line[] = []
    const breaker = new LineBreaker(text)
    let last = 0
    for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak()) {
      if (bk.position > last) segments.push({ start: last, end: bk.position })
      last = bk.position
    }
    const lines: Line[] = []
    let line: Line | null = null
    let lineWidth = 0
    for (const segment of segments) {
      const visibleEnd = trimEnd(text, segment.start, segment.end)
      const visible = this.#width(p, segment.start, visibleEnd, size, weight)
      if (line && lineWidth + visible <= width) {
        line.end = visibleEnd
        lineWidth += this.#width(p, segment.start, segment.end, size, weight)
        continue
      }
      if (line) lines.push(line)
      if (visible <= width) {
        line = { start: segment.start, end: visibleEnd }
        lineWidth = this.#width(p, segment.start, segment.end, size, weight)
        continue
      }
      // Too wide for any line (a long e-mail address in a narrow cell): cut between graphemes.
      line = null
      let start = segment.start
      let at = start
      for (const { index, segment: g } of graphemes.segment(
        text.slice(segment.start, visibleEnd),
      )) {
        const next = segment.start + index + g.length
        if (at > start && this.#width(p, start, next, size, weight) > width) {
          lines.push({ start, end: at })
          start = at
        }
        at = next
      }
      line = { start, end: visibleEnd }
      lineWidth = this.#width(p, start, segment.end, size, weight)
    }
    if (line) lines.push(line)
    return lines.length ? lines : [{ start: 0, end: 0 }]
  }

  /** A line's pieces in display order (UAX #9: the bidi levels, then each run reversed). */
  #visualPieces(p: Paragraph, line: Line): Piece[] {
    if (line.end <= line.start) return []
    if (!p.bidi) return this.#logicalPieces(p, line.start, line.end)
    const order = bidi
      .getReorderedIndices(p.text, p.levels, line.start, line.end - 1)
      .slice(line.start, line.end)
    const mirrored = bidi.getMirroredCharactersMap(
      p.text,
      p.levels.levels,
      line.start,
      line.end - 1,
    )
    const groups: { face: Face; rtl: boolean; from: number; to: number }[] = []
    for (const i of order) {
      const face = p.faces[i]!
      const rtl = p.levels.levels[i]! % 2 === 1
      const last = groups.at(-1)
      if (last && last.face === face && last.rtl === rtl && i === last.to + (rtl ? -1 : 1))
        last.to = i
      else groups.push({ face, rtl, from: i, to: i })
    }
    return groups.map(({ face, rtl, from, to }) => {
      const [start, end] = rtl ? [to, from + 1] : [from, to + 1]
      let text = ''
      for (let i = start; i < end; i++) text += mirrored.get(i) ?? p.text[i]
      // fontkit turns an Arabic (Hebrew …) run to display order itself; anything else set
      // right to left (spaces, punctuation between two Arabic words) is turned here.
      if (rtl && !RTL_SCRIPT.test(text)) text = [...text].reverse().join('')
      return { text, face, rtl }
    })
  }

  /** The lines `text` takes within `width` (newlines start new paragraphs). */
  #layout(text: string, width: number, size: number, weight: Weight, wrap = true) {
    return text
      .normalize('NFC')
      .split(/\r?\n/)
      .flatMap((paragraph) => {
        const p = analyse(paragraph, weight)
        const lines = wrap
          ? this.#lines(p, width, size, weight)
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
      this.#drawLine(this.#visualPieces(p, line), o.x, y, o, p.rtl)
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
