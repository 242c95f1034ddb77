import type { ProgrammeSession, ProgrammeTalk } from './programme.types'

/**
 * Text search's folding: case, accents and punctuation fall away ("Zoë Ångström" is found by
 * "zoe angstrom", "Ofori-Atta" by "ofori atta"). `normalize` strips the combining marks; the few
 * Latin letters without a decomposition are spelled out here.
 */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}

export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The words of a query, folded: every one must be found. */
export const searchWords = (query: string) => foldText(query).split(' ').filter(Boolean)

// Folded texts are kept per object: a day's data stays the same object between renders, so a
// new query only compares strings. The cache holds nothing alive (WeakMap).
const cache = new WeakMap<object, string>()

function folded(item: object, parts: () => Array<string | null>): string {
  let text = cache.get(item)
  if (text === undefined) {
    text = foldText(parts().filter(Boolean).join(' '))
    cache.set(item, text)
  }
  return text
}

/** A session's own searchable text: its title. */
export const sessionText = (session: ProgrammeSession) => folded(session, () => [session.title])

/** A talk's searchable text: title, code, speakers' names and affiliations. */
export const talkText = (talk: ProgrammeTalk) =>
  folded(talk, () => [
    talk.title,
    talk.code,
    ...talk.speakers.flatMap((speaker) => [speaker.name, speaker.affiliation]),
  ])
