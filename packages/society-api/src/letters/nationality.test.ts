import { describe, expect, it } from 'vitest'
import countries from 'i18n-iso-countries'
import { DEMONYMS } from './demonyms.ts'
import { DEFAULT_LETTER_WORDING, letterParagraphs } from './letter-content.ts'

/**
 * The registration form's country list as scripts/countries.ts writes it (src/ holds the
 * generated file, which this package may not import): every ISO code, its CLDR English name.
 */
function countryList(): [code: string, name: string][] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })
  return Object.keys(countries.getAlpha2Codes())
    .map((code): [string, string] => [code, names.of(code) ?? code])
    .sort((a, b) => a[1].localeCompare(b[1], 'en'))
}

/** The letter's second paragraph (the one about the delegate) for what they typed. */
const sentence = (nationality: string, body = DEFAULT_LETTER_WORDING.body) =>
  letterParagraphs(body, { passportName: 'Sample Awa Diop', nationality })[1]

describe("the visa letter's nationality", () => {
  it('says "a Senegalese national" whether the delegate typed the country or its demonym', () => {
    for (const typed of ['Senegalese', 'Senegal', '  senegal ', 'SENEGALESE']) {
      expect(sentence(typed)).toContain(
        'This letter confirms that Sample Awa Diop, a Senegalese national, is invited',
      )
      expect(sentence(typed)).not.toContain('national of')
    }
  })

  it('a body from the CMS still saying "a national of {nationality}" says the same', () => {
    const cms = 'This letter confirms that {passportName}, a national of {nationality}, is invited.'
    expect(sentence('Senegalese', `To the {embassy}\n\n${cms}`)).toBe(
      'This letter confirms that Sample Awa Diop, a Senegalese national, is invited.',
    )
    // {nationality} alone is the country's name, even when the demonym was typed.
    expect(sentence('Ghanaian', 'x\n\nBorn in {nationality}.')).toBe('Born in Ghana.')
  })

  it('its article, other names of a country, and accents and "&" that do not matter', () => {
    expect(sentence('Afghanistan')).toContain(', an Afghan national,')
    expect(sentence('United Arab Emirates')).toContain(', an Emirati national,')
    expect(sentence('Uganda')).toContain(', a Ugandan national,')
    expect(sentence('Ivory Coast')).toContain(', an Ivorian national,')
    expect(sentence("Cote d'Ivoire")).toContain(', an Ivorian national,')
    expect(sentence('Sao Tome and Principe')).toContain(', a São Toméan national,')
    expect(sentence('Democratic Republic of the Congo')).toContain(', a Congolese national,')
    expect(sentence('Congolese')).toContain(', a Congolese national,')
    // Unknown: "a national of" what was typed.
    expect(sentence('Atlantis')).toContain(', a national of Atlantis,')
  })

  it('the table covers every country of the registration form; one without a demonym falls back to "a national of <country>"', () => {
    expect(DEMONYMS.map(([code, country]) => [code, country])).toEqual(countryList())
    const named = DEMONYMS.filter(([, , demonym]) => demonym)
    expect(named.length).toBeGreaterThan(220)
    for (const [code, country, demonym] of DEMONYMS)
      expect(sentence(country), code).toContain(
        demonym ? ` ${demonym} national,` : `, a national of ${country},`,
      )
  })
})
