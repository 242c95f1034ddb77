import { describe, expect, it } from 'vitest'
import { nowAndNext, type SessionMoment } from './programme-now.rules'
import { at, sampleDay, sampleProgramme, talk } from './sample-programme.test-utils'

const programme = sampleProgramme()
const nowAt = (date: string, time: string) => nowAndNext(programme, Date.parse(at(date, time)))
const ids = (moments: SessionMoment[]) =>
  moments.map((m) => [m.session._id, m.talks.map((t) => t.code)])

describe('nowAndNext', () => {
  it.each([
    ['months before', '2025-06-01T12:00:00Z'],
    ['the night before', '2025-12-08T23:59:00Z'],
    ['after the last day', '2025-12-13T00:00:00Z'],
    ['a year later', '2026-12-10T10:00:00Z'],
  ])('shows nothing %s', (_, now) => {
    expect(nowAndNext(programme, Date.parse(now))).toEqual({
      now: [],
      next: [],
      nextStart: null,
      jump: null,
    })
  })

  it('early on the first day: nothing yet, next the opening', () => {
    const result = nowAt('2025-12-09', '07:15')
    expect(result.now).toEqual([])
    expect(ids(result.next)).toEqual([['tue-opening', []]])
    expect(result.nextStart).toBe(at('2025-12-09', '08:00'))
    expect(result.jump).toEqual({
      id: 'at-0800',
      href: '/iumrs-icam25/programme/day/2025-12-09#at-0800',
    })
  })

  it('during parallel sessions: each room with its running talk; next, the talks starting across rooms', () => {
    const result = nowAt('2025-12-10', '10:50')
    expect(ids(result.now)).toEqual([
      ['wed-oral-m1', ['wed-m1-02']],
      ['wed-oral-a1', ['wed-a1-02']],
      ['wed-oral-b1', ['wed-b1-02']],
      ['wed-oral-c1', ['wed-c1-02']],
      ['wed-oral-d1', ['wed-d1-02']],
    ])
    expect(result.nextStart).toBe(at('2025-12-10', '11:00'))
    expect(ids(result.next)).toEqual([
      ['wed-oral-m1', ['wed-m1-03']],
      ['wed-oral-a1', ['wed-a1-03']],
      ['wed-oral-b1', ['wed-b1-03']],
      ['wed-oral-c1', ['wed-c1-03']],
      ['wed-oral-d1', ['wed-d1-03']],
    ])
    expect(result.jump?.href).toBe('/iumrs-icam25/programme/day/2025-12-10#at-1030')
  })

  it('a talk starting now runs now (start inclusive, end exclusive)', () => {
    const result = nowAt('2025-12-10', '10:45')
    expect(result.now[0]!.talks.map((t) => t.code)).toEqual(['wed-m1-02'])
    expect(result.next[0]!.talks.map((t) => t.code)).toEqual(['wed-m1-03'])
  })

  it('during a break: the break now, the sessions after it next', () => {
    const result = nowAt('2025-12-11', '12:45')
    expect(ids(result.now)).toEqual([['thu-lunch', []]])
    expect(result.next.map((m) => m.session._id)).toEqual([
      'thu-oral-m2',
      'thu-oral-a2',
      'thu-oral-b2',
      'thu-oral-c2',
      'thu-oral-d2',
    ])
    expect(result.next.every((m) => m.talks.length === 1)).toBe(true)
    expect(result.jump?.id).toBe('at-1230')
  })

  it('in the evening: the posters now; next, the following morning', () => {
    const result = nowAt('2025-12-11', '19:00')
    expect(result.now).toHaveLength(1)
    expect(result.now[0]!.talks).toHaveLength(79)
    expect(ids(result.next)).toEqual([['fri-opening', []]])
    // "Jump to now" goes to the posters, which run now.
    expect(result.jump?.href).toBe('/iumrs-icam25/programme/day/2025-12-11#at-1800')
  })

  it('after the last session of the last day: nothing next', () => {
    const result = nowAt('2025-12-12', '21:00')
    expect(result).toEqual({ now: [], next: [], nextStart: null, jump: null })
  })

  it('leaves withdrawn talks out of now and next', () => {
    const day = sampleDay('2025-12-09')
    const oral = day.find((s) => s._id === 'tue-oral-a1')!
    oral.talks = oral.talks.map((t) =>
      t.code === 'tue-a1-02' || t.code === 'tue-a1-03' ? { ...t, withdrawn: true } : t,
    )
    const result = nowAndNext(day, Date.parse(at('2025-12-09', '10:50')))
    expect(result.now.find((m) => m.session._id === 'tue-oral-a1')!.talks).toEqual([])
    expect(result.next.map((m) => m.session._id)).not.toContain('tue-oral-a1')
  })

  it('names a session starting next with the talks starting with it', () => {
    const result = nowAt('2025-12-09', '10:15')
    expect(ids(result.next)).toEqual([
      ['tue-oral-m1', ['tue-m1-01']],
      ['tue-oral-a1', ['tue-a1-01']],
      ['tue-oral-b1', ['tue-b1-01']],
      ['tue-oral-c1', ['tue-c1-01']],
      ['tue-oral-d1', ['tue-d1-01']],
    ])
  })

  it('counts a talk alone when only it starts next', () => {
    const day = sampleDay('2025-12-09')
    const plenary = day.find((s) => s._id === 'tue-plenary')!
    plenary.talks = [
      talk({ code: 'first', start: at('2025-12-09', '09:00'), end: at('2025-12-09', '09:20') }),
      talk({ code: 'second', start: at('2025-12-09', '09:20'), end: at('2025-12-09', '10:00') }),
    ]
    const result = nowAndNext(day, Date.parse(at('2025-12-09', '09:10')))
    expect(ids(result.now)).toEqual([['tue-plenary', ['first']]])
    expect(ids(result.next)).toEqual([['tue-plenary', ['second']]])
    expect(result.nextStart).toBe(at('2025-12-09', '09:20'))
  })
})
