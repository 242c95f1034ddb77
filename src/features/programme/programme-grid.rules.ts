import { timeAnchorId } from './programme-anchors'
import { compareRooms, compareSessions } from './programme-order'
import { formatTime } from './programme-time'
import type { ProgrammeRoom, ProgrammeSession } from './programme.types'

/**
 * The laptop's grid of one day: rooms across, time down, as a model a real `<table>` renders
 * cell for cell.
 *
 * - Columns: the rooms that have sessions that day (`rooms`, by order, then name). A day with
 *   only breaks still has one column (`columnCount` is at least 1).
 * - Rows: one between each pair of consecutive boundaries, a boundary being every distinct start
 *   and end instant of the day's sessions. A row runs from `start` to `end`; `idle` rows are
 *   times when nothing runs (the gap before an evening event).
 * - Cells: each row lists the cells that begin in it, left to right, exactly as HTML wants
 *   them: a session's cell sits in the row its session starts in and spans `rowSpan` rows (to
 *   its end); columns covered by a cell from an earlier row are left out of later rows; a
 *   free room gets an `empty` cell; a session without a room (a break) spans every column.
 * - `unplaced`: sessions the table cannot hold without two cells overlapping (two sessions at
 *   once in one room, a break while a room is busy) or without a positive duration. The page
 *   lists them after the table, so none is lost; the phone list shows them as usual.
 *
 * Example: Room A 09:00-10:00, Room B 09:00-09:30, a break 10:00-10:30 gives boundaries 09:00,
 * 09:30, 10:00, 10:30 and rows
 *   09:00  [A rowSpan 2] [B rowSpan 1]
 *   09:30                [empty B]
 *   10:00  [break colSpan 2]
 */
export interface ProgrammeGrid {
  rooms: ProgrammeRoom[]
  columnCount: number
  rows: GridRow[]
  unplaced: ProgrammeSession[]
}

export interface GridRow {
  /** `timeAnchorId(start)`: "at-0930". */
  id: string
  start: string
  end: string
  /** The start in GMT: "09:30". */
  label: string
  idle: boolean
  cells: GridCell[]
}

export type GridCell =
  | {
      type: 'session'
      session: ProgrammeSession
      /** The first column (0-based) it covers. */
      column: number
      colSpan: number
      rowSpan: number
    }
  | { type: 'empty'; column: number; room: ProgrammeRoom | null }

type SessionCell = Extract<GridCell, { type: 'session' }>

interface Timed {
  session: ProgrammeSession
  start: number
  end: number
}

/** The columns: each room once, by order then name. */
function roomsOf(sessions: Timed[]): ProgrammeRoom[] {
  const rooms = new Map<string, ProgrammeRoom>()
  for (const { session } of sessions)
    if (session.room && !rooms.has(session.room._id)) rooms.set(session.room._id, session.room)
  return [...rooms.values()].sort(compareRooms)
}

/** Builds one day's grid from its sessions (`sessionsOn`). */
export function programmeGrid(sessions: ProgrammeSession[]): ProgrammeGrid {
  const unplaced: ProgrammeSession[] = []
  const timed: Timed[] = []
  for (const session of [...sessions].sort(compareSessions)) {
    const start = Date.parse(session.start)
    const end = Date.parse(session.end)
    if (start < end) timed.push({ session, start, end })
    else unplaced.push(session)
  }
  const rooms = roomsOf(timed)
  const column = new Map(rooms.map((room, i) => [room._id, i]))
  const columnCount = Math.max(1, rooms.length)

  const boundaries = [...new Set(timed.flatMap((t) => [t.start, t.end]))].sort((a, b) => a - b)
  const rowOf = new Map(boundaries.map((ms, i) => [ms, i]))
  const rowCount = Math.max(0, boundaries.length - 1)
  const covered = Array.from({ length: rowCount }, () =>
    new Array<boolean>(columnCount).fill(false),
  )
  const startsAt = Array.from({ length: rowCount }, () => new Map<number, SessionCell>())

  for (const { session, start, end } of timed) {
    const top = rowOf.get(start)!
    const rowSpan = rowOf.get(end)! - top
    const left = session.room ? column.get(session.room._id)! : 0
    const colSpan = session.room ? 1 : columnCount
    const rowsCovered = covered.slice(top, top + rowSpan)
    if (rowsCovered.some((row) => row.slice(left, left + colSpan).some(Boolean))) {
      unplaced.push(session)
      continue
    }
    for (const row of rowsCovered) row.fill(true, left, left + colSpan)
    startsAt[top]!.set(left, { type: 'session', session, column: left, colSpan, rowSpan })
  }

  const rows = startsAt.map((starting, r): GridRow => {
    const cells: GridCell[] = []
    for (let c = 0; c < columnCount;) {
      const cell = starting.get(c)
      if (cell) {
        cells.push(cell)
        c += cell.colSpan
      } else {
        if (!covered[r]![c]) cells.push({ type: 'empty', column: c, room: rooms[c] ?? null })
        c += 1
      }
    }
    const start = boundaries[r]!
    return {
      id: timeAnchorId(start),
      start: new Date(start).toISOString(),
      end: new Date(boundaries[r + 1]!).toISOString(),
      label: formatTime(start),
      idle: !covered[r]!.some(Boolean),
      cells,
    }
  })
  return { rooms, columnCount, rows, unplaced: unplaced.sort(compareSessions) }
}
