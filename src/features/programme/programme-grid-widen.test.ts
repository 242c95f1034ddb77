import { describe, expect, it } from 'vitest'
import { programmeGrid } from './programme-grid.rules'
import { widenLoneSessions } from './programme-grid-widen'
import { at, room, session } from './sample-programme.test-utils'

const day = '2025-12-09'
const plenary = session({
  _id: 'plenary',
  title: 'Plenary',
  room: room('room-main'),
  start: at(day, '08:30'),
  end: at(day, '10:00'),
})
const a = session({
  _id: 'a',
  room: room('room-a'),
  start: at(day, '10:30'),
  end: at(day, '12:00'),
})
const b = session({
  _id: 'b',
  room: room('room-b'),
  start: at(day, '10:30'),
  end: at(day, '11:00'),
})

describe('widenLoneSessions', () => {
  it('widens a session alone at its times across every column, keeping its room’s column', () => {
    const rows = widenLoneSessions(programmeGrid([plenary, a, b]))
    expect(rows[0]?.cells).toEqual([
      expect.objectContaining({ type: 'session', column: 0, colSpan: 3, roomColumn: 0 }),
    ])
  })

  it('leaves parallel sessions in their rooms, and a room with no neighbour as it is', () => {
    const rows = widenLoneSessions(programmeGrid([plenary, a, b]))
    const parallel = rows.find((row) => row.label === '10:30')!
    expect(
      parallel.cells.map((c) => [c.type, c.column, c.type === 'session' && c.colSpan]),
    ).toEqual([
      ['empty', 0, false],
      ['session', 1, 1],
      ['session', 2, 1],
    ])
    // A is alone from 11:00 but not at 10:30: it stays in its column.
    expect(rows.find((row) => row.label === '11:00')!.cells).toEqual([
      { type: 'empty', column: 0, room: room('room-main') },
      { type: 'empty', column: 2, room: room('room-b') },
    ])
    expect(widenLoneSessions(programmeGrid([plenary]))[0]?.cells[0]).toMatchObject({ colSpan: 1 })
  })

  it('empties the later rows of a widened session', () => {
    const late = session({
      _id: 'late',
      room: room('room-b'),
      start: at(day, '08:30'),
      end: at(day, '09:00'),
    })
    const rows = widenLoneSessions(programmeGrid([plenary, a, late]))
    // 08:30: the plenary and "late" run together: neither is widened.
    expect(rows[0]?.cells.filter((c) => c.type === 'session')).toHaveLength(2)
    expect(rows[1]?.cells.every((c) => c.type === 'empty')).toBe(true)
  })
})
