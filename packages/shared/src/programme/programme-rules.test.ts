import { describe, expect, it } from 'vitest'
import {
  codeChangeProblem,
  currentVersions,
  endAfterStart,
  oneSessionProblem,
  overlaps,
  roomOverlapProblem,
  roomRequiredProblem,
  talkCodeProblem,
  talkInsideSession,
} from './programme-rules'

const at = (hhmm: string, day = '10') => `2025-12-${day}T${hhmm}:00.000Z`
const slot = (from: string, to: string, title = 'Session') => ({
  title,
  start: at(from),
  end: at(to),
})

describe('end after start', () => {
  it.each([
    [{ start: at('10:00'), end: at('10:15') }, true],
    [{ start: at('10:00'), end: at('10:00') }, 'The end must be after the start.'],
    [{ start: at('10:00'), end: at('09:45') }, 'The end must be after the start.'],
    [{ start: at('10:00') }, 'Set both the start and the end.'],
    [{ end: at('10:00') }, 'Set both the start and the end.'],
    [{}, true],
  ])('%o → %s', (value, expected) => {
    expect(endAfterStart(value)).toBe(expected)
  })
})

describe('sessions in one room', () => {
  it.each([
    ['ends when the next starts', slot('08:00', '09:30'), slot('09:30', '10:30'), false],
    ['starts inside another', slot('09:00', '10:00'), slot('09:30', '10:30'), true],
    ['lies inside another', slot('09:40', '10:00'), slot('09:30', '10:30'), true],
    ['covers another', slot('09:00', '11:00'), slot('09:30', '10:30'), true],
    ['the same slot', slot('09:30', '10:30'), slot('09:30', '10:30'), true],
    ['ends before', slot('07:00', '08:00'), slot('09:30', '10:30'), false],
  ])('%s: overlap %s', (_name, a, b, expected) => {
    expect(overlaps(a, b)).toBe(expected)
    expect(overlaps(b, a)).toBe(expected)
  })

  it('names the clashing session and its times', () => {
    const problem = roomOverlapProblem(slot('09:00', '10:00'), [
      slot('08:00', '09:00', 'Before'),
      slot('09:30', '10:30', 'Symposium A2'),
    ])
    expect(problem).toBe(
      'This room is taken at that time by "Symposium A2" (Wed 10 Dec · 09:30–10:30 GMT). A session may start when the previous one ends.',
    )
    expect(roomOverlapProblem(slot('10:30', '11:00'), [slot('09:30', '10:30')])).toBe(true)
    expect(roomOverlapProblem({}, [slot('09:30', '10:30')])).toBe(true)
  })
})

describe('a talk inside its session', () => {
  const session = slot('10:30', '12:00', 'Energy materials A1')
  it.each([
    ['at the start', at('10:30'), at('10:45'), true],
    ['at the end', at('11:45'), at('12:00'), true],
    ['the whole session', at('10:30'), at('12:00'), true],
    ['starting before', at('10:15'), at('10:45'), false],
    ['ending after', at('11:50'), at('12:05'), false],
    ['another day', at('10:30', '11'), at('10:45', '11'), false],
  ])('%s', (_name, start, end, inside) => {
    const result = talkInsideSession({ code: 'a1-03', start, end }, session)
    if (inside) expect(result).toBe(true)
    else expect(result).toMatch(/^Talk a1-03 \(.+\) is outside its session "Energy materials A1"/)
  })

  it('names the talk code and the session’s times', () => {
    expect(
      talkInsideSession({ code: 'a1-03', start: at('12:00'), end: at('12:15') }, session),
    ).toBe(
      'Talk a1-03 (Wed 10 Dec · 12:00–12:15) is outside its session "Energy materials A1" (Wed 10 Dec · 10:30–12:00 GMT).',
    )
  })

  it('leaves a talk without a slot alone', () => {
    expect(talkInsideSession({ code: 'a1-03' }, session)).toBe(true)
  })

  it('in one session only', () => {
    expect(oneSessionProblem([])).toBe(true)
    expect(oneSessionProblem([session])).toBe(true)
    expect(oneSessionProblem([session, slot('14:00', '15:30', 'B2')])).toMatch(/in 2 sessions/)
  })
})

describe('talk codes', () => {
  it.each([
    ['a1-03', true],
    ['pl1-1', true],
    ['p-042', true],
    ['k', true],
    ['abcdefghijklmnop', true],
    ['abcdefghijklmnopq', 'Use at most 16 characters.'],
    ['A1-03', /lower-case/],
    ['1a', /lower-case/],
    ['a1--03', /lower-case/],
    ['a1-', /lower-case/],
    ['-a1', /lower-case/],
    ['a1_03', /lower-case/],
    ['day', /taken by the programme/],
    ['mine', /taken by the programme/],
    ['changes', /taken by the programme/],
    ['days', true],
  ])('%s', (code, expected) => {
    const result = talkCodeProblem(code)
    if (expected instanceof RegExp) expect(result).toMatch(expected)
    else expect(result).toBe(expected)
  })

  it('stay once published', () => {
    expect(codeChangeProblem(undefined, 'a1-03')).toBe(true)
    expect(codeChangeProblem('a1-03', 'a1-03')).toBe(true)
    expect(codeChangeProblem('a1-03', 'a1-04')).toMatch(/Set it back to "a1-03"/)
    expect(codeChangeProblem('a1-03', undefined)).toMatch(/cannot change/)
  })
})

describe('rooms', () => {
  it('are required for every session but breaks', () => {
    expect(roomRequiredProblem('break', undefined)).toBe(true)
    expect(roomRequiredProblem('oral', { _ref: 'room-a' })).toBe(true)
    expect(roomRequiredProblem('oral', undefined)).toMatch(/Choose the room/)
    expect(roomRequiredProblem(undefined, undefined)).toMatch(/Choose the room/)
  })
})

describe('current versions', () => {
  it('keep one per document, the draft over the published', () => {
    const docs = [
      { _id: 'a', v: 1 },
      { _id: 'drafts.a', v: 2 },
      { _id: 'drafts.b', v: 3 },
      { _id: 'c', v: 4 },
    ]
    expect(currentVersions(docs).map((d) => d.v)).toEqual([2, 3, 4])
    expect(currentVersions([docs[1]!, docs[0]!]).map((d) => d.v)).toEqual([2])
  })
})
