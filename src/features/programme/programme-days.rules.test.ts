import { describe, expect, it } from 'vitest'
import {
  describeDay,
  openingDate,
  programmeDates,
  programmeDays,
  sessionsOn,
} from './programme-days.rules'
import { ALL_TIMES_NOTE, formatTimeRange } from './programme-time'
import { at, room, sampleDay, sampleProgramme, session } from './sample-programme.test-utils'

const programme = sampleProgramme()
const ms = (iso: string) => Date.parse(iso)

describe('programmeDays', () => {
  it('lists each day with sessions once, in order, with its labels and address', () => {
    // Shuffled input: order comes from the dates.
    expect(programmeDays([...programme].reverse())).toEqual([
      {
        date: '2025-12-09',
        shortLabel: 'Tue 9 Dec',
        longLabel: 'Tuesday 9 December',
        path: '/iumrs-icam25/programme/day/2025-12-09',
      },
      expect.objectContaining({ date: '2025-12-10', shortLabel: 'Wed 10 Dec' }),
      expect.objectContaining({ date: '2025-12-11', longLabel: 'Thursday 11 December' }),
      expect.objectContaining({
        date: '2025-12-12',
        path: '/iumrs-icam25/programme/day/2025-12-12',
      }),
    ])
  })

  it.each([
    // The day is Accra's (GMT): a session at 23:30 GMT belongs to its own date everywhere.
    ['2025-12-09T23:30:00Z', '2025-12-09'],
    ['2025-12-10T00:00:00Z', '2025-12-10'],
    // An offset in the stored instant does not change the day in Accra.
    ['2025-12-10T01:30:00+02:00', '2025-12-09'],
  ])('a session starting %s is on %s', (start, date) => {
    expect(programmeDates([session({ _id: 's', start, end: start })])).toEqual([date])
  })

  it('skips sessions whose start is not an instant', () => {
    expect(programmeDates([session({ _id: 's', start: 'soon' })])).toEqual([])
  })

  it('labels September the en-GB way', () =>
    expect(describeDay('2025-09-02').shortLabel).toBe('Tue 2 Sept'))
})

describe('openingDate', () => {
  it.each([
    ['months before', '2025-06-01T12:00:00Z', '2025-12-09'],
    ['the evening before', '2025-12-08T23:59:00Z', '2025-12-09'],
    ['the first day', '2025-12-09T00:00:00Z', '2025-12-09'],
    ['the third day', '2025-12-11T15:00:00Z', '2025-12-11'],
    ['late on the last day', '2025-12-12T23:59:59Z', '2025-12-12'],
    ['after the event', '2025-12-13T00:00:00Z', '2025-12-09'],
    ['a year later', '2026-12-10T08:00:00Z', '2025-12-09'],
  ])('%s: %s opens on %s', (_, now, date) => {
    expect(openingDate(programme, ms(now))).toBe(date)
  })

  it('opens on the first day on a day of the event without sessions', () => {
    const gap = [...sampleDay('2025-12-09'), ...sampleDay('2025-12-11')]
    expect(openingDate(gap, ms('2025-12-10T10:00:00Z'))).toBe('2025-12-09')
  })

  it('has no day without sessions', () =>
    expect(openingDate([], ms('2025-12-09T10:00:00Z'))).toBeNull())
})

describe('sessionsOn', () => {
  it("keeps one day's sessions, by start, then room order (breaks first), then title", () => {
    const day = sessionsOn(programme, '2025-12-10')
    expect(day).toHaveLength(sampleDay().length)
    expect(day.slice(0, 4).map((s) => s._id)).toEqual([
      'wed-opening',
      'wed-plenary',
      'wed-coffee-1',
      'wed-oral-m1',
    ])
    expect(day.slice(3, 8).map((s) => s.room?.name)).toEqual([
      'Main Hall',
      'Room A',
      'Room B',
      'Room C',
      'Room D',
    ])
  })

  it('orders rooms without an order after the others, then by name, then by title', () => {
    // Saved without one: the content API does not enforce the studio's validation.
    const unordered = {
      ...room('room-a'),
      _id: 'x',
      name: 'Annex',
      order: null as unknown as number,
    }
    const sessions = [
      session({ _id: '1', title: 'Zeta', room: unordered }),
      session({ _id: '2', title: 'Alpha', room: unordered }),
      session({ _id: '3', title: 'Beta', room: room('room-d') }),
      session({ _id: '4', title: 'Lunch', room: null, kind: 'break' }),
    ]
    expect(sessionsOn(sessions, '2025-12-09').map((s) => s.title)).toEqual([
      'Lunch',
      'Beta',
      'Alpha',
      'Zeta',
    ])
  })
})

describe('times', () => {
  it.each([
    [at('2025-12-09', '08:00'), at('2025-12-09', '09:30'), '08:00–09:30'],
    ['2025-12-09T23:45:00Z', '2025-12-10T00:15:00Z', '23:45–00:15'],
    ['2025-12-09T10:00:00+01:00', '2025-12-09T10:30:00+01:00', '09:00–09:30'],
  ])('%s to %s reads %s', (start, end, text) => expect(formatTimeRange(start, end)).toBe(text))

  it('says which clock', () => expect(ALL_TIMES_NOTE).toBe('All times GMT (Accra)'))
})
