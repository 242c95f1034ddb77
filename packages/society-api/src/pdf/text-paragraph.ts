import bidiFactory, { type EmbeddingLevels } from 'bidi-js'
import { faceRuns, fontOf, type Face, type Weight } from './pdf-fonts.ts'

/**
 * A paragraph of the PDFs' text as the layout sees it (docs/decisions/0099): the face of each
 * character, its Unicode bidirectional levels (UAX #9), and a line's stretches of one face and
 * one direction, in logical order for measuring and in display order for drawing.
 */
const bidi = bidiFactory()

/** Scripts written right to left that fontkit shapes and turns to display order itself. */
export const RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u
const SPACE = /\s/u
export const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** A paragraph (no newline in it) with what its lines are made from. */
export interface Paragraph {
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
export interface Line {
  start: number
  end: number
}

export function analyse(text: string, weight: Weight): Paragraph {
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

export const trimEnd = (text: string, start: number, end: number) => {
  while (end > start && SPACE.test(text[end - 1]!)) end--
  return end
}

/** A stretch of a line in one face and one direction, in display order. */
export interface Piece {
  text: string
  face: Face
  rtl: boolean
}

/** The metrics of a face's font at a size, in points. */
export function metrics(face: Face, weight: Weight, size: number) {
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

/** The pieces of [start, end) in logical order, by face (for measuring). */
export function logicalPieces(p: Paragraph, start: number, end: number): Piece[] {
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

/** A line's pieces in display order (UAX #9: the bidi levels, then each run reversed). */
export function visualPieces(p: Paragraph, line: Line): Piece[] {
  if (line.end <= line.start) return []
  if (!p.bidi) return logicalPieces(p, line.start, line.end)
  const order = bidi
    .getReorderedIndices(p.text, p.levels, line.start, line.end - 1)
    .slice(line.start, line.end)
  const mirrored = bidi.getMirroredCharactersMap(p.text, p.levels.levels, line.start, line.end - 1)
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
