import { timeAnchorHref, timeAnchorId } from './programme-anchors'
import { programmeDates } from './programme-days.rules'
import { compareSessions, compareTalks } from './programme-order'
import { programmeDate } from './programme-time'
import type { ProgrammeSession, ProgrammeTalk } from './programme.types'

/** A session with the talks that matter at the moment: those running, or those starting next. */
export interface SessionMoment {
  session: ProgrammeSession
  talks: ProgrammeTalk[]
}

/** "Now and next" while the event runs; empty before its first day and after its last. */
export interface NowAndNext {
  /** Sessions running at `nowMs`, each with its talks running then (withdrawn talks left out). */
  now: SessionMoment[]
  /** Everything that starts next, across rooms: the sessions and talks at the earliest start. */
  next: SessionMoment[]
  /** That next start (ISO), or null. */
  nextStart: string | null
  /**
   * "Jump to now": the time to scroll to (the latest start among the running sessions, else the
   * next start), as the anchor id on its day's page and that page's address with the anchor.
   */
  jump: { id: string; href: string } | null
}

const NONE: NowAndNext = { now: [], next: [], nextStart: null, jump: null }

const runs = (item: { start: string; end: string }, nowMs: number) =>
  Date.parse(item.start) <= nowMs && nowMs < Date.parse(item.end)

const live = (talk: ProgrammeTalk) => !talk.withdrawn

/** The sessions and talks running at `nowMs` and the next to start (the day's or a later one). */
export function nowAndNext(sessions: ProgrammeSession[], nowMs: number): NowAndNext {
  const dates = programmeDates(sessions)
  const today = Number.isNaN(nowMs) ? null : programmeDate(nowMs)
  if (!today || !dates.length || today < dates[0]! || today > dates[dates.length - 1]!) return NONE

  const sorted = [...sessions].sort(compareSessions)
  const now = sorted
    .filter((session) => runs(session, nowMs))
    .map((session) => ({
      session,
      talks: session.talks.filter((t) => live(t) && runs(t, nowMs)).sort(compareTalks),
    }))

  // The earliest start after now, of a session or of a talk that is still on.
  let nextMs = Infinity
  for (const session of sessions) {
    for (const item of [session, ...session.talks.filter(live)]) {
      const start = Date.parse(item.start)
      if (start > nowMs && start < nextMs) nextMs = start
    }
  }
  const next = Number.isFinite(nextMs)
    ? sorted
        .map((session) => ({
          session,
          talks: session.talks
            .filter((t) => live(t) && Date.parse(t.start) === nextMs)
            .sort(compareTalks),
        }))
        .filter((m) => Date.parse(m.session.start) === nextMs || m.talks.length > 0)
    : []

  const latestRunningStart = Math.max(...now.map((m) => Date.parse(m.session.start)))
  const target = now.length ? latestRunningStart : next.length ? nextMs : null
  return {
    now,
    next,
    nextStart: next.length ? new Date(nextMs).toISOString() : null,
    jump: target === null ? null : { id: timeAnchorId(target), href: timeAnchorHref(target) },
  }
}
