import { describe, expect, it } from 'vitest'
import { abstractRefOf, talkDraft, type AcceptedAbstract } from './talk-draft.ts'

const abstract: AcceptedAbstract = {
  registrationId: 12,
  registeredAt: '2025-07-01T10:00:00.000Z',
  decision: 'oral',
  title: '  Sample perovskite stability  ',
  authors: JSON.stringify([
    { name: 'Sample First', affiliation: 'Sample University' },
    { name: 'Sample Second', affiliation: '' },
  ]),
  presenter: 1,
  symposium: 'advanced_energy_materials',
  talkDocumentId: null,
}
const symposia = new Map([['advanced_energy_materials', 'symposium-1']])

describe('a talk draft from an accepted abstract', () => {
  it('carries title, kind, authors in order with the presenter, the symposium and the text', () => {
    const draft = talkDraft(abstract, symposia, ['First paragraph.', 'Second.'])
    expect(draft).toMatchObject({
      _type: 'talk',
      title: 'Sample perovskite stability',
      kind: 'oral',
      symposium: { _type: 'reference', _ref: 'symposium-1' },
      authors: [
        { _key: 'a0', name: 'Sample First', affiliation: 'Sample University', presenter: false },
        { _key: 'a1', name: 'Sample Second', presenter: true },
      ],
    })
    expect(draft.authors[1]).not.toHaveProperty('affiliation')
    expect(draft.abstract?.map((b) => b.children[0]?.text)).toEqual(['First paragraph.', 'Second.'])
    expect(draft._id).toBe(`drafts.talk-${draft.abstractRef}`)
  })

  it('has a stable reference that names no one, different for another database’s No. 12', () => {
    const ref = abstractRefOf(abstract)
    expect(ref).toMatch(/^abstract-12-[0-9a-f]{10}$/)
    expect(abstractRefOf({ ...abstract })).toBe(ref)
    expect(abstractRefOf({ ...abstract, registeredAt: '2025-07-02T10:00:00.000Z' })).not.toBe(ref)
  })

  it('leaves out a symposium no document has, and the text when there is none', () => {
    const draft = talkDraft({ ...abstract, symposium: 'unknown', decision: 'poster' }, symposia)
    expect(draft.kind).toBe('poster')
    expect(draft).not.toHaveProperty('symposium')
    expect(draft).not.toHaveProperty('abstract')
  })

  it('names an untitled abstract by its number', () => {
    expect(talkDraft({ ...abstract, title: null }, symposia).title).toBe(
      'Abstract 12 (no title given)',
    )
  })
})
