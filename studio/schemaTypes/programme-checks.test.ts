import { evaluate, parse } from 'groq-js'
import type { ValidationContext } from 'sanity'
import { describe, expect, it } from 'vitest'
import {
  codeIsFree,
  codeIsStable,
  roomIsFree,
  talkInItsSession,
  talksInsideSession,
} from './programme-checks'

type Doc = { _id: string; _type: string; [key: string]: unknown }

const at = (hhmm: string) => `2025-12-10T${hhmm}:00.000Z`
const ref = (id: string) => ({ _key: id, _ref: id, _type: 'reference' })
const session = (id: string, room: string | null, from: string, to: string, talks: string[]) => ({
  _id: id,
  _type: 'session',
  title: `Session ${id}`,
  kind: room ? 'oral' : 'break',
  ...(room ? { room: { _type: 'reference', _ref: room } } : {}),
  start: at(from),
  end: at(to),
  talks: talks.map(ref),
})
const talk = (id: string, code: string, from: string, to: string) => ({
  _id: id,
  _type: 'talk',
  code,
  title: id,
  start: at(from),
  end: at(to),
})

/** A dataset as the raw perspective sees it: published documents, drafts and a release version. */
const dataset: Doc[] = [
  session('a1', 'room-a', '10:30', '12:00', ['t1', 't2']),
  session('drafts.a2', 'room-a', '13:00', '14:30', ['t3']),
  session('b1', 'room-b', '10:30', '12:00', ['t4']),
  // b2's draft moved it from room A to room B: the published twin no longer holds room A.
  session('b2', 'room-a', '14:30', '15:30', []),
  session('drafts.b2', 'room-b', '14:30', '15:30', []),
  session('versions.r1.b3', 'room-a', '15:00', '16:00', []),
  talk('t1', 'a1-01', '10:30', '10:45'),
  talk('t2', 'a1-02', '10:45', '11:00'),
  talk('drafts.t2', 'a1-02', '11:55', '12:10'),
  talk('t3', 'a2-01', '13:00', '13:15'),
  talk('t4', 'b1-01', '10:30', '10:45'),
  talk('t5', 'x-01', '10:30', '10:45'),
]

/** A validation context over the dataset, with a client that answers GROQ like the Studio's. */
function contextFor(document: Doc | undefined, docs: Doc[] = dataset): ValidationContext {
  const client = {
    fetch: async (query: string, params: Record<string, unknown>, options: unknown) => {
      expect(options).toEqual({ perspective: 'raw' })
      const result = await evaluate(parse(query, { params }), { dataset: docs, params })
      return result.get()
    },
  }
  return {
    document,
    getClient: () => client,
    environment: 'studio',
  } as unknown as ValidationContext
}

const offline = {
  getClient: () => {
    throw new Error('offline')
  },
} as unknown as ValidationContext
const byId = (id: string) => dataset.find((d) => d._id === id)!

describe('a talk and its session (on the talk)', () => {
  it('passes inside its session, and names the session when outside', async () => {
    expect(await talkInItsSession(contextFor(byId('t1')))).toBe(true)
    const moved = { ...byId('t1'), _id: 'drafts.t1', start: at('12:00'), end: at('12:15') }
    expect(await talkInItsSession(contextFor(moved))).toBe(
      'Talk a1-01 (Wed 10 Dec · 12:00–12:15) is outside its session "Session a1" (Wed 10 Dec · 10:30–12:00 GMT).',
    )
  })

  it('finds the session through its draft', async () => {
    expect(await talkInItsSession(contextFor(byId('t3')))).toBe(true)
    const late = { ...byId('t3'), start: at('14:30'), end: at('14:45') }
    expect(await talkInItsSession(contextFor(late))).toMatch(
      /outside its session "Session drafts.a2"/,
    )
  })

  it('refuses a talk two sessions list, and passes a talk no session lists yet', async () => {
    const twice = [...dataset, session('c1', 'room-c', '10:30', '12:00', ['t1'])]
    expect(await talkInItsSession(contextFor(byId('t1'), twice))).toMatch(/in 2 sessions/)
    expect(await talkInItsSession(contextFor(byId('t5')))).toBe(true)
  })
})

describe('a session’s talks (on the session)', () => {
  it('marks each talk outside the session, by its key, reading talks’ drafts', async () => {
    const a1 = byId('a1')
    expect(await talksInsideSession(a1.talks as never, contextFor(a1))).toEqual([
      {
        message:
          'Talk a1-02 (Wed 10 Dec · 11:55–12:10) is outside its session "Session a1" (Wed 10 Dec · 10:30–12:00 GMT).',
        path: [{ _key: 't2' }],
      },
    ])
    const b1 = byId('b1')
    expect(await talksInsideSession(b1.talks as never, contextFor(b1))).toBe(true)
  })
})

describe('one room, one session at a time', () => {
  const check = (doc: Doc) => roomIsFree(doc.room as { _ref: string } | undefined, contextFor(doc))

  it('refuses an overlap with a published or draft session of the room', async () => {
    expect(await check(session('drafts.new', 'room-a', '11:30', '13:30', []))).toMatch(
      /"Session a1" \(Wed 10 Dec · 10:30–12:00 GMT\), "Session drafts.a2" \(Wed 10 Dec · 13:00–14:30 GMT\)/,
    )
  })

  it('allows back-to-back sessions, and ignores itself, its twin and release versions', async () => {
    expect(await check(session('new', 'room-a', '12:00', '13:00', []))).toBe(true)
    expect(await check(session('drafts.a1', 'room-a', '10:00', '12:00', []))).toBe(true)
    expect(await check(session('new', 'room-a', '15:00', '16:00', []))).toBe(true)
  })

  it('reads a moved draft over its published twin', async () => {
    expect(await check(session('new', 'room-a', '14:45', '15:00', []))).toBe(true)
    expect(await check(session('new', 'room-b', '14:45', '15:00', []))).toMatch(/drafts.b2/)
  })

  it('leaves breaks without a room alone', async () => {
    expect(await check(session('new', null, '10:30', '12:00', []))).toBe(true)
  })
})

describe('talk codes against the other talks', () => {
  it('are unique, the talk’s own draft aside', async () => {
    expect(await codeIsFree('a1-02', contextFor(byId('drafts.t2')))).toBe(true)
    expect(await codeIsFree('a1-02', contextFor(byId('t1')))).toBe(
      'Another talk already has the code "a1-02".',
    )
    expect(await codeIsFree('new-1', contextFor(byId('t1')))).toBe(true)
  })

  it('stay once published', async () => {
    expect(await codeIsStable('a1-02', contextFor(byId('drafts.t2')))).toBe(true)
    expect(await codeIsStable('a1-09', contextFor(byId('drafts.t2')))).toMatch(/"a1-02"/)
    const unpublished = { ...byId('t5'), _id: 'drafts.t9' }
    expect(await codeIsStable('anything', contextFor(unpublished))).toBe(true)
  })
})

describe('offline (no client: the seed’s validation)', () => {
  it('every check passes', async () => {
    const doc: Doc = { ...byId('a1'), _id: 'a1' }
    const context = { ...offline, document: doc } as ValidationContext
    expect(await talkInItsSession(context)).toBe(true)
    expect(await talksInsideSession(doc.talks as never, context)).toBe(true)
    expect(await roomIsFree({ _ref: 'room-a' }, context)).toBe(true)
    expect(await codeIsFree('a1-01', context)).toBe(true)
    expect(await codeIsStable('a1-01', context)).toBe(true)
  })
})
