import { describe, expect, it } from 'vitest'
import { timeGroups } from './programme-list.rules'
import { at, room, sampleDay, session } from './sample-programme.test-utils'

describe('timeGroups (the phone list)', () => {
  const day = sampleDay('2025-12-09')

  it('builds on a day of 200 talks', () =>
    expect(day.reduce((n, s) => n + s.talks.length, 0)).toBe(200))

  it('puts one heading per start time, earliest first, with its anchor id', () => {
    const groups = timeGroups([...day].reverse())
    expect(groups.map((g) => [g.label, g.id, g.sessions.length])).toEqual([
      ['08:00', 'at-0800', 1],
      ['09:00', 'at-0900', 1],
      ['10:00', 'at-1000', 1],
      ['10:30', 'at-1030', 5],
      ['12:30', 'at-1230', 1],
      ['13:30', 'at-1330', 5],
      ['15:30', 'at-1530', 1],
      ['16:00', 'at-1600', 5],
      ['18:00', 'at-1800', 1],
    ])
    expect(groups[3]!.start).toBe(at('2025-12-09', '10:30'))
  })

  it('orders a time’s sessions by room order, then title', () => {
    const [group] = timeGroups([
      session({ _id: '1', title: 'B', room: room('room-b') }),
      session({ _id: '2', title: 'Second', room: room('room-a') }),
      session({ _id: '3', title: 'First', room: room('room-a') }),
      session({ _id: '4', title: 'Main', room: room('room-main') }),
    ])
    expect(group!.sessions.map((s) => s.title)).toEqual(['Main', 'First', 'Second', 'B'])
  })

  it('groups by instant, whatever the stored spelling', () => {
    const groups = timeGroups([
      session({ _id: '1', start: '2025-12-09T10:30:00Z' }),
      session({ _id: '2', start: '2025-12-09T10:30:00.000Z', room: room('room-b') }),
      session({ _id: '3', start: '2025-12-09T11:30:00+01:00', room: room('room-c') }),
    ])
    expect(groups).toHaveLength(1)
    expect(groups[0]!.sessions.map((s) => s._id)).toEqual(['1', '2', '3'])
  })

  it('is empty for a day without sessions', () => expect(timeGroups([])).toEqual([]))
})
