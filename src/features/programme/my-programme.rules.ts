import type { Starred, StarredTalk } from './my-programme-storage'
import type { ProgrammeChangeNote, ProgrammeSession, ProgrammeTalk } from './programme.types'

/**
 * My programme: the stars kept in the browser, held against the programme as it is now. Every
 * starred code comes back, whatever became of its talk:
 * - `removed`: withdrawn, or no longer in the programme (then named by its stored title);
 * - `moved`: its start or end differs from when it was starred (`previous` holds those times);
 * - `changed`: a change note naming it was published after it was starred;
 * - `scheduled`: as it was.
 * The first that applies wins; the notes come with every status.
 */
export type StarStatus = 'scheduled' | 'moved' | 'changed' | 'removed'

export interface StarredEntry {
  code: string
  status: StarStatus
  /** The programme's title, or the stored one when the talk is gone. */
  title: string
  /** The current times (the stored ones when the talk is gone). */
  start: string
  end: string
  /** The talk and its session, when the programme still has them. */
  talk: ProgrammeTalk | null
  session: ProgrammeSession | null
  /** `moved`: the times it had when starred. */
  previous: { start: string; end: string } | null
  /** `removed`: why. */
  removedBecause: 'withdrawn' | 'gone' | null
  /** Change notes naming the talk, published after it was starred, newest first. */
  notes: ProgrammeChangeNote[]
  stored: StarredTalk
}

const ms = (value: string) => {
  const parsed = Date.parse(value)
  return Number.isNaN(parsed) ? Infinity : parsed
}

/** Whether stored times (when readable) differ from the talk's. */
const hasMoved = (stored: StarredTalk, talk: ProgrammeTalk) =>
  (stored.start !== '' && ms(stored.start) !== ms(talk.start)) ||
  (stored.end !== '' && ms(stored.end) !== ms(talk.end))

function entryFor(
  code: string,
  stored: StarredTalk,
  found: { talk: ProgrammeTalk; session: ProgrammeSession } | undefined,
  notes: ProgrammeChangeNote[],
): StarredEntry {
  // A star whose date was unreadable counts every note as newer: better told twice than never.
  const since = stored.starredAt ? ms(stored.starredAt) : -Infinity
  const newer = notes.filter(
    (note) => ms(note.publishedAt) > since && note.talks.some((t) => t.code === code),
  )
  const base = { code, notes: newer, stored, previous: null, removedBecause: null }
  if (!found)
    return {
      ...base,
      status: 'removed',
      title: stored.title || code,
      start: stored.start,
      end: stored.end,
      talk: null,
      session: null,
      removedBecause: 'gone',
    }
  const { talk, session } = found
  const current = { ...base, title: talk.title, start: talk.start, end: talk.end, talk, session }
  if (talk.withdrawn) return { ...current, status: 'removed', removedBecause: 'withdrawn' }
  if (hasMoved(stored, talk))
    return {
      ...current,
      status: 'moved',
      previous: { start: stored.start || talk.start, end: stored.end || talk.end },
    }
  return { ...current, status: newer.length ? 'changed' : 'scheduled' }
}

/** Every starred code with its status, by start (unknown times last), then code. */
export function reconcileStarred(
  starred: Starred,
  sessions: ProgrammeSession[],
  notes: ProgrammeChangeNote[],
): StarredEntry[] {
  const byCode = new Map<string, { talk: ProgrammeTalk; session: ProgrammeSession }>()
  for (const session of sessions)
    for (const talk of session.talks) byCode.set(talk.code, { talk, session })
  const newestFirst = [...notes].sort((a, b) => ms(b.publishedAt) - ms(a.publishedAt))
  return Object.entries(starred)
    .map(([code, stored]) => entryFor(code, stored, byCode.get(code), newestFirst))
    .sort((a, b) => ms(a.start) - ms(b.start) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
}

/**
 * The pairs of starred talks that overlap in time (removed ones left out), each pair in start
 * order, by the first one's start. Touching talks (one ends as the next starts) do not overlap.
 */
export function starredOverlaps(entries: StarredEntry[]): Array<[StarredEntry, StarredEntry]> {
  const live = entries
    .filter((e) => e.status !== 'removed' && ms(e.start) < ms(e.end) && ms(e.end) !== Infinity)
    .sort((a, b) => ms(a.start) - ms(b.start))
  const pairs: Array<[StarredEntry, StarredEntry]> = []
  live.forEach((first, i) => {
    for (const second of live.slice(i + 1)) {
      if (ms(second.start) >= ms(first.end)) break
      pairs.push([first, second])
    }
  })
  return pairs
}
