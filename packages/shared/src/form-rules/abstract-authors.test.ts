import { describe, expect, it } from 'vitest'
import { ABSTRACT_AUTHORS_MAX, registrationDataSchema } from '../contract/conference'
import { authorsFromPost, postedAuthorFields } from './abstract-authors'
import { applyAuthorAction } from './author-actions'
import {
  attachAbstract,
  buildRegistrationPayload,
  initialValues,
  postedFieldsOf,
  registrationValuesFromPost,
  validateRegistration,
  type FieldName,
  type RegistrationValues,
} from './registration.rules'
import { samplePdf, sampleValues } from './sample-values.test-utils'

const filled: RegistrationValues = attachAbstract(sampleValues)
const pdf = samplePdf
const a = (name: string, affiliation: string) => ({ name, affiliation })
const withAbstract = (over: Partial<RegistrationValues>): RegistrationValues => ({
  ...filled,
  abstract_title: 'Sample: perovskite films',
  abstract_authors: [
    a('Sample Author A', 'Sample Lab 1'),
    a('', ''),
    a('Sample Author B', 'Sample Lab 2'),
  ],
  abstract_presenter: 2,
  ...over,
})

describe('what an abstract is', () => {
  it('the form opens with three blank author rows, the first presenting', () => {
    expect(initialValues.abstract_authors).toEqual([a('', ''), a('', ''), a('', '')])
    expect(initialValues.abstract_presenter).toBe(0)
  })

  it('with a file, the payload has the title, the authors in order without blank rows, and who presents', () => {
    const payload = buildRegistrationPayload(withAbstract({}), pdf)
    expect(payload).toMatchObject({
      abstract_required: true,
      abstract_title: 'Sample: perovskite films',
      abstract_authors: [
        a('Sample Author A', 'Sample Lab 1'),
        a('Sample Author B', 'Sample Lab 2'),
      ],
      abstract_presenter: 1,
    })
    expect(registrationDataSchema.safeParse(payload).success).toBe(true)
    expect(validateRegistration(withAbstract({}), pdf)).toEqual({})
  })

  it('without a file nothing of the abstract is sent, and blank abstract fields are no error', () => {
    const payload = buildRegistrationPayload({ ...filled, abstract_required: false }, null)
    expect(payload).not.toHaveProperty('abstract_title')
    expect(payload).not.toHaveProperty('abstract_authors')
    expect(validateRegistration({ ...filled, abstract_required: false }, null)).toEqual({})
  })

  it.each([
    [{ abstract_title: '  ' }, 'abstract_title', 'Abstract title is required'],
    [{ abstract_authors: [a('', ''), a('', '')] }, 'abstract_authors', 'List at least one author'],
    [
      { abstract_authors: [a('X', 'Lab'), a('Y', '')] },
      'abstract_authors',
      'Author 2 needs an affiliation',
    ],
    [
      { abstract_authors: [a('', 'Lab')], abstract_presenter: 0 },
      'abstract_authors',
      'Author 1 needs a name',
    ],
    [{ abstract_presenter: 1 }, 'abstract_presenter', 'Choose the author who presents'],
  ] satisfies [Partial<RegistrationValues>, FieldName, string][])(
    'with a file, %o is refused on %s: %s',
    (over, field, message) => {
      expect(validateRegistration(withAbstract(over), pdf)[field]).toBe(message)
    },
  )

  it('the contract refuses the same at the API (an abstract with no authors)', () => {
    const payload = { ...buildRegistrationPayload(withAbstract({}), pdf), abstract_authors: [] }
    const parsed = registrationDataSchema.safeParse(payload)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => i.message)).toContain('List at least one author')
  })

  it('a client that predates the fields still registers without an abstract (additive)', () => {
    const {
      abstract_title: _t,
      abstract_authors: _a,
      abstract_presenter: _p,
      ...old
    } = buildRegistrationPayload(filled, null)
    expect(registrationDataSchema.safeParse(old).success).toBe(true)
  })
})

describe('author rows without scripts', () => {
  const rows = withAbstract({})

  it('add appends a blank row; remove takes one out and the presenter follows their row', () => {
    expect(applyAuthorAction(rows, 'add', ABSTRACT_AUTHORS_MAX).abstract_authors).toHaveLength(4)
    const removed = applyAuthorAction(rows, 'remove:1', ABSTRACT_AUTHORS_MAX)
    expect(removed.abstract_authors.map((r) => r.name)).toEqual([
      'Sample Author A',
      'Sample Author B',
    ])
    expect(removed.abstract_presenter).toBe(1)
    expect(applyAuthorAction(rows, 'remove:2', ABSTRACT_AUTHORS_MAX).abstract_presenter).toBe(0)
  })

  it('move up swaps with the row above, the presenter moves with their row', () => {
    const moved = applyAuthorAction(rows, 'up:2', ABSTRACT_AUTHORS_MAX)
    expect(moved.abstract_authors.map((r) => r.name)).toEqual([
      'Sample Author A',
      'Sample Author B',
      '',
    ])
    expect(moved.abstract_presenter).toBe(1)
  })

  it('the last row is never removed; unknown actions and out-of-range rows change nothing', () => {
    const one = { ...rows, abstract_authors: [a('X', 'Y')], abstract_presenter: 0 }
    expect(applyAuthorAction(one, 'remove:0', ABSTRACT_AUTHORS_MAX)).toBe(one)
    expect(applyAuthorAction(rows, 'up:0', ABSTRACT_AUTHORS_MAX)).toBe(rows)
    expect(applyAuthorAction(rows, 'remove:9', ABSTRACT_AUTHORS_MAX)).toBe(rows)
    expect(applyAuthorAction(rows, 'delete-all', ABSTRACT_AUTHORS_MAX)).toBe(rows)
    expect(applyAuthorAction(rows, 'add', 3)).toBe(rows) // at the most rows, add adds none
  })

  it('the rows survive the round trip through posted fields', () => {
    const values = withAbstract({})
    expect(registrationValuesFromPost(postedFieldsOf(values))).toMatchObject({
      abstract_title: values.abstract_title,
      abstract_authors: values.abstract_authors,
      abstract_presenter: 2,
    })
    expect(
      authorsFromPost({ ...postedAuthorFields([a('X', 'Y')]), author_rows: '999' }),
    ).toHaveLength(20)
    expect(authorsFromPost({ author_rows: 'x' })).toEqual([a('', '')])
  })
})
