/**
 * The book of abstracts' order and index (docs/decisions/0087), pure: accepted abstracts grouped by
 * symposium (symposia by name; orals before posters, then by title), and the author index
 * (surname-sorted; each author's abstracts by the page they start on).
 */

export interface BookAuthor {
  name: string
  affiliation?: string
}

/** One accepted abstract as the book prints it. */
export interface BookAbstract {
  id: number
  title: string
  /** In order; never empty (the submitter stands in when no author list was given). */
  authors: BookAuthor[]
  /** Index into `authors` of the one who presents (null: not said). */
  presenter: number | null
  /** The symposium's name as printed. */
  symposium: string
  mode: 'oral' | 'poster'
}

export interface Symposium<T extends BookAbstract> {
  name: string
  abstracts: T[]
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })

/** The abstracts by symposium, in the book's order. */
export function bySymposium<T extends BookAbstract>(abstracts: readonly T[]): Symposium<T>[] {
  const groups = new Map<string, T[]>()
  for (const a of abstracts) groups.set(a.symposium, [...(groups.get(a.symposium) ?? []), a])
  return [...groups.entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([name, list]) => ({
      name,
      abstracts: list.sort(
        (a, b) =>
          (a.mode === b.mode ? 0 : a.mode === 'oral' ? -1 : 1) ||
          byText(a.title, b.title) ||
          a.id - b.id,
      ),
    }))
}

/** Words that belong to the surname that follows them ("van Beethoven", "da Silva", "de la Cruz"). */
const PARTICLES = new Set([
  'al',
  'bin',
  'binti',
  'da',
  'das',
  'de',
  'del',
  'della',
  'der',
  'di',
  'do',
  'dos',
  'du',
  'ibn',
  'la',
  'le',
  'st.',
  'ten',
  'ter',
  'van',
  'von',
])

const isCapitals = (word: string) => /\p{Lu}{2}/u.test(word) && word === word.toLocaleUpperCase()

/**
 * A name as written into the form, split for the index: "Ama K. Mensah" → surname "Mensah",
 * given "Ama K.". A surname of more than one word is found where the writer shows it: before a
 * comma ("Mensah Bonsu, Kofi"), in capitals at the end ("Kofi MENSAH BONSU"), or with its
 * particles ("Maria da Silva", "Jan van der Berg"); otherwise it is the last word, and a name of
 * one word is all surname.
 */
export function splitName(name: string): { surname: string; given: string } {
  const comma = name.indexOf(',')
  if (comma > 0)
    return { surname: name.slice(0, comma).trim(), given: name.slice(comma + 1).trim() }
  const words = name.trim().split(/\s+/).filter(Boolean)
  let start = Math.max(0, words.length - 1)
  if (words.length > 1 && isCapitals(words[start]!))
    while (start > 1 && isCapitals(words[start - 1]!)) start--
  while (start > 0 && PARTICLES.has(words[start - 1]!)) start--
  return { surname: words.slice(start).join(' '), given: words.slice(0, start).join(' ') }
}

/** An index heading: "Mensah, Ama K." (or the one word). */
export function indexName(name: string): string {
  const { surname, given } = splitName(name)
  return given ? `${surname}, ${given}` : surname
}

export interface IndexEntry {
  name: string
  pages: number[]
}

/**
 * The author index: one entry per author name (spelled the same, ignoring case and spaces), by
 * surname then given names; each with the first pages of their abstracts, ascending, once each.
 */
export function authorIndex(
  abstracts: readonly BookAbstract[],
  pageOf: (abstract: BookAbstract) => number,
): IndexEntry[] {
  const entries = new Map<string, { name: string; pages: Set<number> }>()
  for (const a of abstracts)
    for (const author of a.authors) {
      const name = indexName(author.name)
      if (!name) continue
      const key = name.toLocaleLowerCase('en').replace(/\s+/g, ' ')
      const entry = entries.get(key) ?? { name, pages: new Set<number>() }
      entry.pages.add(pageOf(a))
      entries.set(key, entry)
    }
  return [...entries.values()]
    .map(({ name, pages }) => ({ name, pages: [...pages].sort((x, y) => x - y) }))
    .sort((a, b) => byText(a.name, b.name))
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹'
export const superscript = (n: number) =>
  String(n)
    .split('')
    .map((d) => SUPERSCRIPTS[Number(d)])
    .join('')

/**
 * The authors' line and the affiliations below it: each distinct affiliation numbered in order of
 * first mention, each author with their affiliation's number, the presenter marked with "*".
 */
export function authorLines(abstract: BookAbstract): { authors: string; affiliations: string[] } {
  const affiliations: string[] = []
  const names = abstract.authors.map((author, i) => {
    let mark = ''
    if (author.affiliation) {
      let n = affiliations.indexOf(author.affiliation)
      if (n < 0) n = affiliations.push(author.affiliation) - 1
      mark = superscript(n + 1)
    }
    return `${author.name}${mark}${i === abstract.presenter ? '*' : ''}`
  })
  return {
    authors: names.join(', '),
    affiliations: affiliations.map((a, i) => `${superscript(i + 1)} ${a}`),
  }
}
