import { DEMONYMS } from './demonyms.ts'

/**
 * What the visa letter says of a delegate's nationality, from what they typed in the request's
 * Nationality field: a country's name ("Senegal"), its demonym ("Senegalese") or another common
 * name for it ("Ivory Coast"). The letter says "a Senegalese national"; where the country is
 * unknown, or has no demonym in the table, "a national of <country>".
 */
export interface Nationality {
  /** The country's name as the registration form lists it, or what was typed when unknown. */
  country: string
  /** "a Senegalese national", or "a national of <country>". */
  phrase: string
}

/** Other names delegates type for a country (by its code). */
const ALIASES: Record<string, string[]> = {
  AG: ['Antigua and Barbuda'],
  BA: ['Bosnia and Herzegovina', 'Bosnia'],
  CD: ['Democratic Republic of the Congo', 'DR Congo', 'DRC', 'Congo-Kinshasa'],
  CG: ['Republic of the Congo', 'Congo', 'Congo-Brazzaville'],
  CI: ['Ivory Coast', "Cote d'Ivoire"],
  CV: ['Cabo Verde'],
  CZ: ['Czech Republic'],
  GB: ['UK', 'Great Britain', 'Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  GM: ['The Gambia'],
  HK: ['Hong Kong'],
  KR: ['Korea', 'Republic of Korea'],
  KP: ["Democratic People's Republic of Korea"],
  MK: ['Macedonia'],
  MM: ['Myanmar', 'Burma'],
  MO: ['Macao', 'Macau'],
  PS: ['Palestine', 'State of Palestine'],
  RU: ['Russian Federation'],
  ST: ['Sao Tome and Principe'],
  SZ: ['Swaziland'],
  TL: ['East Timor'],
  TR: ['Turkey', 'Turkiye'],
  TZ: ['United Republic of Tanzania'],
  US: ['USA', 'United States of America', 'America'],
  VA: ['Holy See'],
  VN: ['Viet Nam'],
}

/** Case, accents, "&", "St." and punctuation do not matter: "cote d’ivoire" is Côte d’Ivoire. */
const key = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bst\b\.?/g, 'saint')
    .replace(/^the\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

interface Entry {
  country: string
  demonym: string | null
}

const byName = new Map<string, Entry>()
const byDemonym = new Map<string, Entry[]>()
for (const [code, country, demonym] of DEMONYMS) {
  const entry = { country, demonym }
  for (const name of [country, ...(ALIASES[code] ?? [])]) byName.set(key(name), entry)
  if (demonym) byDemonym.set(key(demonym), [...(byDemonym.get(key(demonym)) ?? []), entry])
}

/** "an" before a vowel sound: an Afghan, an Emirati, an Uzbek; a Ugandan, a Ukrainian. */
const article = (word: string) =>
  /^(?:[AEIOÅ]|Uzb)/.test(word) && !/^(?:Eu|Uu)/.test(word) ? 'an' : 'a'

const phrase = (entry: Entry) =>
  entry.demonym
    ? `${article(entry.demonym)} ${entry.demonym} national`
    : `a national of ${entry.country}`

export function nationality(typed: string): Nationality {
  const text = typed.trim()
  const named = byName.get(key(text))
  if (named) return { country: named.country, phrase: phrase(named) }
  const of = byDemonym.get(key(text))
  if (of?.length) {
    // "Congolese" is of two countries: the demonym is still right, the country is not known.
    const country = of.length === 1 ? of[0]!.country : text
    return { country, phrase: phrase({ country, demonym: of[0]!.demonym }) }
  }
  return { country: text, phrase: `a national of ${text}` }
}
