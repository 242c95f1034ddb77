import { describe, expect, it } from 'vitest'
import { linkPlan } from './book-site-link.ts'

const URL_OURS = 'https://amrs.example/api/conference/abstract-book.pdf'
const TYPED = 'https://example.org/book.pdf'

describe('the site link’s plan', () => {
  it('publishing links each conference document without a link, at the revision read', () => {
    expect(
      linkPlan(
        [
          { _id: 'conference', _rev: 'r1', abstractBookUrl: null },
          { _id: 'drafts.conference', _rev: 'r2', abstractBookUrl: '' },
        ],
        URL_OURS,
        'publish',
      ),
    ).toEqual({
      outcome: 'done',
      mutations: [
        { patch: { id: 'conference', ifRevisionID: 'r1', set: { abstractBookUrl: URL_OURS } } },
        {
          patch: {
            id: 'drafts.conference',
            ifRevisionID: 'r2',
            set: { abstractBookUrl: URL_OURS },
          },
        },
      ],
    })
  })

  it('a typed link is kept (and said) while the other document follows; ours again is no change', () => {
    const docs = [
      { _id: 'conference', abstractBookUrl: URL_OURS },
      { _id: 'drafts.conference', _rev: 'r2', abstractBookUrl: TYPED },
    ]
    expect(linkPlan(docs, URL_OURS, 'publish')).toEqual({ outcome: 'kept', mutations: [] })
    expect(linkPlan(docs, URL_OURS, 'unpublish')).toEqual({
      outcome: 'kept',
      mutations: [{ patch: { id: 'conference', unset: ['abstractBookUrl'] } }],
    })
  })

  it('unpublishing leaves an empty link alone; no conference document is said', () => {
    expect(linkPlan([{ _id: 'conference' }], URL_OURS, 'unpublish')).toEqual({
      outcome: 'done',
      mutations: [],
    })
    expect(linkPlan([], URL_OURS, 'publish')).toEqual({ outcome: 'no-document', mutations: [] })
  })
})
