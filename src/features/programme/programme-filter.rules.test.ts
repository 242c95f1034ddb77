import { describe, expect, it } from 'vitest'
import {
  filterOptions,
  filterParams,
  filterSessions,
  isFiltering,
  NO_FILTER,
  parseFilter,
  type ProgrammeFilter,
} from './programme-filter.rules'
import { foldText } from './programme-search'
import { room, sampleDay, session, speaker, talk } from './sample-programme.test-utils'

const day = sampleDay('2025-12-09')
const search = (q: string, filter: Partial<ProgrammeFilter> = {}) =>
  filterSessions(day, { ...NO_FILTER, ...filter, q })
const talkCodes = (q: string) => search(q).flatMap((s) => s.talks.map((t) => t.code))

describe('foldText', () => {
  it.each([
    ['Zoë Ångström', 'zoe angstrom'],
    ['Łukasz Wójcik', 'lukasz wojcik'],
    ['Søren Dahl', 'soren dahl'],
    ['Nguyễn Thị Lan', 'nguyen thi lan'],
    ['Université Félix Houphouët-Boigny', 'universite felix houphouet boigny'],
    ['  Straße; Æther  ', 'strasse aether'],
    ['KNUST, Kumasi', 'knust kumasi'],
  ])('%j -> %j', (text, expected) => expect(foldText(text)).toBe(expected))
})

describe('filterSessions', () => {
  it('passes everything without a filter, keeping every talk', () => {
    const all = filterSessions(day, NO_FILTER)
    expect(all.map((s) => s._id)).toEqual(day.map((s) => s._id))
    expect(all.every((s) => s.talks.length === s.talkCount)).toBe(true)
  })

  it.each<[string, Partial<ProgrammeFilter>, string[]]>([
    ['a symposium', { symposium: 'sym-bio' }, ['tue-oral-a1', 'tue-oral-a2', 'tue-oral-a3']],
    [
      'a room',
      { room: 'room-main' },
      ['tue-opening', 'tue-plenary', 'tue-oral-m1', 'tue-oral-m2', 'tue-oral-m3'],
    ],
    ['a kind', { kind: 'break' }, ['tue-coffee-1', 'tue-lunch', 'tue-coffee-2']],
    ['a room and a kind', { room: 'room-main', kind: 'plenary' }, ['tue-plenary']],
    ['nothing that matches', { room: 'room-posters', kind: 'oral' }, []],
  ])('by %s', (_, filter, ids) => {
    expect(
      filterSessions(day, { ...NO_FILTER, ...filter })
        .map((s) => s._id)
        .sort(),
    ).toEqual([...ids].sort())
  })

  it('finds a session by its title and keeps all its talks', () => {
    const [first, ...rest] = search('BIOMATERIALS')
    expect(first!._id).toBe('tue-oral-a1')
    expect(rest).toHaveLength(2)
    expect(first!.talks).toHaveLength(8)
    expect(first!.talkCount).toBe(8)
  })

  it('finds talks by title, code, speaker and affiliation, keeping only those', () => {
    expect(talkCodes('tue-b2-05')).toEqual(['tue-b2-05'])
    expect(talkCodes('TUE B2 05')).toEqual(['tue-b2-05'])
    const bySpeaker = search('zoe angstrom')
    expect(bySpeaker.length).toBeGreaterThan(1)
    for (const s of bySpeaker) {
      expect(s.talks.length).toBeLessThan(s.talkCount)
      for (const t of s.talks) expect(t.speakers.map((p) => p.name)).toContain('Zoë Ångström')
    }
    const byAffiliation = search('zurich')
    expect(byAffiliation.flatMap((s) => s.talks)).not.toHaveLength(0)
    for (const t of byAffiliation.flatMap((s) => s.talks))
      expect(t.speakers.map((p) => p.affiliation)).toContain('ETH Zürich')
  })

  it('is case- and accent-insensitive both ways', () => {
    const sessions = [
      session({
        _id: 's',
        talks: [
          talk({ code: 'one', title: 'Électrochimie des matériaux' }),
          talk({
            code: 'two',
            title: 'Plain title',
            speakers: [speaker(0, { name: 'JOSE MUNOZ' })],
          }),
        ],
      }),
    ]
    const codes = (q: string) =>
      filterSessions(sessions, { ...NO_FILTER, q }).flatMap((s) => s.talks.map((t) => t.code))
    expect(codes('electrochimie')).toEqual(['one'])
    expect(codes('MATÉRIAUX')).toEqual(['one'])
    expect(codes('josé muñoz')).toEqual(['two'])
  })

  it('needs every word, found in the talk or its session', () => {
    // "energy" is in the sessions' titles, "photocatalytic" in the talks'.
    expect(talkCodes('energy photocatalytic')).toEqual(['tue-m1-05', 'tue-m2-05', 'tue-m3-05'])
    expect(talkCodes('energy nowhere')).toEqual([])
  })

  it('combines the text with the other filters', () => {
    expect(search('coffee', { kind: 'oral' })).toEqual([])
    expect(search('coffee', { kind: 'break' }).map((s) => s._id)).toEqual([
      'tue-coffee-1',
      'tue-coffee-2',
    ])
  })

  it('leaves the input alone', () => {
    const before = JSON.stringify(day)
    search('zoe')
    expect(JSON.stringify(day)).toBe(before)
  })
})

describe('speed', () => {
  it('has a 200-talk day to work on', () =>
    expect(day.reduce((n, s) => n + s.talks.length, 0)).toBe(200))

  it('filters a 200-talk day 1,000 times in well under 10 ms each', () => {
    const queries = ['zoe', 'perovskite study', 'ghana', 'tue-c3', 'nothing at all', 'energy 12']
    filterSessions(day, { ...NO_FILTER, q: 'warm' })
    const started = performance.now()
    for (let i = 0; i < 1000; i++)
      filterSessions(day, { ...NO_FILTER, room: i % 7 ? null : 'room-a', q: queries[i % 6]! })
    const perRun = (performance.now() - started) / 1000
    // Typically a few hundredths of a millisecond; the bound leaves room for a busy machine.
    expect(perRun).toBeLessThan(10)
  })

  it('filters fresh data (nothing folded yet) quickly too', () => {
    const started = performance.now()
    for (let i = 0; i < 20; i++) filterSessions(structuredClone(day), { ...NO_FILTER, q: 'zoe' })
    expect((performance.now() - started) / 20).toBeLessThan(50)
  })
})

describe('the address', () => {
  const options = filterOptions(day)
  const parse = (query: string) => parseFilter(new URLSearchParams(query), options)

  it.each<[string, ProgrammeFilter]>([
    ['', NO_FILTER],
    [
      'symposium=sym-bio&room=room-a&kind=oral&q=zoe',
      { symposium: 'sym-bio', room: 'room-a', kind: 'oral', q: 'zoe' },
    ],
    // Empty values are dropped; unknown ones are ignored.
    ['symposium=&room=&kind=&q=', NO_FILTER],
    ['symposium=sym-nope&room=room-x&kind=dance', NO_FILTER],
    ['kind=Oral', NO_FILTER],
    // A repeated name: its first usable value.
    ['kind=dance&kind=poster', { ...NO_FILTER, kind: 'poster' }],
    ['q=++z%C3%B6e+++%C3%A5ngstr%C3%B6m+', { ...NO_FILTER, q: 'zöe ångström' }],
    ['q=%20&q=graphene', { ...NO_FILTER, q: 'graphene' }],
    ['other=1&page=2', NO_FILTER],
  ])('?%s', (query, filter) => expect(parse(query)).toEqual(filter))

  it('accepts any symposium or room without options', () =>
    expect(parseFilter(new URLSearchParams('room=room-z'))).toEqual({
      ...NO_FILTER,
      room: 'room-z',
    }))

  it('cuts a very long search', () => expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(100))

  it('writes only what is set, in a stable order, and reads it back', () => {
    const filter: ProgrammeFilter = {
      symposium: null,
      room: 'room-a',
      kind: 'oral',
      q: 'São Paulo & co',
    }
    const params = filterParams(filter)
    expect(params.toString()).toBe('room=room-a&kind=oral&q=S%C3%A3o+Paulo+%26+co')
    expect(parseFilter(params, options)).toEqual(filter)
    expect(filterParams(NO_FILTER).toString()).toBe('')
    expect(filterParams({ ...NO_FILTER, q: '   ' }).toString()).toBe('')
  })

  it('knows when a filter is on', () => {
    expect(isFiltering(NO_FILTER)).toBe(false)
    expect(isFiltering({ ...NO_FILTER, q: ' ' })).toBe(false)
    expect(isFiltering({ ...NO_FILTER, kind: 'poster' })).toBe(true)
  })
})

describe('filterOptions', () => {
  it("lists the day's symposia by title, rooms by order, kinds in their order", () => {
    const options = filterOptions([...day].reverse())
    expect(options.symposia.map((o) => o.label)).toEqual([
      '2D materials',
      'Biomaterials and health',
      'Catalysis for sustainability',
      'Computational materials science',
      'Energy materials',
    ])
    expect(options.rooms).toEqual([
      { value: 'room-main', label: 'Main Hall' },
      { value: 'room-a', label: 'Room A' },
      { value: 'room-b', label: 'Room B' },
      { value: 'room-c', label: 'Room C' },
      { value: 'room-d', label: 'Room D' },
      { value: 'room-posters', label: 'Poster Hall' },
    ])
    expect(options.kinds).toEqual([
      { value: 'ceremony', label: 'Ceremony' },
      { value: 'plenary', label: 'Plenary' },
      { value: 'oral', label: 'Oral' },
      { value: 'poster', label: 'Poster' },
      { value: 'break', label: 'Break' },
    ])
  })

  it('is empty for an empty day', () =>
    expect(filterOptions([])).toEqual({ symposia: [], rooms: [], kinds: [] }))

  it('offers only rooms that are present', () =>
    expect(filterOptions([session({ _id: 's', room: room('room-c') })]).rooms).toEqual([
      { value: 'room-c', label: 'Room C' },
    ]))
})
