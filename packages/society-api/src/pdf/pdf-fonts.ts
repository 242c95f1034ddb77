import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import * as fontkit from 'fontkit'

/**
 * The typefaces the PDFs set text in, one per family of scripts (docs/decisions/0099): DejaVu
 * Sans for Latin, Greek and Cyrillic with every accent (the documents' own text), Noto Naskh
 * Arabic, Noto Sans SC (Chinese characters and Japanese kana) and Noto Sans KR (Hangul). Each
 * character is set in the face its script prefers, falling back to the first face that has a
 * glyph for it; a document embeds only the glyphs it uses (pdfkit subsets), with their
 * ToUnicode map, so its text can be copied, searched and read aloud.
 */
export type Face = 'latin' | 'arabic' | 'han' | 'hangul'
export type Weight = 'regular' | 'bold'

const require = createRequire(import.meta.url)
/** The fonts folder of an npm font package (its exports name only its index). */
const fontsOf = (pkg: string) => join(dirname(require.resolve(pkg)), '..', 'fonts')

const FILES: Record<Face, () => Record<Weight, string>> = {
  latin: () => ({
    regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  }),
  arabic: () => ({
    regular: join(fontsOf('@embedpdf/fonts-arabic'), 'NotoNaskhArabic-Regular.ttf'),
    bold: join(fontsOf('@embedpdf/fonts-arabic'), 'NotoNaskhArabic-Bold.ttf'),
  }),
  han: () => ({
    regular:
      require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  }),
  hangul: () => ({
    regular:
      require.resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf'),
  }),
}

export const FACES: readonly Face[] = ['latin', 'arabic', 'han', 'hangul']

interface Loaded {
  font: fontkit.Font
  /** Whether the font has a glyph, by code point (asked once each). */
  covers: Map<number, boolean>
}

const loaded: Record<Weight, Partial<Record<Face, Loaded>>> = { regular: {}, bold: {} }

function load(face: Face, weight: Weight): Loaded {
  let entry = loaded[weight][face]
  if (!entry) {
    const font = fontkit.create(readFileSync(FILES[face]()[weight])) as fontkit.Font
    entry = { font, covers: new Map() }
    loaded[weight][face] = entry
  }
  return entry
}

/**
 * A face's font, parsed once per process (the CJK files are several megabytes) and only when a
 * text needs it; pdfkit takes the parsed font as it is and keeps its own subset per document.
 */
export const fontOf = (face: Face, weight: Weight): fontkit.Font => load(face, weight).font

/** The name a face is registered under in a pdfkit document. */
export const fontName = (face: Face, weight: Weight) => `${face}-${weight}`

const ARABIC = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u
const HANGUL = /\p{Script=Hangul}/u
const HAN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u
/** Characters of no script of their own: they take the face of the text around them. */
const COMMON = /[\p{Script=Common}\p{Script=Inherited}]/u

const ARABIC_FACES: readonly Face[] = ['arabic', 'latin']
const HANGUL_FACES: readonly Face[] = ['hangul', 'han']
const HAN_FACES: readonly Face[] = ['han', 'hangul']

interface CharClass {
  /** The faces the character's script is best set in, in order of preference. */
  faces: readonly Face[]
  common: boolean
}

/** By code point, worked out once each (a book repeats its characters). */
const classes = new Map<number, CharClass>()

function classOf(codePoint: number): CharClass {
  let found = classes.get(codePoint)
  if (!found) {
    const char = String.fromCodePoint(codePoint)
    const faces = ARABIC.test(char)
      ? ARABIC_FACES
      : HANGUL.test(char)
        ? HANGUL_FACES
        : HAN.test(char)
          ? HAN_FACES
          : FACES
    found = { faces, common: COMMON.test(char) }
    classes.set(codePoint, found)
  }
  return found
}

function covers(face: Face, weight: Weight, codePoint: number): boolean {
  const { font, covers: known } = load(face, weight)
  let has = known.get(codePoint)
  if (has === undefined) {
    has = font.hasGlyphForCodePoint(codePoint)
    known.set(codePoint, has)
  }
  return has
}

/** A face that has this character (the script's preferred first), or latin (.notdef) if none. */
const faceFor = (faces: readonly Face[], weight: Weight, codePoint: number): Face =>
  faces.find((face) => covers(face, weight, codePoint)) ?? 'latin'

/** A stretch of a text set in one face: [start, end) in UTF-16 code units. */
export interface FaceRun {
  start: number
  end: number
  face: Face
}

/**
 * The text cut into runs by face. A character of no script (a space, a digit, punctuation, a
 * combining accent) stays in the face of the character before it when that face has it, so an
 * Arabic name or a Chinese one is shaped as one run, spaces included.
 */
export function faceRuns(text: string, weight: Weight): FaceRun[] {
  const runs: FaceRun[] = []
  let previous: Face | null = null
  for (let at = 0; at < text.length;) {
    const codePoint = text.codePointAt(at)!
    const length = codePoint > 0xffff ? 2 : 1
    const { faces, common } = classOf(codePoint)
    const face: Face =
      previous && common && covers(previous, weight, codePoint)
        ? previous
        : faceFor(faces, weight, codePoint)
    const last = runs.at(-1)
    if (last && last.face === face) last.end += length
    else runs.push({ start: at, end: at + length, face })
    at += length
    previous = face
  }
  return runs
}
