import { describe, expect, it } from 'vitest'
import { overlaps, talkCodeProblem } from '@amrs/shared/programme/programme-rules'
import { PROGRAMME_DAYS } from '@amrs/shared/programme/programme-time'
import { programmeProblems } from '@amrs/shared/programme/programme-invariants'
import { readSeed, type SeedDocument } from '../test/seed'

const docs = readSeed()
const ofType = (type: string) => docs.filter((d) => d._type === type)
const sessions = ofType('session')
const talks = ofType('talk')
const rooms = ofType('room')
const notes = ofType('programmeChange')
const presenters = ofType('speaker').filter((s) => s.role === 'contributed')
const refs = (value: unknown) => (value as { _ref: string }[] | undefined)?.map((r) => r._ref) ?? []
const day = (doc: SeedDocument) => String(doc.start).slice(0, 10) // GMT: the instant's date

describe('the seed’s sample programme (7-12 December 2025)', () => {
  it('holds rooms, sessions, 120-200 talks and two change notes', () => {
    expect(rooms.length).toBeGreaterThanOrEqual(5)
    expect(sessions.length).toBeGreaterThan(30)
    expect(talks.length).toBeGreaterThanOrEqual(120)
    expect(talks.length).toBeLessThanOrEqual(200)
    expect(notes).toHaveLength(2)
    expect(new Set(sessions.map(day))).toEqual(new Set(PROGRAMME_DAYS))
  })

  it('is valid: every talk in exactly one session and inside it, no overlaps in a room, codes unique and valid', () => {
    expect(programmeProblems(docs)).toEqual([])
    for (const talk of talks) expect(talkCodeProblem(String(talk.code)), talk._id).toBe(true)
    expect(new Set(talks.map((t) => t.code)).size).toBe(talks.length)
  })

  it('finds its problems (control): an overlap, a talk outside its session, a duplicate code', () => {
    const a1 = sessions.find((s) => s._id === 'session-a1')!
    const clash = { ...a1, _id: 'session-clash', talks: [] }
    const [first] = refs(a1.talks)
    const moved = talks.map((t) =>
      t._id === first ? { ...t, start: '2025-12-09T07:00:00.000Z', code: 'a1-02' } : t,
    )
    const problems = programmeProblems([...rooms, ...sessions, clash, ...moved])
    expect(problems.some((p) => p.startsWith('session-a1: This room is taken'))).toBe(true)
    expect(problems.some((p) => p.includes('is outside its session'))).toBe(true)
    expect(problems).toContain('code a1-02 is not unique')
  })

  it('marks every programme document and every invented name as sample', () => {
    for (const doc of [...rooms, ...sessions, ...talks, ...notes, ...presenters]) {
      expect(doc.sample, doc._id).toBe(true)
      expect(String(doc.name ?? doc.title), doc._id).toMatch(/\(sample\)$/)
    }
    for (const session of sessions)
      for (const chair of (session.chairs as string[] | undefined) ?? [])
        expect(chair, session._id).toMatch(/\(sample\)$/)
    for (const presenter of presenters) expect(presenter.name).toMatch(/^Sample presenter \d+/)
  })

  it('opens with the ceremony at 08:00 GMT on Tuesday 9 December, in the main hall', () => {
    const opening = sessions.filter((s) => s.kind === 'ceremony').sort((a, b) => day(a).localeCompare(day(b)))[0]!
    expect(opening.start).toBe('2025-12-09T08:00:00.000Z')
    expect(opening.room).toEqual({ _type: 'reference', _ref: 'room-main-hall' })
  })

  it('has workshops on 7-8 December in one room, and the banquet and closing ceremony on 12 December', () => {
    const workshops = sessions.filter((s) => s.kind === 'workshop')
    expect(new Set(workshops.map(day))).toEqual(new Set(['2025-12-07', '2025-12-08']))
    expect(new Set(workshops.map((s) => refs([s.room])[0])).size).toBe(1)
    const last = sessions.filter((s) => day(s) === '2025-12-12')
    expect(last.map((s) => s.kind)).toEqual(expect.arrayContaining(['ceremony', 'social']))
    expect(sessions.some((s) => s.kind === 'break' && !s.room)).toBe(true)
  })

  it('gives a plenary session each conference morning to the seed’s plenary speakers', () => {
    const plenaries = sessions.filter((s) => s.kind === 'plenary')
    expect(plenaries.map(day)).toEqual(['2025-12-09', '2025-12-10', '2025-12-11', '2025-12-12'])
    for (const s of plenaries) expect(Number(String(s.start).slice(11, 13))).toBeLessThan(12)
    const speakers = plenaries.flatMap((s) =>
      refs(s.talks).flatMap((id) => refs(talks.find((t) => t._id === id)?.speakers)),
    )
    const plenary = ofType('speaker').filter((s) => s.role === 'plenary').map((s) => s._id)
    expect(speakers.sort()).toEqual([...plenary].sort())
  })

  it('runs keynote and invited sessions with their speakers, and symposium sessions of 3-5 talks', () => {
    for (const kind of ['keynote', 'invited']) {
      const ids = new Set(ofType('speaker').filter((s) => s.role === kind).map((s) => s._id))
      const held = sessions.filter((s) => s.kind === kind).flatMap((s) => refs(s.talks))
      const speakers = held.flatMap((id) => refs(talks.find((t) => t._id === id)?.speakers))
      expect(new Set(speakers)).toEqual(ids)
    }
    const symposia = new Set(ofType('symposium').map((s) => s._id))
    for (const s of sessions.filter((x) => x.kind === 'oral')) {
      expect(symposia, s._id).toContain(refs([s.symposium])[0])
      expect(refs(s.talks).length, s._id).toBeGreaterThanOrEqual(3)
      expect(refs(s.talks).length, s._id).toBeLessThanOrEqual(5)
      for (const id of refs(s.talks)) {
        const [speaker] = refs(talks.find((t) => t._id === id)?.speakers)
        expect(presenters.map((p) => p._id), id).toContain(speaker)
      }
    }
  })

  it('runs at least four rooms in parallel on some day', () => {
    const oral = sessions.filter((s) => s.kind === 'oral')
    const most = Math.max(
      ...oral.map((s) => new Set(oral.filter((o) => overlaps(s as never, o as never)).map((o) => refs([o.room])[0])).size),
    )
    expect(most).toBeGreaterThanOrEqual(4)
  })

  it('has one poster session whose talks carry board numbers', () => {
    const posters = sessions.filter((s) => s.kind === 'poster')
    expect(posters).toHaveLength(1)
    for (const id of refs(posters[0]!.talks))
      expect(talks.find((t) => t._id === id)?.posterBoard, id).toMatch(/^\d+$/)
  })

  it('keeps one withdrawn talk in its session, and the change notes name existing talks', () => {
    const withdrawn = talks.filter((t) => t.withdrawn === true)
    expect(withdrawn).toHaveLength(1)
    expect(sessions.some((s) => refs(s.talks).includes(withdrawn[0]!._id))).toBe(true)
    const ids = new Set(talks.map((t) => t._id))
    for (const note of notes) {
      const named = refs(note.talks)
      expect(named.length, note._id).toBeGreaterThanOrEqual(1)
      expect(named.length, note._id).toBeLessThanOrEqual(2)
      for (const id of named) expect(ids, note._id).toContain(id)
    }
    expect(notes.flatMap((n) => refs(n.talks))).toContain(withdrawn[0]!._id)
  })
})
