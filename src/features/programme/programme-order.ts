import type { ProgrammeRoom, ProgrammeSession, ProgrammeTalk } from './programme.types'

/**
 * The programme's one order, shared by the lists, the grid, the filters and the calendars.
 * Names compare as plain strings, not with `localeCompare`, which would load ICU's collator
 * (docs/decisions/0043-intl-free-hydration.md); instants compare as numbers.
 */
const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** `Date.parse`, with NaN (an invalid instant) sorted last. */
const instant = (value: string) => {
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? Infinity : ms
}

/** Rooms by their order (unordered rooms last), then name, then id. */
export function compareRooms(a: ProgrammeRoom, b: ProgrammeRoom): number {
  const order = (a.order ?? Infinity) - (b.order ?? Infinity)
  if (order) return order
  return byString(a.name, b.name) || byString(a._id, b._id)
}

/** Sessions by start, then room (a session without a room, a break, first), title and id. */
export function compareSessions(a: ProgrammeSession, b: ProgrammeSession): number {
  const start = instant(a.start) - instant(b.start)
  if (start) return start
  if (a.room && b.room) {
    const room = compareRooms(a.room, b.room)
    if (room) return room
  } else if (a.room !== b.room) return a.room ? 1 : -1
  return byString(a.title, b.title) || byString(a._id, b._id)
}

/** Talks by start, then code. */
export function compareTalks(a: ProgrammeTalk, b: ProgrammeTalk): number {
  return instant(a.start) - instant(b.start) || byString(a.code, b.code)
}
