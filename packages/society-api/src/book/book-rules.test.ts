import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { abstractParagraphs } from './abstract-text.ts'
import { DEFAULT_BOOK_WORDING, readBookWording } from './book-content.ts'
import { bookAbstractOf, type AcceptedRow } from './book-entries.ts'
import { authorIndex, authorLines, bySymposium, indexName, type BookAbstract } from './book-plan.ts'
import { docxOf } from './book-fixtures.test-utils.ts'

const abstract = (over: Partial<BookAbstract>): BookAbstract => ({
  id: 1,
  title: 'Sample',
  authors: [{ name: 'Sample Author' }],
  presenter: 0,
  symposium: 'Symposium',
  mode: 'oral',
  ...over,
})

describe('the book’s order and index', () => {
  it('orders symposia by name, orals before posters, then titles', () => {
    const order = bySymposium([
      abstract({ id: 1, symposium: 'Polymers', title: 'B', mode: 'poster' }),
      abstract({ id: 2, symposium: 'ceramics', title: 'Z', mode: 'poster' }),
      abstract({ id: 3, symposium: 'Polymers', title: 'C', mode: 'oral' }),
      abstract({ id: 4, symposium: 'Polymers', title: 'a', mode: 'poster' }),
    ]).map((s) => `${s.name}: ${s.abstracts.map((a) => a.id).join(' ')}`)
    expect(order).toEqual(['ceramics: 2', 'Polymers: 3 4 1'])
  })

  it('indexes each author once by surname, with their abstracts’ first pages ascending', () => {
    const pages = new Map([
      [1, 9],
      [2, 3],
    ])
    const index = authorIndex(
      [
        abstract({ id: 1, authors: [{ name: 'Ama K. Mensah' }, { name: 'Kofi  Boateng' }] }),
        abstract({ id: 2, authors: [{ name: 'kofi boateng' }, { name: 'Ama K. Mensah' }] }),
      ],
      (a) => pages.get(a.id)!,
    )
    expect(index).toEqual([
      { name: 'Boateng, Kofi', pages: [3, 9] },
      { name: 'Mensah, Ama K.', pages: [3, 9] },
    ])
    expect(indexName('Plato')).toBe('Plato')
    // A surname of two words, where the writer shows it.
    expect(indexName('Mensah Bonsu, Kofi')).toBe('Mensah Bonsu, Kofi')
    expect(indexName('Kofi MENSAH BONSU')).toBe('MENSAH BONSU, Kofi')
    expect(indexName('Maria da Silva')).toBe('da Silva, Maria')
    expect(indexName('Jan van der Berg')).toBe('van der Berg, Jan')
    // Initials in capitals are given names; a one-word capital surname is the last word.
    expect(indexName('A. K. MENSAH')).toBe('MENSAH, A. K.')
    expect(indexName('de Souza')).toBe('de Souza')
  })

  it('numbers affiliations in order of first mention and marks the presenter', () => {
    expect(
      authorLines(
        abstract({
          authors: [
            { name: 'A One', affiliation: 'Lab X' },
            { name: 'B Two', affiliation: 'Lab Y' },
            { name: 'C Three', affiliation: 'Lab X' },
            { name: 'D Four' },
          ],
          presenter: 2,
        }),
      ),
    ).toEqual({
      authors: 'A One¹, B Two², C Three¹*, D Four',
      affiliations: ['¹ Lab X', '² Lab Y'],
    })
  })
})

describe('what the book prints of a stored abstract', () => {
  const row = (over: Partial<AcceptedRow>): AcceptedRow => ({
    id: 5,
    decision: 'poster',
    title: ' Sample title ',
    authors: JSON.stringify([
      { name: 'Sample One', affiliation: 'Sample Lab' },
      { name: 'Sample Two' },
    ]),
    presenter: 1,
    symposium: 'advanced_energy_materials',
    firstname: 'Sample',
    surname: 'Submitter',
    affiliation: 'Sample Institute',
    abstract_key: 'k.pdf',
    abstract_kind: 'pdf',
    ...over,
  })

  it('the listed authors and presenter, the symposium’s name and the decision’s kind', () => {
    expect(bookAbstractOf(row({}))).toEqual({
      id: 5,
      title: 'Sample title',
      authors: [{ name: 'Sample One', affiliation: 'Sample Lab' }, { name: 'Sample Two' }],
      presenter: 1,
      symposium: 'Advanced energy materials',
      mode: 'poster',
    })
  })

  it('without an author list, the submitter presents; a presenter out of range is not marked', () => {
    expect(bookAbstractOf(row({ authors: null, presenter: null }))).toMatchObject({
      authors: [{ name: 'Sample Submitter', affiliation: 'Sample Institute' }],
      presenter: 0,
    })
    expect(bookAbstractOf(row({ presenter: 7 })).presenter).toBeNull()
  })
})

describe('an abstract’s text', () => {
  it('a DOCX’s paragraphs, with entities, tabs and breaks; deleted text left out', () => {
    const docx = zipSync({
      'word/document.xml': strToU8(
        '<w:document><w:body><w:p><w:r><w:t>Fe&#8322;O&#x2083; &amp; ZnO</w:t><w:tab/><w:t>films</w:t></w:r><w:del><w:r><w:delText>gone</w:delText></w:r></w:del></w:p><w:p/><w:p><w:r><w:t>Second</w:t></w:r></w:p></w:body></w:document>',
      ),
    })
    expect(abstractParagraphs('docx', docx)).toEqual(['Fe₂O₃ & ZnO films', 'Second'])
    expect(abstractParagraphs('docx', docxOf(['Sample']))).toEqual(['Sample'])
  })

  it('nothing from a DOC, a broken DOCX or one without text', () => {
    expect(abstractParagraphs('doc', docxOf(['Sample']))).toBeNull()
    expect(abstractParagraphs('docx', new Uint8Array([1, 2, 3]))).toBeNull()
    expect(abstractParagraphs('docx', docxOf([]))).toBeNull()
  })
})

describe('the book’s words', () => {
  const source = (answer: unknown) => ({ query: <T>() => Promise.resolve(answer as T) })

  it('the CMS’s conference, venue and abstractBook document win', async () => {
    const wording = await readBookWording({
      content: source({
        conference: {
          name: 'Sample Conference 2026',
          startDate: '2026-11-30',
          endDate: '2026-12-02',
          city: 'Kumasi',
        },
        venue: 'Sample Hall',
        book: {
          subtitle: 'Sample abstracts',
          introduction: 'First paragraph.\n\nSecond paragraph.',
          notIncluded: 'Sample: not included.',
        },
      }),
    })
    expect(wording).toEqual({
      conferenceName: 'Sample Conference 2026',
      placeAndDates: 'Kumasi, 30 November – 2 December 2026',
      venue: 'Sample Hall',
      subtitle: 'Sample abstracts',
      introduction: ['First paragraph.', 'Second paragraph.'],
      notIncluded: 'Sample: not included.',
    })
  })

  it('the defaults in code without them, or when the CMS does not answer', async () => {
    expect(await readBookWording({ content: source(null) })).toEqual(DEFAULT_BOOK_WORDING)
    const failing = { query: () => Promise.reject(new Error('down')) }
    expect(await readBookWording({ content: failing })).toEqual(DEFAULT_BOOK_WORDING)
  })
})
