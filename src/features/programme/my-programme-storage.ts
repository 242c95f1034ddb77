import { STARRED_STORAGE_KEY, TALK_CODE } from '@amrs/shared/programme/starred-early'
import type { ProgrammeTalk } from './programme.types'

/**
 * The visitor's starred talks as `localStorage` keeps them: one versioned JSON value, keyed by
 * talk code, each with what the talk looked like when it was starred (so a talk that later
 * moves, or leaves the programme, can still be named and compared).
 *
 *   {"version":1,"talks":{"tue-a1-03":{"title":"…","start":"…","end":"…","starredAt":"…"}}}
 */
export { STARRED_STORAGE_KEY }
export const STARRED_VERSION = 1

export interface StarredTalk {
  title: string
  /** ISO instants; '' when the stored value was unreadable. */
  start: string
  end: string
  starredAt: string
}

/** Talk code → what was stored. */
export type Starred = Record<string, StarredTalk>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const instant = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : ''

function storedTalk(value: unknown): StarredTalk {
  const v = isRecord(value) ? value : {}
  return {
    title: typeof v.title === 'string' ? v.title : '',
    start: instant(v.start),
    end: instant(v.end),
    starredAt: instant(v.starredAt),
  }
}

/**
 * Reads the stored value; never throws. Garbage gives no stars; a readable code with an
 * unreadable entry is kept with what can be read ('' for the rest). Keys that cannot be talk
 * codes are dropped. A value from another version is read the same way, as far as it goes.
 */
export function parseStarred(raw: string | null | undefined): Starred {
  let value: unknown
  try {
    value = JSON.parse(raw ?? '')
  } catch {
    return {}
  }
  const talks = isRecord(value) ? value.talks : undefined
  const entries: Array<[string, unknown]> = isRecord(talks)
    ? Object.entries(talks)
    : Array.isArray(talks)
      ? talks.filter((code) => typeof code === 'string').map((code) => [code, null])
      : []
  return Object.fromEntries(
    entries
      .filter(([code]) => TALK_CODE.test(code))
      .map(([code, entry]) => [code, storedTalk(entry)]),
  )
}

export function serializeStarred(starred: Starred): string {
  return JSON.stringify({ version: STARRED_VERSION, talks: starred })
}

export const isStarred = (starred: Starred, code: string) => Object.hasOwn(starred, code)

/** Stars the talk (remembering its title and times) or unstars it. */
export function toggleStar(starred: Starred, talk: ProgrammeTalk, nowMs: number): Starred {
  if (isStarred(starred, talk.code)) return removeStar(starred, talk.code)
  const entry = {
    title: talk.title,
    start: talk.start,
    end: talk.end,
    starredAt: new Date(nowMs).toISOString(),
  }
  return { ...starred, [talk.code]: entry }
}

/** Unstars a code (also one no longer in the programme). */
export function removeStar(starred: Starred, code: string): Starred {
  return Object.fromEntries(Object.entries(starred).filter(([key]) => key !== code))
}
