import { compareRooms } from './programme-order'
import { searchWords, sessionText, talkText } from './programme-search'
import { SESSION_KINDS } from '@amrs/shared/programme/session-kinds'
import type { ProgrammeSession, SessionKind } from './programme.types'

/**
 * The programme's filters: by symposium, room and kind, and a text search. They live in the
 * address as a GET form writes them (`?symposium=…&room=…&kind=…&q=…`), so a filtered day can
 * be shared, reloaded and used without scripts.
 */
export interface ProgrammeFilter {
  /** A symposium's _id. */
  symposium: string | null
  /** A room's _id. */
  room: string | null
  kind: SessionKind | null
  /** The search text, trimmed; '' for none. */
  q: string
}

export const NO_FILTER: ProgrammeFilter = { symposium: null, room: null, kind: null, q: '' }

export { SESSION_KINDS }

const isKind = (value: string): value is SessionKind => Object.hasOwn(SESSION_KINDS, value)

/** A search longer than this is cut (no title is that long). */
export const MAX_QUERY_LENGTH = 100

export interface FilterOption {
  value: string
  label: string
}

/** The choices a day offers: what is present among its sessions. */
export interface FilterOptions {
  /** By title. */
  symposia: FilterOption[]
  /** By room order, then name. */
  rooms: FilterOption[]
  /** In the order of `SESSION_KINDS`. */
  kinds: FilterOption[]
}

const byLabel = (a: FilterOption, b: FilterOption) =>
  a.label < b.label ? -1 : a.label > b.label ? 1 : 0

export function filterOptions(sessions: ProgrammeSession[]): FilterOptions {
  const symposia = new Map<string, string>()
  const rooms = new Map<string, NonNullable<ProgrammeSession['room']>>()
  const kinds = new Set<SessionKind>()
  for (const s of sessions) {
    if (s.symposium) symposia.set(s.symposium._id, s.symposium.title)
    if (s.room) rooms.set(s.room._id, s.room)
    kinds.add(s.kind)
  }
  return {
    symposia: [...symposia].map(([value, label]) => ({ value, label })).sort(byLabel),
    rooms: [...rooms.values()].sort(compareRooms).map((r) => ({ value: r._id, label: r.name })),
    kinds: (Object.keys(SESSION_KINDS) as SessionKind[])
      .filter((kind) => kinds.has(kind))
      .map((kind) => ({ value: kind, label: SESSION_KINDS[kind] })),
  }
}

/**
 * Reads the filter from the address. Empty values count as absent; a kind that is not one, or
 * (when `options` are given) a symposium or room the options do not list, is ignored; a
 * repeated name takes its first usable value.
 */
export function parseFilter(params: URLSearchParams, options?: FilterOptions): ProgrammeFilter {
  const known = (list: FilterOption[] | undefined) => (value: string) =>
    !list || list.some((option) => option.value === value)
  const first = (name: string, accept: (value: string) => boolean) =>
    params
      .getAll(name)
      .map((value) => value.trim())
      .find((value) => value !== '' && accept(value)) ?? null
  const kind = first('kind', isKind)
  return {
    symposium: first('symposium', known(options?.symposia)),
    room: first('room', known(options?.rooms)),
    kind: kind && isKind(kind) ? kind : null,
    q: (params.getAll('q').find((q) => q.trim()) ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, MAX_QUERY_LENGTH),
  }
}

/** Writes the filter as a GET form would, leaving out what is not set. */
export function filterParams(filter: ProgrammeFilter): URLSearchParams {
  const params = new URLSearchParams()
  if (filter.symposium) params.set('symposium', filter.symposium)
  if (filter.room) params.set('room', filter.room)
  if (filter.kind) params.set('kind', filter.kind)
  if (filter.q.trim()) params.set('q', filter.q.trim())
  return params
}

export const isFiltering = (filter: ProgrammeFilter) =>
  !!(filter.symposium || filter.room || filter.kind || filter.q.trim())

/** A session that passed the filter: `talks` holds the talks to show, `talkCount` all of them. */
export interface FilteredSession extends ProgrammeSession {
  talkCount: number
}

/**
 * The sessions that pass, in the given order. A session passes the text search when every word
 * is found in its title (it keeps all its talks) or, for some of its talks, in the talk's
 * title, code, speakers' names and affiliations or the session's title (it keeps those talks).
 * Sessions without a symposium or room (breaks) drop out when one is chosen.
 */
export function filterSessions(
  sessions: ProgrammeSession[],
  filter: ProgrammeFilter,
): FilteredSession[] {
  const words = searchWords(filter.q)
  const out: FilteredSession[] = []
  for (const session of sessions) {
    if (filter.symposium && session.symposium?._id !== filter.symposium) continue
    if (filter.room && session.room?._id !== filter.room) continue
    if (filter.kind && session.kind !== filter.kind) continue
    const talkCount = session.talks.length
    const own = sessionText(session)
    const missing = words.filter((word) => !own.includes(word))
    if (!missing.length) {
      out.push({ ...session, talkCount })
      continue
    }
    const talks = session.talks.filter((talk) => {
      const text = talkText(talk)
      return missing.every((word) => text.includes(word))
    })
    if (talks.length) out.push({ ...session, talks, talkCount })
  }
  return out
}
