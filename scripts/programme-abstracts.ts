import { paragraph } from './programme-documents'

/**
 * A large programme's talks carry an abstract of a real one's length (about 200 words, 1,400
 * characters), so the benchmark weighs what a delegate's phone would keep. The words are drawn
 * from a materials-science vocabulary by a generator seeded with the talk's code: the same text
 * each run, and text that compresses like prose rather than like one sentence repeated.
 */
const WORDS = (
  'we report perovskite thin films with improved stability under humidity and heat; ' +
  'the synthesis uses low-cost precursors and a solution process at ambient pressure; ' +
  'x-ray diffraction electron microscopy and impedance spectroscopy reveal grain growth ' +
  'defect passivation and ion migration; devices reach higher efficiency and retain most ' +
  'of their output after a thousand hours; we discuss scale-up recycling and the life-cycle ' +
  'cost of the route for manufacturers in West Africa; catalysts electrodes membranes ' +
  'polymers ceramics composites graphene nanofibres coatings corrosion batteries hydrogen'
).split(/\s+/)

function words(code: string, count: number): string {
  let state = [...code].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 2166136261)
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    state = (state * 1664525 + 1013904223) >>> 0
    out.push(WORDS[state % WORDS.length]!)
  }
  return out.join(' ')
}

export const longAbstract = (code: string) =>
  paragraph(
    `abstract-${code}`,
    `Sample abstract of ${code.toUpperCase()} (sample): ${words(code, 200)}.`,
  )
