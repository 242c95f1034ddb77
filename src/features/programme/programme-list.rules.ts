import { timeAnchorId } from './programme-anchors'
import { compareSessions } from './programme-order'
import { formatTime } from './programme-time'
import type { ProgrammeSession } from './programme.types'

/** The phone's list: a day's sessions under one heading per start time. */
export interface TimeGroup {
  /** The heading's id (`timeAnchorId`): "at-1030". */
  id: string
  /** The shared start instant (ISO). */
  start: string
  /** "10:30" in GMT. */
  label: string
  /** By room order, then title (a session without a room first). */
  sessions: ProgrammeSession[]
}

/** Groups one day's sessions (`sessionsOn`) by start time, earliest first. */
export function timeGroups(sessions: ProgrammeSession[]): TimeGroup[] {
  const groups = new Map<number, TimeGroup>()
  for (const session of [...sessions].sort(compareSessions)) {
    const ms = Date.parse(session.start)
    if (Number.isNaN(ms)) continue
    let group = groups.get(ms)
    if (!group) {
      group = { id: timeAnchorId(ms), start: session.start, label: formatTime(ms), sessions: [] }
      groups.set(ms, group)
    }
    group.sessions.push(session)
  }
  // Sorted sessions fill the map in start order, and a Map keeps insertion order.
  return [...groups.values()]
}
