import { describe, expect, it } from 'vitest'
import { programmeGrid, type GridCell, type ProgrammeGrid } from './programme-grid.rules'
import type { ProgrammeSession } from './programme.types'
import { at, room, sampleDay, session } from './sample-programme.test-utils'

const t = (time: string) => at('2025-12-09', time)
const s = (id: string, from: string, to: string, roomId: string | null) =>
  session({ _id: id, start: t(from), end: t(to), room: roomId ? room(roomId) : null })

/** The grid as text, one line per row: "09:00 A(2) B(1)", "09:30 - " for an empty cell. */
const picture = (grid: ProgrammeGrid) =>
  grid.rows.map((row) =>
    [
      row.label,
      ...row.cells.map((c: GridCell) =>
        c.type === 'empty'
          ? '-'
          : `${c.session._id}(${c.rowSpan}${c.colSpan > 1 ? `x${c.colSpan}` : ''})`,
      ),
    ].join(' '),
  )

/** Lays the model out as a browser lays out a table: every slot covered exactly once. */
function coverage(grid: ProgrammeGrid): string[][] {
  const slots = grid.rows.map(() => new Array<string>(grid.columnCount).fill(''))
  grid.rows.forEach((row, r) => {
    let c = 0
    for (const cell of row.cells) {
      while (slots[r]![c]) c += 1
      expect(cell.column).toBe(c)
      const rowSpan = cell.type === 'session' ? cell.rowSpan : 1
      const colSpan = cell.type === 'session' ? cell.colSpan : 1
      for (let i = r; i < r + rowSpan; i++)
        for (let j = c; j < c + colSpan; j++) {
          expect(slots[i]![j], `slot ${i},${j} covered twice`).toBe('')
          slots[i]![j] = cell.type === 'session' ? cell.session._id : '-'
        }
      c += colSpan
    }
  })
  for (const row of slots) expect(row.every(Boolean), 'every slot covered').toBe(true)
  return slots
}

describe('programmeGrid (the laptop table)', () => {
  it('draws the documented example', () => {
    const grid = programmeGrid([
      s('A', '09:00', '10:00', 'room-a'),
      s('B', '09:00', '09:30', 'room-b'),
      s('break', '10:00', '10:30', null),
    ])
    expect(grid.rooms.map((r) => r.name)).toEqual(['Room A', 'Room B'])
    expect(picture(grid)).toEqual(['09:00 A(2) B(1)', '09:30 -', '10:00 break(1x2)'])
    expect(grid.rows.map((r) => [r.id, r.start, r.end])).toEqual([
      ['at-0900', t('09:00'), t('09:30')],
      ['at-0930', t('09:30'), t('10:00')],
      ['at-1000', t('10:00'), t('10:30')],
    ])
    const empty = grid.rows[1]!.cells[0]!
    expect(empty).toEqual({ type: 'empty', column: 1, room: room('room-b') })
    coverage(grid)
  })

  it.each<[string, ProgrammeSession[], string[]]>([
    [
      'staggered sessions',
      [s('A', '09:00', '10:00', 'room-a'), s('B', '09:30', '10:30', 'room-b')],
      ['09:00 A(2) -', '09:30 B(2)', '10:00 -'],
    ],
    [
      'a gap when nothing runs',
      [s('A', '09:00', '10:00', 'room-a'), s('E', '18:00', '19:00', 'room-a')],
      ['09:00 A(1)', '10:00 -', '18:00 E(1)'],
    ],
    [
      'rooms by their order, not by the input',
      [s('D', '09:00', '10:00', 'room-d'), s('M', '09:00', '10:00', 'room-main')],
      ['09:00 M(1) D(1)'],
    ],
    ['a day of breaks only: one column', [s('lunch', '12:30', '13:30', null)], ['12:30 lunch(1)']],
  ])('%s', (_, sessions, expected) => {
    const grid = programmeGrid(sessions)
    expect(picture(grid)).toEqual(expected)
    expect(grid.unplaced).toEqual([])
    coverage(grid)
  })

  it('marks rows when nothing runs', () => {
    const grid = programmeGrid([
      s('A', '09:00', '10:00', 'room-a'),
      s('E', '18:00', '19:00', 'room-a'),
    ])
    expect(grid.rows.map((r) => r.idle)).toEqual([false, true, false])
  })

  it('keeps sessions it cannot place in `unplaced`, never drops them', () => {
    const grid = programmeGrid([
      s('A', '09:00', '10:00', 'room-a'),
      s('clash', '09:30', '10:30', 'room-a'),
      s('B', '09:00', '11:00', 'room-b'),
      s('break', '10:00', '10:30', null),
      s('empty', '11:00', '11:00', 'room-a'),
    ])
    expect(grid.unplaced.map((x) => x._id)).toEqual(['clash', 'break', 'empty'])
    expect(picture(grid)).toEqual(['09:00 A(2) B(4)', '09:30', '10:00 -', '10:30 -'])
    coverage(grid)
  })

  it('lays out a 200-talk day as a consistent table', () => {
    const grid = programmeGrid(sampleDay())
    expect(grid.rooms.map((r) => r.name)).toEqual([
      'Main Hall',
      'Room A',
      'Room B',
      'Room C',
      'Room D',
      'Poster Hall',
    ])
    expect(grid.unplaced).toEqual([])
    const slots = coverage(grid)
    // The coffee break spans the six columns; the five oral sessions span their two hours.
    expect(picture(grid).find((line) => line.startsWith('10:00'))).toBe('10:00 tue-coffee-1(1x6)')
    expect(picture(grid).find((line) => line.startsWith('10:30'))).toBe(
      '10:30 tue-oral-m1(1) tue-oral-a1(1) tue-oral-b1(1) tue-oral-c1(1) tue-oral-d1(1) -',
    )
    const placed = new Set(slots.flat())
    for (const session of sampleDay()) expect(placed.has(session._id)).toBe(true)
  })

  it('is empty without sessions', () =>
    expect(programmeGrid([])).toEqual({ rooms: [], columnCount: 1, rows: [], unplaced: [] }))
})
