import { describe, expect, it } from 'vitest'
import { headInfo } from '@amrs/shared/head'
import { routeTable } from '@amrs/shared/routes'
import type { ProgrammeIndexQueryResult, TalkQueryResult } from '@/content/sanity.types'
import { abstractText, talkHead, talkTitle } from './talk-head'

const SITE = 'https://amrs-ug.example.org'
const talk: NonNullable<TalkQueryResult> = {
  _id: 'talk-a1-01',
  _updatedAt: '2025-11-01T10:00:00Z',
  code: 'a1-01',
  title: 'Perovskite solar cells',
  start: '2025-12-09T11:00:00.000Z',
  end: '2025-12-09T11:20:00.000Z',
  speakers: [
    { _id: 's1', name: 'Ama Boateng', affiliation: 'University of Ghana', role: 'invited' },
  ],
  posterBoard: null,
  withdrawn: null,
  abstractWithdrawn: null,
  abstract: [
    { _type: 'block', _key: 'b', children: [{ _type: 'span', _key: 's', text: 'We show…' }] },
  ],
  materials: null,
  session: {
    _id: 'session-a1',
    title: 'Energy A1',
    kind: 'oral',
    start: '2025-12-09T11:00:00.000Z',
    end: '2025-12-09T12:30:00.000Z',
    room: { _id: 'room-a', name: 'Room A', location: null, capacity: null, order: 2 },
    symposium: null,
    chairs: null,
  },
  changes: [],
}
const index = {
  conference: {
    name: 'IUMRS-ICAM 2025',
    startDate: '2025-12-09',
    endDate: '2025-12-12',
    workshopsStartDate: '2025-12-07',
    workshopsEndDate: '2025-12-08',
    timeZone: 'Africa/Accra',
  },
  venue: { name: 'Conference Centre' },
} as ProgrammeIndexQueryResult
const base = headInfo(
  routeTable.find((r) => r.id === 'talk')!,
  SITE,
  '/iumrs-icam25/programme/a1-01',
)

describe('talkHead', () => {
  it('titles the page after the talk and describes who, when and where', () => {
    const { info } = talkHead(base, talk, index, SITE)
    expect(info.title).toBe('Perovskite solar cells | IUMRS-ICAM 2025')
    expect(info.description).toBe(
      'By Ama Boateng. Tuesday 9 December, 11:00–11:20 GMT (Accra). Room A, Conference Centre.',
    )
  })

  it('gives an Event within the conference, at its room, with its speakers', () => {
    const [event] = talkHead(base, talk, index, SITE).jsonLd
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Perovskite solar cells',
      description: 'We show…',
      startDate: '2025-12-09T11:00:00.000Z',
      endDate: '2025-12-09T11:20:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Room A, Conference Centre' },
      performer: [
        {
          '@type': 'Person',
          name: 'Ama Boateng',
          affiliation: { '@type': 'Organization', name: 'University of Ghana' },
        },
      ],
      superEvent: { '@type': 'Event', name: 'IUMRS-ICAM 2025', url: `${SITE}/iumrs-icam25` },
      url: `${SITE}/iumrs-icam25/programme/a1-01`,
    })
  })

  it('cancels a removed talk’s Event and says so', () => {
    const { info, jsonLd } = talkHead(base, { ...talk, withdrawn: true }, index, SITE)
    expect(info.description).toMatch(/removed from the IUMRS-ICAM 2025 programme/)
    expect(jsonLd[0]).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' })
  })
})

describe('talkTitle and abstractText', () => {
  it('keeps a title within 70 characters, cut at a word', () => {
    const long = 'Computational, AI and machine learning: contributed talk A3-01 (sample)'
    const title = talkTitle(long)
    expect(title.length).toBeLessThanOrEqual(70)
    expect(title).toBe('Computational, AI and machine learning: contributed… | IUMRS-ICAM 2025')
    expect(talkTitle('Short')).toBe('Short | IUMRS-ICAM 2025')
  })

  it('reads the abstract’s text blocks', () => expect(abstractText({ abstract: null })).toBe(''))
})
